import { PLAIN_SPEND_HEADER } from '@bookcraft/shared/contracts';
import { csvRecords, type CsvRecord } from './csvLines';
import { readCents, readCurrency, readDay } from './spendValues';

// Daily ad spend, uploaded by staff as the ad platforms export it (or in our plain layout): read into rows of
// cents per day, platform and campaign. Pure: text in, rows or the first thing wrong out, by its line.

export type SpendPlatform = 'google' | 'meta' | 'microsoft' | 'other';

export interface SpendRow {
  /** yyyy-mm-dd, the day as the report has it (in the ad account's time zone). */
  day: string;
  platform: SpendPlatform;
  campaign: string;
  costCents: number;
  /** ISO 4217, upper case. */
  currency: string;
}

export type SpendLayout = 'google' | 'meta' | 'microsoft' | 'plain';

/** The rows, or the first thing wrong: `message` starts with "Line N: " and can be shown to staff as it is. */
export type SpendFile = { ok: true; layout: SpendLayout; rows: SpendRow[] } | { ok: false; line: number; message: string };


/** More rows than a large account's campaigns make in a year of days; a bigger file is split by month. */
const MAX_SPEND_ROWS = 50_000;

/** A report's title and summary lines above its header are a handful (Microsoft Advertising writes six). */
const HEADER_SEARCH_RECORDS = 20;

const NO_HEADER = `no header found: expected the columns of a Google Ads, Meta Ads Manager or Microsoft Advertising daily campaign report, or ${PLAIN_SPEND_HEADER}`;

/** The platforms of the plain layout's platform column, with the names staff still use for two of them. */
const PLATFORM_NAMES = new Map<string, SpendPlatform>([
  ['google', 'google'],
  ['meta', 'meta'],
  ['facebook', 'meta'],
  ['microsoft', 'microsoft'],
  ['bing', 'microsoft'],
  ['other', 'other'],
]);

/** A row's fields as the file writes them, with what the layout leaves out (platform, currency) filled in. */
interface RowText {
  day: string;
  platform: string;
  campaign: string;
  cost: string;
  currency: string;
}

/** How the rows under one recognised header read. */
interface LayoutReading {
  layout: SpendLayout;
  /** The row's fields from its cells, or what is wrong with the row. */
  fields: (cells: readonly string[]) => RowText | string;
  /** Microsoft Advertising also writes days m/d/yyyy. */
  usDates: boolean;
  /** Our plain layout's amounts: no thousands separators, at most 2 decimals. */
  plainAmounts: boolean;
  /** A total or copyright line below the rows. */
  isFooter: (cells: readonly string[]) => boolean;
}

/**
 * A total line is told by its first cell ("Total: Account", "©2026 Microsoft Corporation…") and by having no
 * day, so that a campaign named "Total recall" in a first column is still a row.
 */
const footerBy = (firstCell: RegExp, dayColumn: number, usDates: boolean) => (cells: readonly string[]) =>
  firstCell.test(cells[0].trim()) && readDay(cells[dayColumn] ?? '', usDates) === undefined;

const noFooter = () => false;

