import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PLAIN_SPEND_HEADER } from '@bookcraft/shared/contracts';
import { readSpendFile, type SpendLayout, type SpendPlatform, type SpendRow } from '../src/adSpend/spendFile';

// Daily ad spend files as staff upload them: each platform's export (fixtures/spend/, one per layout) and our
// plain layout read into cents per day, platform and campaign, and every way a file can be wrong named by
// its line.

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', 'spend', name), 'utf8');
const lines = (...text: string[]) => text.join('\n');
const row = (day: string, platform: SpendPlatform, campaign: string, costCents: number, currency = 'USD'): SpendRow => ({ day, platform, campaign, costCents, currency });

/** The rows of a file that must read, with its layout. */
function rowsOf(text: string, defaultCurrency?: string): { layout: SpendLayout; rows: SpendRow[] } {
  const file = readSpendFile(text, defaultCurrency);
  assert.ok(file.ok, file.ok ? '' : file.message);
  return { layout: file.layout, rows: file.rows };
}

/** The error of a file that must not read. */
function errorOf(text: string): { line: number; message: string } {
  const file = readSpendFile(text);
  assert.ok(!file.ok, `read as ${JSON.stringify(file)}`);
  return { line: file.line, message: file.message };
}

const GOOGLE_ROWS = [
  row('2026-10-01', 'google', 'memoir-google', 123456),
  row('2026-10-01', 'google', 'ghostwriting, premium', 9810),
  row('2026-10-02', 'google', 'memoir-google', 118004),
  row('2026-10-03', 'google', 'ghostwriting, premium', 0),
];
const META_ROWS = [
  row('2026-10-01', 'meta', 'memoir-social', 6057, 'EUR'),
  row('2026-10-01', 'meta', 'The "Write your memoir" webinar', 2500, 'EUR'),
  row('2026-10-02', 'meta', 'memoir-social', 3995, 'EUR'),
];
const MICROSOFT_ROWS = [row('2026-10-01', 'microsoft', 'memoir-search', 6320), row('2026-10-02', 'microsoft', 'memoir-search', 5875), row('2026-10-02', 'microsoft', 'children-books-search', 999)];
const PLAIN_ROWS = [
  row('2026-10-01', 'google', 'memoir-google', 12050),
  row('2026-10-01', 'meta', 'memoir-social', 4500),
  row('2026-10-02', 'microsoft', 'memoir-search', 1205),
  row('2026-10-02', 'other', 'goodreads-giveaway', 29, 'GBP'),
];

