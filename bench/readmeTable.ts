// The README's performance table: written by a full `npm run bench` from the figures it measured,
// between two markers, so the README always shows one run and never hand-copied numbers.
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ROOT, type Figure } from './support';

export type Row = Figure & { met?: boolean };

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** The page figures in the README, in order: the figure's name in the results, and the README's. */
const PAGE_FIGURES: [figure: string, heading: string][] = [
  ['script at load, no interaction (gzip)', 'script at load, no interaction (KB gzip)'],
  ['Lighthouse script transferred', 'script in Lighthouse\'s load (KB transferred)'],
  ['Lighthouse mobile performance (median)', 'Lighthouse performance'],
  ['largest contentful paint (simulated slow 4G)', 'LCP (ms)'],
  ['total blocking time (simulated)', 'TBT (ms)'],
  ['cumulative layout shift', 'CLS'],
  ['Lighthouse accessibility (median)', 'accessibility'],
  ['script once woken and interactive (gzip)', 'script once woken, until live (KB gzip)'],
];

const verdict = (row: Row) => (row.met === undefined ? '' : row.met ? ' ✓' : ' ✗');
const withUnit = (value: number | undefined, unit: string) => `${value}${unit ? ` ${unit}` : ''}`;
const ratio = (row: Row) => (row.baseline ? `×${(row.value / row.baseline).toFixed(2)}` : '');

/** One line per page and figure: this build, the build before (same run), their ratio, the goal. */
function pageLines(rows: Row[]): string[] {
  const pages = [...new Set(rows.filter((row) => row.group.startsWith('Page ')).map((row) => row.group))];
  return pages.flatMap((group) =>
    PAGE_FIGURES.flatMap(([figure, heading]) => {
      const row = rows.find((candidate) => candidate.group === group && candidate.figure === figure);
      return row ? [{ row, heading }] : [];
    }).map(({ row, heading }, index) => {
      // The page's name on its first line only, so the pages stand apart.
      const page = index === 0 ? `**${group.slice('Page '.length)}**` : '';
      return `| ${page} | ${heading} | ${row.value}${verdict(row)} | ${row.baseline ?? ''} | ${ratio(row)} | ${row.target ?? ''} |`;
    }),
  );
}

export function readmeSection(rows: Row[], measuredAt: string, baselineSha = '?'): string {
  const server = rows.filter((row) => !row.group.startsWith('Page ') && row.target);
  return [
    START,
    `Measured by \`npm run bench\` on ${measuredAt.slice(0, 10)} (a ${availableParallelism()}-core machine; ✓ goal met, ✗ missed). Each page figure stands beside the same figure of the build before issue 32 (\`${baselineSha}\`), measured in the same run, with their ratio; Lighthouse's figures are medians of mobile runs, and "copy" in a goal is the page's static copy (its painted HTML, every script removed), measured in the same run too:`,
    '',
    `| page | figure | this build | before (\`${baselineSha}\`) | ratio | goal |`,
    '|---|---|---:|---:|---:|---|',
    ...pageLines(rows),
    '',
    '| server | figure | measured | goal | baseline |',
    '|---|---|---|---|---|',
    ...server.map((row) => `| ${row.group} | ${row.figure} | ${withUnit(row.value, row.unit)}${verdict(row)} | ${row.target} | ${row.baseline === undefined ? '' : withUnit(row.baseline, row.unit)} |`),
    END,
  ].join('\n');
}

/** Replaces the README's section between the markers. */
export function writeReadmeSection(rows: Row[], measuredAt: string, baselineSha?: string): void {
  const file = path.join(ROOT, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} section for the bench to fill`);
  writeFileSync(file, `${readme.slice(0, start)}${readmeSection(rows, measuredAt, baselineSha)}${readme.slice(end + END.length)}`);
}

/** The README's block between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->`, replaced by a part's own run. */
export function replaceReadmeBlock(readme: string, name: string, content: string): string {
  const [start, end] = [`<!-- bench:${name}:start -->`, `<!-- bench:${name}:end -->`];
  const [from, to] = [readme.indexOf(start), readme.indexOf(end)];
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block for the bench to fill`);
  return `${readme.slice(0, from)}${start}\n${content}\n${readme.slice(to)}`;
}

export function writeReadmeBlock(name: string, content: string): void {
  const file = path.join(ROOT, 'README.md');
  writeFileSync(file, replaceReadmeBlock(readFileSync(file, 'utf8'), name, content));
}