/** The layout a header row is the header of, what is wrong with it, or undefined when it is no header. */
function recognise(header: readonly string[], defaultCurrency: string): LayoutReading | string | undefined {
  const names = header.map((name) => name.trim().toLowerCase().replace(/\s+/g, ' '));
  /** A column's index by its name, or undefined when the header has no such column. */
  const at = (name: string) => {
    const index = names.indexOf(name);
    return index < 0 ? undefined : index;
  };
  const plainColumns = PLAIN_SPEND_HEADER.split(',');
  if (names.length === plainColumns.length && plainColumns.every((name) => names.includes(name))) {
    const [date, platform, campaign, cost, currency] = plainColumns.map((name) => names.indexOf(name));
    return {
      layout: 'plain',
      fields: (cells) => ({ day: cells[date], platform: cells[platform], campaign: cells[campaign], cost: cells[cost], currency: cells[currency] }),
      usDates: false,
      plainAmounts: true,
      isFooter: noFooter,
    };
  }

  // Google Ads: Day, Campaign, Cost, and Currency code when the report has it.
  const day = at('day');
  const campaign = at('campaign');
  const cost = at('cost');
  const currencyCode = at('currency code');
  if (day !== undefined && campaign !== undefined && cost !== undefined) {
    return {
      layout: 'google',
      fields: (cells) => ({ day: cells[day], platform: 'google', campaign: cells[campaign], cost: cells[cost], currency: currencyCode === undefined ? defaultCurrency : cells[currencyCode] }),
      usDates: false,
      plainAmounts: false,
      isFooter: footerBy(/^total\b/i, day, false),
    };
  }

  // Meta Ads Manager: Campaign name, Amount spent (XXX) in the account's currency, and Day, or the reporting
  // period when it is one day.
  const campaignName = at('campaign name');
  const spent = names.findIndex((name) => /^amount spent \(.*\)$/.test(name));
  const starts = at('reporting starts');
  const ends = at('reporting ends');
  const dayColumns = day !== undefined ? [day, day] : starts !== undefined && ends !== undefined ? [starts, ends] : undefined;
  if (campaignName !== undefined && spent >= 0 && dayColumns) {
    const named = header[spent].trim();
    const currency = readCurrency(named.slice(named.indexOf('(') + 1, -1));
    if (!currency) return `"${named}" does not name a currency: expected a 3-letter code, like Amount spent (USD)`;
    const [from, to] = dayColumns;
    return {
      layout: 'meta',
      fields: (cells) => {
        const [first, last] = [cells[from].trim(), cells[to].trim()];
        if (first !== last) return `the row covers ${first} to ${last}: spend must be per day (export with the breakdown by Day)`;
        return { day: first, platform: 'meta', campaign: cells[campaignName], cost: cells[spent], currency };
      },
      usDates: false,
      plainAmounts: false,
      isFooter: noFooter,
    };
  }

  // Microsoft Advertising: Gregorian date (or Date), Campaign name, Spend, and Currency code when it is there.
  const date = at('gregorian date') ?? at('date');
  const spend = at('spend');
  if (date !== undefined && campaignName !== undefined && spend !== undefined) {
    return {
      layout: 'microsoft',
      fields: (cells) => ({ day: cells[date], platform: 'microsoft', campaign: cells[campaignName], cost: cells[spend], currency: currencyCode === undefined ? defaultCurrency : cells[currencyCode] }),
      usDates: true,
      plainAmounts: false,
      isFooter: footerBy(/^(?:total\b|©)/i, date, true),
    };
  }
  return undefined;
}

type Failure = Extract<SpendFile, { ok: false }>;

const failure = (line: number, what: string): Failure => ({ ok: false, line, message: `Line ${line}: ${what}` });

/** The header, how its rows read, and the records below it. Comma-separated first, then tab-separated. */
function findHeader(text: string, defaultCurrency: string): { header: CsvRecord; reading: LayoutReading; below: CsvRecord[] } | Failure {
  for (const delimiter of [',', '\t'] as const) {
    const records = csvRecords(text, delimiter);
    if (!Array.isArray(records)) return { ok: false, ...records };
    for (const [index, header] of records.slice(0, HEADER_SEARCH_RECORDS).entries()) {
      const reading = recognise(header.cells, defaultCurrency);
      if (typeof reading === 'string') return failure(header.line, reading);
      if (reading) return { header, reading, below: records.slice(index + 1) };
    }
  }
  return failure(1, NO_HEADER);
}

