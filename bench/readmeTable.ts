// The README's performance table: written by a full `npm run bench` from the figures it measured,
// between two markers, so the README always shows one run and never hand-copied numbers.
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ROOT, type Figure } from './support';

export type Row = Figure & { met?: boolean };

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const PAGE_COLUMNS: [heading: string, figure: string][] = [
  ['JavaScript before interactive', 'JavaScript before interactive (gzip)'],
  ['Lighthouse performance', 'Lighthouse mobile performance (median)'],
  ['LCP', 'largest contentful paint (simulated slow 4G)'],
  ['TBT', 'total blocking time (simulated)'],
  ['CLS', 'cumulative layout shift'],
  ['accessibility', 'Lighthouse accessibility (median)'],
];

const verdict = (row: Row) => (row.met === undefined ? '' : row.met ? ' ✓' : ' ✗');
const withUnit = (value: number | undefined, unit: string) => `${value}${unit ? ` ${unit}` : ''}`;

function pageCell(row: Row | undefined): string {
  if (!row) return '';
  const baseline = row.baseline && row.figure !== 'JavaScript before interactive (gzip)' ? `static ${withUnit(row.baseline, row.unit)}, ` : '';
  return `${withUnit(row.value, row.unit)}${verdict(row)} (${baseline}goal ${row.target})`;
}

export function readmeSection(rows: Row[], measuredAt: string): string {
  const pages = [...new Set(rows.filter((row) => row.group.startsWith('Page ')).map((row) => row.group))];
  const find = (group: string, figure: string) => rows.find((row) => row.group === group && row.figure === figure);
  const server = rows.filter((row) => !row.group.startsWith('Page ') && row.target);
  return [
    START,
    `Measured by \`npm run bench\` on ${measuredAt.slice(0, 10)} (a ${availableParallelism()}-core machine; ✓ goal met, ✗ missed; "static" is the page's copy with every script removed):`,
    '',
    `| page | ${PAGE_COLUMNS.map(([heading]) => heading).join(' | ')} |`,
    `|---|${PAGE_COLUMNS.map(() => '---').join('|')}|`,
    ...pages.map((group) => `| ${group.slice('Page '.length)} | ${PAGE_COLUMNS.map(([, figure]) => pageCell(find(group, figure))).join(' | ')} |`),
    '',
    '| server | figure | measured | goal | baseline |',
    '|---|---|---|---|---|',
    ...server.map((row) => `| ${row.group} | ${row.figure} | ${withUnit(row.value, row.unit)}${verdict(row)} | ${row.target} | ${row.baseline === undefined ? '' : withUnit(row.baseline, row.unit)} |`),
    END,
  ].join('\n');
}

/** Replaces the README's section between the markers. */
export function writeReadmeSection(rows: Row[], measuredAt: string): void {
  const file = path.join(ROOT, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} section for the bench to fill`);
  writeFileSync(file, `${readme.slice(0, start)}${readmeSection(rows, measuredAt)}${readme.slice(end + END.length)}`);
}