describe('the platforms’ exports and the plain layout', () => {
  it('reads a Google Ads campaign report by day: title lines, quoted thousands, -- for nothing spent, Total lines skipped', () => {
    assert.deepEqual(rowsOf(fixture('google.csv')), { layout: 'google', rows: GOOGLE_ROWS });
  });

  it('reads a Meta Ads Manager export by day in the currency of "Amount spent (EUR)", adding up the placements of a campaign day', () => {
    assert.deepEqual(rowsOf(fixture('meta.csv')), { layout: 'meta', rows: META_ROWS });
  });

  it('reads a Microsoft Advertising campaign performance report: BOM, CRLF, report lines above, m/d/yyyy, Total and © lines below', () => {
    assert.deepEqual(rowsOf(fixture('microsoft.csv')), { layout: 'microsoft', rows: MICROSOFT_ROWS });
  });

  it('reads the plain layout, with facebook for meta and bing for microsoft, any case of currency', () => {
    assert.deepEqual(rowsOf(fixture('plain.csv')), { layout: 'plain', rows: PLAIN_ROWS });
  });

  it('reads the same rows whatever the line ends (CRLF, LF) and from tab-separated exports', () => {
    assert.deepEqual(rowsOf(fixture('meta.csv').replaceAll('\n', '\r\n')).rows, META_ROWS);
    assert.deepEqual(rowsOf(fixture('microsoft.csv').replaceAll('\r\n', '\n')).rows, MICROSOFT_ROWS);
    const googleTabs = lines('Campaign report', 'October 1, 2026 - October 3, 2026', 'Day\tCampaign\tCurrency code\tCost', '2026-10-01\tmemoir-google\tUSD\t1,234.56', '2026-10-01\tghostwriting, premium\tUSD\t98.10', 'Total: Account\t--\tUSD\t1,332.66');
    assert.deepEqual(rowsOf(googleTabs), { layout: 'google', rows: GOOGLE_ROWS.slice(0, 2) });
    const microsoftTabs = lines('Report Name: Campaign performance', '', 'Date\tCampaign name\tSpend', '2026-10-01\tmemoir-search\t63.20', '©2026 Microsoft Corporation. All rights reserved.');
    assert.deepEqual(rowsOf(microsoftTabs), { layout: 'microsoft', rows: MICROSOFT_ROWS.slice(0, 1) });
  });

  it('takes the default currency, else USD, when a Google Ads report has no Currency code column', () => {
    const noCurrency = lines('Day,Campaign,Cost', '2026-10-01,memoir-google,12.00');
    assert.deepEqual(rowsOf(noCurrency, 'gbp').rows, [row('2026-10-01', 'google', 'memoir-google', 1200, 'GBP')]);
    assert.deepEqual(rowsOf(noCurrency).rows, [row('2026-10-01', 'google', 'memoir-google', 1200, 'USD')]);
    assert.throws(() => readSpendFile(noCurrency, 'pounds'), RangeError);
  });

  it('takes a Meta row without Day when its reporting period is one day, and refuses a longer one', () => {
    const header = 'Campaign name,Reporting starts,Reporting ends,Amount spent (USD)';
    assert.deepEqual(rowsOf(lines(header, 'memoir-social,2026-10-05,2026-10-05,17.30')).rows, [row('2026-10-05', 'meta', 'memoir-social', 1730)]);
    assert.deepEqual(errorOf(lines(header, 'memoir-social,2026-10-05,2026-10-05,17.30', 'memoir-social,2026-10-01,2026-10-31,402.11')), {
      line: 3,
      message: 'Line 3: the row covers 2026-10-01 to 2026-10-31: spend must be per day (export with the breakdown by Day)',
    });
  });

  it('turns amounts into cents on their digits, with no float error, rounding report decimals beyond cents half up', () => {
    const google = (...costs: string[]) => rowsOf(lines('Day,Campaign,Cost', ...costs.map((cost, index) => `2026-10-0${index + 1},memoir-google,"${cost}"`))).rows.map(({ costCents }) => costCents);
    assert.deepEqual(google('0.29', '4.35', '1,234.56', '1234567.89', '0.1', '12.345', '12.344', '--', '7'), [29, 435, 123456, 123456789, 10, 1235, 1234, 0, 700]);
  });

  it('adds up rows of the same day, platform and campaign, in the order of their first line', () => {
    const split = lines(PLAIN_SPEND_HEADER, '2026-10-01,google,memoir-google,0.10,USD', '2026-10-01,meta,memoir-google,1,USD', '2026-10-01,google,memoir-google,0.20,usd', '2026-10-02,google,memoir-google,5,USD');
    assert.deepEqual(rowsOf(split).rows, [row('2026-10-01', 'google', 'memoir-google', 30), row('2026-10-01', 'meta', 'memoir-google', 100), row('2026-10-02', 'google', 'memoir-google', 500)]);
  });

  it('tells a campaign named Total from a total line by its day', () => {
    const report = lines('Campaign,Day,Cost', 'Total recall,2026-10-01,3.00', 'Total: Account,--,3.00');
    assert.deepEqual(rowsOf(report).rows, [row('2026-10-01', 'google', 'Total recall', 300)]);
  });

  it('round-trips rows through the plain header, its columns in any order and case', () => {
    const rows = [...GOOGLE_ROWS, ...META_ROWS, ...MICROSOFT_ROWS, PLAIN_ROWS[3]];
    const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
    const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    const written = [PLAIN_SPEND_HEADER, ...rows.map((spend) => [spend.day, spend.platform, quoted(spend.campaign), amount(spend.costCents), spend.currency].join(','))].join('\r\n');
    assert.deepEqual(rowsOf(written), { layout: 'plain', rows });
    assert.deepEqual(rowsOf(lines('Currency,COST,Campaign,Platform,Date', 'usd,12.50,memoir-google,Google,2026-10-01')).rows, [row('2026-10-01', 'google', 'memoir-google', 1250)]);
  });
});