/** One row under the header, or what is wrong with it. */
function readRow(cells: readonly string[], width: number, reading: LayoutReading): SpendRow | string {
  if (cells.length < width) return `${cells.length} cells where the header has ${width} columns`;
  if (cells.slice(width).some((cell) => cell.trim() !== '')) return `${cells.length} cells where the header has ${width} columns (a comma in a name or an amount must be inside quotes)`;
  const fields = reading.fields(cells);
  if (typeof fields === 'string') return fields;
  const day = readDay(fields.day, reading.usDates);
  if (!day) return `"${fields.day}" is not a date (${reading.usDates ? 'yyyy-mm-dd or m/d/yyyy' : 'yyyy-mm-dd'})`;
  const platform = PLATFORM_NAMES.get(fields.platform.trim().toLowerCase());
  if (!platform) return `"${fields.platform}" is not a platform: expected google, meta, microsoft or other`;
  const campaign = fields.campaign.trim();
  if (!campaign) return 'the campaign is empty';
  const costCents = readCents(fields.cost, reading.plainAmounts);
  if (typeof costCents === 'string') return costCents;
  const currency = readCurrency(fields.currency);
  if (!currency) return fields.currency.trim() ? `"${fields.currency}" is not a currency code: expected 3 letters, like USD` : 'the currency is empty';
  return { day, platform, campaign, costCents, currency };
}

/**
 * Reads a daily spend file: a Google Ads campaign report by day, a Meta Ads Manager export broken down by
 * day, a Microsoft Advertising campaign performance report (each as CSV or tab-separated, with the title
 * and summary lines above the header and the total lines below it that the platforms write), or our plain
 * layout (PLAIN_SPEND_HEADER). The layout is told by the header row.
 *
 * All or nothing: the first line that is not a row (bar blank lines and the total lines at the end) makes
 * the whole file an error naming that line, as does a file with no rows or more than 50,000.
 * Rows of the same day, platform and campaign are added together: a report broken down by ad group,
 * device or placement has several rows for one campaign's day. The rows come in the order of each
 * campaign day's first line.
 *
 * @param defaultCurrency the currency when the file names none (a Google Ads or Microsoft Advertising
 *   report without a Currency code column); USD when not given. A value that is no 3-letter code throws
 *   a RangeError: that is the caller's mistake, not the file's.
 */
export function readSpendFile(text: string, defaultCurrency?: string): SpendFile {
  const fallbackCurrency = readCurrency(defaultCurrency ?? 'USD');
  if (!fallbackCurrency) throw new RangeError(`readSpendFile: "${defaultCurrency}" is not a currency code`);
  // UTF-16 text read as UTF-8 has a NUL beside every ASCII character.
  const nul = text.indexOf('\0');
  if (nul >= 0) return failure(text.slice(0, nul).split(/\r\n|\r|\n/).length, 'the file is not UTF-8 text (it has NUL characters, as UTF-16 files do). Save the file as UTF-8 CSV');
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (!body.trim()) return failure(1, 'the file is empty: no spend rows');

  const found = findHeader(body, fallbackCurrency);
  if ('ok' in found) return found;
  const { header, reading, below } = found;
  const byCampaignDay = new Map<string, { row: SpendRow; line: number }>();
  let rowCount = 0;
  let footerLine: number | undefined;
  for (const { line, cells } of below) {
    if (cells.every((cell) => !cell.trim())) continue;
    if (reading.isFooter(cells)) {
      footerLine ??= line;
      continue;
    }
    if (footerLine !== undefined) return failure(line, `a row below the total lines that start on line ${footerLine}: only total lines may end the report`);
    if (++rowCount > MAX_SPEND_ROWS) return failure(line, `more than ${MAX_SPEND_ROWS.toLocaleString('en-US')} spend rows: split the file, by month for instance`);
    const row = readRow(cells, header.cells.length, reading);
    if (typeof row === 'string') return failure(line, row);

    const key = JSON.stringify([row.day, row.platform, row.campaign]);
    const earlier = byCampaignDay.get(key);
    if (!earlier) {
      byCampaignDay.set(key, { row, line });
      continue;
    }
    if (earlier.row.currency !== row.currency) return failure(line, `${row.campaign} on ${row.day} is in ${row.currency} here but in ${earlier.row.currency} on line ${earlier.line}`);
    earlier.row.costCents += row.costCents;
    if (!Number.isSafeInteger(earlier.row.costCents)) return failure(line, `${row.campaign} on ${row.day} adds up to too large an amount`);
  }
  if (!rowCount) return failure(header.line, 'no spend rows below the header');
  return { ok: true, layout: reading.layout, rows: [...byCampaignDay.values()].map(({ row }) => row) };
}
