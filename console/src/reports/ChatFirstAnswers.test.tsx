import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { ChatFirstAnswers } from './ChatFirstAnswers';
import type { HelpReport } from './reportsApi';

const harness = useConsoleServers();

const range = { from: '2026-02-02', to: '2026-02-08' };
const week: HelpReport = {
  ...range,
  questions: 12,
  suggested: 8,
  resolved: 6,
  handedOver: 1,
  open: 1,
  // Not in the order shown: the table puts the most asked first.
  gaps: [
    { question: 'Do you print in colour?', asked: 1, lastAskedAt: '2026-02-03T10:00:00.000Z' },
    { question: 'Can you ship to Canada?', asked: 3, lastAskedAt: '2026-02-07T15:30:00.000Z' },
  ],
};

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

/** An admin's report of the week, answered with `report`; returns what "Write an article" was asked for. */
function showReport(report: HelpReport | { status: number; body: unknown }) {
  const { servers } = harness;
  servers.signIn(undefined, { role: 'admin' });
  servers.route('GET /api/staff/reports/help', 'status' in report ? report : { status: 200, body: report });
  const written: string[] = [];
  render(<ChatFirstAnswers range={range} onWriteArticle={(question) => written.push(question)} />);
  return written;
}

describe("the chat's first answers", () => {
  it('counts the questions of the days chosen, what the suggestions did, and the share of the suggested resolved', async () => {
    showReport(week);
    const figures = await screen.findByRole('table', { name: 'Chat first answers, 2026-02-02 to 2026-02-08' });
    expect(cellsOf(figures)).toEqual([
      ['Questions searched', '12'],
      ['Suggested', '8'],
      ['Resolved by an article', '6'],
      ['Handed to a person', '1'],
      ['Still open (less than a day)', '1'],
      ['Resolved, of those suggested', '75 %'],
    ]);
    const [asked] = harness.servers.requestsTo('GET /api/staff/reports/help');
    expect(new URL(asked!.path, 'http://console.test').searchParams.toString()).toBe('from=2026-02-02&to=2026-02-08');
  });

  it('lists the questions no article matched, most asked first, each an article to write, and offers them as CSV', async () => {
    const written = showReport(week);
    const gaps = await screen.findByRole('table', { name: 'Knowledge gaps, 2026-02-02 to 2026-02-08' });
    const rows = cellsOf(gaps);
    expect(rows[0]).toEqual(['Question', 'Asked', 'Last asked', 'Help article']);
    expect(rows.slice(1).map(([question, asked]) => [question, asked])).toEqual([
      ['Can you ship to Canada?', '3'],
      ['Do you print in colour?', '1'],
    ]);
    expect(rows[1]![2]).toMatch(/2026/);

    expect(screen.getByRole('link', { name: 'Download CSV of the knowledge gaps' })).toHaveAttribute(
      'href',
      `${harness.servers.apiUrl}/api/staff/reports/help?from=2026-02-02&to=2026-02-08&format=csv`,
    );
    await userEvent.setup().click(within(gaps).getByRole('button', { name: 'Write an article for "Can you ship to Canada?"' }));
    expect(written).toEqual(['Can you ship to Canada?']);
  });

  it('says so when no question was asked in these days', async () => {
    showReport({ ...week, questions: 0, suggested: 0, resolved: 0, handedOver: 0, open: 0, gaps: [] });
    expect(await screen.findByText('No questions in these days.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when every question found an article, and offers no empty CSV', async () => {
    showReport({ ...week, questions: 8, gaps: [] });
    await screen.findByRole('table', { name: /^Chat first answers/ });
    expect(screen.getByText('No knowledge gaps in these days: every question found an article.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download CSV/ })).not.toBeInTheDocument();
  });

  it('says when nothing was suggested that no share can be given', async () => {
    showReport({ ...week, questions: 2, suggested: 0, resolved: 0, handedOver: 0, open: 0 });
    const figures = await screen.findByRole('table', { name: /^Chat first answers/ });
    expect(cellsOf(figures).at(-1)).toEqual(['Resolved, of those suggested', '—']);
  });

  it('says when the report could not be loaded, and loads it again on request', async () => {
    showReport({ status: 500, body: { error: 'Internal Server Error' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Could not load the chat's first answers.");
    harness.servers.route('GET /api/staff/reports/help', { status: 200, body: week });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Chat first answers/ })).toBeInTheDocument();
  });
});