describe('a file that is wrong is refused whole, by its first wrong line', () => {
  const plain = (...rows: string[]) => lines(PLAIN_SPEND_HEADER, ...rows);
  const cases: [what: string, text: string, line: number, message: string][] = [
    ['an amount that is not one', lines('Campaign report', '"October 1, 2026 - October 4, 2026"', 'Day,Campaign,Campaign status,Currency code,Clicks,Impr.,Cost', '2026-10-01,memoir-google,Enabled,USD,4,90,1.00', '2026-10-02,memoir-google,Enabled,USD,4,90,1.00', '2026-10-03,memoir-google,Enabled,USD,4,90,1.00', '2026-10-04,memoir-google,Enabled,USD,4,90,"12,4O"'), 7, 'Line 7: "12,4O" is not an amount'],
    ['a month 13', plain('2026-10-01,google,memoir-google,1.00,USD', '2026-13-01,google,memoir-google,1.00,USD'), 3, 'Line 3: "2026-13-01" is not a date (yyyy-mm-dd)'],
    ['a 30th of February', plain('2026-02-30,google,memoir-google,1.00,USD'), 2, 'Line 2: "2026-02-30" is not a date (yyyy-mm-dd)'],
    ['a US date in the plain layout', plain('10/1/2026,google,memoir-google,1.00,USD'), 2, 'Line 2: "10/1/2026" is not a date (yyyy-mm-dd)'],
    ['a Microsoft day that is none', lines('Gregorian date,Campaign name,Spend', '13/1/2026,memoir-search,1.00'), 2, 'Line 2: "13/1/2026" is not a date (yyyy-mm-dd or m/d/yyyy)'],
    ['no header', lines('Campaign,Clicks', 'memoir-google,4'), 1, `Line 1: no header found: expected the columns of a Google Ads, Meta Ads Manager or Microsoft Advertising daily campaign report, or ${PLAIN_SPEND_HEADER}`],
    ['a negative cost', plain('2026-10-01,google,memoir-google,-5.00,USD'), 2, 'Line 2: "-5.00" is negative: spend cannot be below zero'],
    ['an empty campaign', plain('2026-10-01,google,  ,5.00,USD'), 2, 'Line 2: the campaign is empty'],
    ['an unknown platform', plain('2026-10-01,google,memoir-google,5.00,USD', '2026-10-01,tiktok,memoir-tiktok,5.00,USD'), 3, 'Line 3: "tiktok" is not a platform: expected google, meta, microsoft or other'],
    ['more than 2 decimals in the plain layout', plain('2026-10-01,google,memoir-google,12.345,USD'), 2, 'Line 2: "12.345" has more than 2 decimals'],
    ['thousands separators in the plain layout', plain('2026-10-01,google,memoir-google,"1,234.56",USD'), 2, 'Line 2: "1,234.56" is not an amount'],
    ['a currency of 2 letters', plain('2026-10-01,google,memoir-google,5.00,US'), 2, 'Line 2: "US" is not a currency code: expected 3 letters, like USD'],
    ['a currency symbol', lines('Day,Campaign,Currency code,Cost', '2026-10-01,memoir-google,US$,5.00'), 2, 'Line 2: "US$" is not a currency code: expected 3 letters, like USD'],
    ['no currency', plain('2026-10-01,google,memoir-google,5.00,'), 2, 'Line 2: the currency is empty'],
    ['a Meta amount column without a currency', lines('"Meta export"', 'Campaign name,Day,Amount spent (US$)', 'memoir-social,2026-10-01,5.00'), 2, 'Line 2: "Amount spent (US$)" does not name a currency: expected a 3-letter code, like Amount spent (USD)'],
    ['one campaign day in two currencies', plain('2026-10-01,google,memoir-google,5.00,USD', '2026-10-01,google,memoir-google,5.00,EUR'), 3, 'Line 3: memoir-google on 2026-10-01 is in EUR here but in USD on line 2'],
    ['a row with cells missing', lines('Campaign report', 'Day,Campaign,Currency code,Cost', '2026-10-01,memoir-google,USD,1.00', '2026-10-02,memoir-google'), 4, 'Line 4: 2 cells where the header has 4 columns'],
    ['an unquoted comma', plain('2026-10-01,google,memoir-google,1,234.56,USD'), 2, 'Line 2: 6 cells where the header has 5 columns (a comma in a name or an amount must be inside quotes)'],
    ['a row below the totals', fixture('microsoft.csv').replace('\r\n\r\n"©', '\r\n"10/3/2026","Book Craft","memoir-search","1","1","1.00","USD"\r\n"©'), 12, 'Line 12: a row below the total lines that start on line 11: only total lines may end the report'],
    ['a quote never closed', plain('2026-10-01,google,"memoir-google,1.00,USD', '2026-10-02,google,memoir-google,1.00,USD'), 2, 'Line 2: a quoted cell is never closed (a " is missing)'],
    ['a wrong line after a cell that spans two lines', plain('2026-10-01,google,"memoir\ngoogle",1.00,USD', '2026-10-02,google,memoir-google,1.0O,USD'), 4, 'Line 4: "1.0O" is not an amount'],
    ['two wrong lines', plain('2026-10-01,google,memoir-google,1.00,USD', '2026-10-01,google,memoir-google,abc,USD', '2026-99-01,google,memoir-google,1.00,USD'), 3, 'Line 3: "abc" is not an amount'],
    ['a header and no rows', plain(), 1, 'Line 1: no spend rows below the header'],
    ['a report with totals and no rows', lines('Campaign report', '"October 1, 2026 - October 31, 2026"', 'Day,Campaign,Cost', 'Total: Account,--,0.00'), 3, 'Line 3: no spend rows below the header'],
    ['nothing', '', 1, 'Line 1: the file is empty: no spend rows'],
    ['a byte order mark and blank lines', '\uFEFF\r\n\r\n', 1, 'Line 1: the file is empty: no spend rows'],
    ['UTF-16 text', Buffer.from(`\uFEFF${plain('2026-10-01,google,memoir-google,1.00,USD')}`, 'utf16le').toString('utf8'), 1, 'Line 1: the file is not UTF-8 text (it has NUL characters, as UTF-16 files do). Save the file as UTF-8 CSV'],
  ];
  for (const [what, text, line, message] of cases) {
    it(`refuses ${what}`, () => assert.deepEqual(errorOf(text), { line, message }));
  }

  it('takes 50,000 rows and refuses the 50,001st, by its line', () => {
    const rows = Array.from({ length: 50_001 }, (_, index) => `2026-10-01,google,campaign-${index},1.00,USD`);
    assert.equal(rowsOf(lines(PLAIN_SPEND_HEADER, ...rows.slice(0, 50_000))).rows.length, 50_000);
    assert.deepEqual(errorOf(lines(PLAIN_SPEND_HEADER, ...rows)), { line: 50_002, message: 'Line 50002: more than 50,000 spend rows: split the file, by month for instance' });
  });
});
