import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Experiment } from '@bookcraft/shared/contracts';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';
import { formatDateTime } from '../ui/format';
import { ExperimentsPanel } from './ExperimentsPanel';

const harness = useConsoleServers();

const EXPERIMENT_ID = '5e7a0c2e-0000-4000-8000-0000000e0001';
const copy = (arm: number, headline: string) => ({ arm, headline, subheadline: '', buttonText: 'Get a quote', image: '', weight: 50 });
/** The control as the server keeps it for a page with its built-in copy: no text of its own. */
const pageItself = { arm: 0, headline: '', subheadline: '', buttonText: '', image: '', weight: 50 };
const DAY = 24 * 60 * 60_000;
/** A moment this long before the test runs: how long an experiment has been running, for the estimate of the time left. */
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A verdict not in yet: 2,000 visitors per variant is the horizon. */
const collectingVerdict: Experiment['results']['verdict'] = {
  outcome: 'collecting',
  winner: null,
  visitorsNeeded: [2000, 2000],
  horizonReached: false,
  settlesAt: null,
  decidedAt: null,
  comparisons: [{ arms: [0, 1], better: 1, pValue: 0.4, significant: false }],
  sampleRatio: { pValue: 0.8, mismatch: false },
};

const armResult = (arm: number, visitors: number, rate: number, interval: { low: number; high: number }) =>
  visitors === 0
    ? { arm, visitors: 0, goals: 0, converted: 0, conversion: 0, interval: { low: 0, high: 1 }, revenuePerVisitor: null }
    : { arm, visitors, goals: Math.round(visitors * rate), converted: Math.round(visitors * rate), conversion: rate, interval, revenuePerVisitor: null };

/** An experiment as the server answers it: a draft of two variants on /LP-GN-GAD unless the test says otherwise. */
function experiment(overrides: Partial<Experiment> = {}): Experiment {
  return {
    id: EXPERIMENT_ID,
    name: 'Spring headline',
    route: '/LP-GN-GAD',
    status: 'draft',
    arms: [pageItself, copy(1, 'Publish your {keyword|novel} this spring')],
    goal: 'leads',
    baselineRate: 0.04,
    minimumDetectableEffect: 0.2,
    createdAt: '2026-11-20T09:00:00.000Z',
    startedAt: null,
    endedAt: null,
    adoptedArm: null,
    results: {
      arms: [],
      verdict: collectingVerdict,
    },
    ...overrides,
  };
}

const running = (verdict: Partial<Experiment['results']['verdict']>, visitors: [number, number], startedAt = '2026-11-21T09:00:00.000Z') =>
  experiment({
    status: 'running',
    startedAt,
    results: {
      arms: [armResult(0, visitors[0], 0.042, { low: 0.031, high: 0.056 }), armResult(1, visitors[1], 0.061, { low: 0.049, high: 0.075 })],
      verdict: { ...collectingVerdict, ...verdict },
    },
  });

/** A called verdict: the challenger beat the control. */
const calledFor1: Partial<Experiment['results']['verdict']> = {
  outcome: 'winner',
  winner: 1,
  decidedAt: '2026-11-25T09:00:00.000Z',
  comparisons: [{ arms: [0, 1], better: 1, pValue: 0.004, significant: true }],
};

const collectingLine = (variant: string, visitors: number) =>
  `Collecting: ${variant} has ${visitors.toLocaleString('en-US')} of the 2,000 visitors it needs. A winner is called as soon as one variant beats all the others; it can be read at any time.`;

/** Types a whole value at once (a paste): the form has many fields, and key-by-key typing is slow in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

async function openExperimentsAsAdmin(list: Experiment[]) {
  const { servers } = harness;
  servers.signIn(undefined, { role: 'admin' });
  servers.route('GET /api/staff/experiments', { status: 200, body: { experiments: list } });
  // No pause between keystrokes: the form has many fields to type into.
  const user = userEvent.setup({ delay: null });
  // The panel alone, as the Experiments tab shows it: the console around it (its socket, the inbox) is the tests' above.
  render(<ExperimentsPanel />);
  return user;
}

describe('who sees the Experiments and Integrations tabs', () => {
  it('shows an editor neither tab, and the console calls neither route', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'editor' });
    servers.route('GET /api/staff/posts', { status: 200, body: { posts: [] } });
    render(<AgentConsole />);
    await screen.findByText('No posts yet. Start one with New post.');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Content']);
    expect(servers.requests.filter((request) => /^\/api\/staff\/(experiments|webhooks)/.test(request.path))).toEqual([]);
  });

  it('shows an agent neither tab, and the console calls neither route', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'agent' });
    render(<AgentConsole />);
    await screen.findByRole('tab', { name: 'Leads' });
    expect(screen.queryByRole('tab', { name: 'Experiments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Integrations' })).not.toBeInTheDocument();
    expect(servers.requests.filter((request) => /^\/api\/staff\/(experiments|webhooks)/.test(request.path))).toEqual([]);
  });

  it('shows an admin both tabs', async () => {
    const { servers } = harness;
    servers.signIn(undefined, { role: 'admin' });
    servers.route('GET /api/staff/experiments', { status: 200, body: { experiments: [] } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('tab', { name: 'Experiments' }));
    expect(await screen.findByText('No experiments yet. Start one with New experiment.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Integrations' })).toBeInTheDocument();
  });
});

describe('writing an experiment', () => {
  it("shows the control as the page's own copy, which nobody writes, and sends the variants, the shares and the rates", async () => {
    const { servers } = harness;
    const user = await openExperimentsAsAdmin([]);
    servers.route('POST /api/staff/experiments', (request) => ({ status: 201, body: experiment({ name: (request.body as { name: string }).name }) }));
    // An earlier experiment made this page's copy; the other page has its built-in copy.
    servers.route('GET /api/staff/landing-copy', (request) =>
      request.path.includes('LP-GN-GAD')
        ? { status: 200, body: { copy: { headline: 'Publish your book', subheadline: '', buttonText: 'Get a quote', image: '' } } }
        : { status: 200, body: { copy: null } },
    );

    await user.click(await screen.findByRole('button', { name: 'New experiment' }));
    expect(screen.getByRole('heading', { name: 'New experiment' })).toHaveFocus();
    await fill(user, screen.getByLabelText('Name'), 'Spring headline');
    const control = screen.getByRole('group', { name: 'Variant 1: Control (the page as it is)' });
    expect(within(control).getByText('Choose a landing page to see its copy.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Landing page'), '/LP-GN-MET');
    expect(await within(control).findByText(/The page's built-in hero copy/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Landing page'), '/LP-GN-GAD');
    // Read, not written: the page's copy is text, and the control's only field is its share of the traffic.
    expect(await within(control).findByText('Publish your book')).toBeInTheDocument();
    expect(within(control).getByText('Get a quote')).toBeInTheDocument();
    expect(within(control).queryByRole('textbox', { name: 'Headline' })).not.toBeInTheDocument();
    expect(within(control).getAllByRole('textbox')).toEqual([within(control).getByLabelText('Traffic share')]);
    const challenger = screen.getByRole('group', { name: 'Variant 2' });
    expect(within(challenger).getByLabelText('Headline')).toHaveAccessibleDescription(/\{keyword\|fallback\}.*utm_term/);
    await fill(user, within(challenger).getByLabelText('Headline'), 'Publish your {keyword|novel} this spring');
    await fill(user, within(challenger).getByLabelText('Button text'), 'Get a quote');
    await fill(user, within(challenger).getByLabelText('Traffic share'), '25');
    expect(screen.getByLabelText('Judged on')).toHaveValue('leads');
    await user.selectOptions(screen.getByLabelText('Judged on'), 'Consultations booked');
    expect(screen.getByLabelText('Judged on')).toHaveAccessibleDescription('Visitors who booked a consultation within 21 days of their first visit.');
    await fill(user, screen.getByLabelText('Expected conversion (%)'), '4');
    await fill(user, screen.getByLabelText('Smallest lift to detect (%)'), '20');
    await user.click(screen.getByRole('button', { name: 'Save experiment' }));

    expect(await screen.findByText('Saved as a draft. Start it when you are ready.')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/experiments').map((request) => request.body)).toEqual([
      {
        name: 'Spring headline',
        route: '/LP-GN-GAD',
        arms: [{ weight: 50 }, { headline: 'Publish your {keyword|novel} this spring', subheadline: '', buttonText: 'Get a quote', image: '', weight: 25 }],
        goal: 'consultations',
        baselineRate: 0.04,
        minimumDetectableEffect: 0.2,
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Spring headline' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('changes a draft through the form, filled with what it holds, and saves it with PUT', async () => {
    const { servers } = harness;
    const user = await openExperimentsAsAdmin([experiment()]);
    servers.route('GET /api/staff/landing-copy', { status: 200, body: { copy: null } });
    servers.route(`PUT /api/staff/experiments/${EXPERIMENT_ID}`, (request) => ({ status: 200, body: experiment({ name: (request.body as { name: string }).name }) }));

    await user.click(await screen.findByRole('button', { name: 'Spring headline' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit the draft' })).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Spring headline');
    expect(screen.getByLabelText('Landing page')).toHaveValue('/LP-GN-GAD');
    expect(within(screen.getByRole('group', { name: 'Variant 2' })).getByLabelText('Headline')).toHaveValue('Publish your {keyword|novel} this spring');
    expect(screen.getByLabelText('Expected conversion (%)')).toHaveValue('4');
    expect(screen.getByLabelText('Smallest lift to detect (%)')).toHaveValue('20');
    await fill(user, screen.getByLabelText('Name'), 'Spring headline, shorter');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spring headline, shorter' })).toHaveFocus();
    expect(servers.requestsTo('POST /api/staff/experiments')).toEqual([]);
    expect(servers.requestsTo(`PUT /api/staff/experiments/${EXPERIMENT_ID}`).map((request) => request.body)).toEqual([
      {
        name: 'Spring headline, shorter',
        route: '/LP-GN-GAD',
        arms: [{ weight: 50 }, { headline: 'Publish your {keyword|novel} this spring', subheadline: '', buttonText: 'Get a quote', image: '', weight: 50 }],
        goal: 'leads',
        baselineRate: 0.04,
        minimumDetectableEffect: 0.2,
      },
    ]);
  });

  it('deletes a draft after asking, in a dialog that gives the focus back when cancelled', async () => {
    const { servers } = harness;
    const user = await openExperimentsAsAdmin([experiment()]);
    servers.route(`DELETE /api/staff/experiments/${EXPERIMENT_ID}`, { status: 204 });

    await user.click(await screen.findByRole('button', { name: 'Spring headline' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveAccessibleDescription('“Spring headline” and its variants are deleted for good.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(servers.requestsTo(`DELETE /api/staff/experiments/${EXPERIMENT_ID}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText('Deleted the draft “Spring headline”.')).toBeInTheDocument();
    expect(servers.requestsTo(`DELETE /api/staff/experiments/${EXPERIMENT_ID}`)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Experiments' })).toHaveFocus();
  });

  it('offers neither Edit nor Delete once an experiment has started', async () => {
    await openExperimentsAsAdmin([running({}, [120, 118])]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Spring headline' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('adds a third and fourth variant, no more, and removes one', async () => {
    const user = await openExperimentsAsAdmin([]);
    await user.click(await screen.findByRole('button', { name: 'New experiment' }));
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    expect(within(screen.getByRole('group', { name: 'Variant 3' })).getByLabelText('Headline')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    expect(screen.getByRole('button', { name: 'Add a variant' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove variant 4' }));
    expect(screen.queryByRole('group', { name: 'Variant 4' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a variant' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Remove variant 2' })).not.toBeInTheDocument();
  });

  it("shows the server's 400 under each field it names, tied to the field, and focuses the first", async () => {
    const { servers } = harness;
    // An empty experiment is refused by the contract's schema itself: the stand-in answers as the server does.
    servers.expectViolation('POST /api/staff/experiments');
    const user = await openExperimentsAsAdmin([]);
    await user.click(await screen.findByRole('button', { name: 'New experiment' }));
    await user.click(screen.getByRole('button', { name: 'Save experiment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The experiment was not saved: see the fields marked below.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Landing page')).toHaveAccessibleDescription('Choose a landing page.');
    const challenger = screen.getByRole('group', { name: 'Variant 2' });
    expect(within(challenger).getByLabelText('Headline')).toHaveAccessibleDescription(/Enter a headline\.$/);
    expect(within(challenger).getByLabelText('Button text')).toHaveAccessibleDescription('Enter the button text.');
    expect(within(challenger).getByLabelText('Traffic share')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Expected conversion (%)')).toHaveAccessibleDescription(/Enter the expected conversion\.$/);
    expect(screen.getByLabelText('Smallest lift to detect (%)')).toHaveAccessibleDescription(/Enter the smallest lift to detect\.$/);
  });
});

describe("an experiment's life and results", () => {
  it("starts it, showing the server's 409 when it refuses, and reads the results while collecting", async () => {
    const { servers } = harness;
    const user = await openExperimentsAsAdmin([experiment()]);
    const starts: ('refused' | 'taken')[] = ['refused', 'taken'];
    servers.route(`POST /api/staff/experiments/${EXPERIMENT_ID}/start`, () =>
      starts.shift() === 'refused' ? { status: 409, body: { error: 'Another experiment is running or paused on this page: end it first.' } } : { status: 200, body: running({}, [120, 118]) },
    );

    const list = await screen.findByRole('table', { name: 'Experiments' });
    const [row] = within(list).getAllByRole('row').slice(1);
    expect(within(row!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['/LP-GN-GAD', 'Draft', 'Not yet']);
    await user.click(within(row!).getByRole('button', { name: 'Spring headline' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another experiment is running or paused on this page: end it first.');

    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Running: visitors to /LP-GN-GAD now see the variants.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End' })).toBeInTheDocument();
    expect(screen.getByText(collectingLine('Variant 2', 118))).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Results' })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Variant 1 (control)');
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(["The page's own copy", '120', '5', '4.2% (3.1–5.6%)']);
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent('6.1% (4.9–7.5%)');
  });

  it('calls the winner once it beats the others, and makes it the page after a confirmation', async () => {
    const { servers } = harness;
    const user = await openExperimentsAsAdmin([running({}, [1500, 1490])]);
    servers.route(`GET /api/staff/experiments/${EXPERIMENT_ID}`, { status: 200, body: running(calledFor1, [1604, 1610]) });
    servers.route(`POST /api/staff/experiments/${EXPERIMENT_ID}/adopt`, {
      status: 200,
      body: { ...running(calledFor1, [1604, 1610]), status: 'ended', endedAt: '2026-11-26T09:00:00.000Z', adoptedArm: 1 },
    });

    await user.click(await screen.findByRole('button', { name: 'Spring headline' }));
    expect(screen.getByText(collectingLine('Variant 2', 1490))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh results' }));
    expect(await screen.findByText('Variant 2 wins: it beat every other variant.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make this the page (Variant 2)' }));
    expect(screen.getByText("Make variant 2's copy the page? The experiment ends.")).toBeInTheDocument();
    // Called: nothing is at stake any more.
    expect(screen.queryByText(/^No verdict yet/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Make this the page (Variant 2)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Yes, make it the page' })).toHaveFocus();
    expect(servers.requestsTo(`POST /api/staff/experiments/${EXPERIMENT_ID}/adopt`)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, make it the page' }));

    expect(await screen.findByText('Variant 2 is now the page: the experiment has ended.')).toBeInTheDocument();
    expect(servers.requestsTo(`POST /api/staff/experiments/${EXPERIMENT_ID}/adopt`).map((request) => request.body)).toEqual([{ arm: 1 }]);
    expect(within(within(screen.getByRole('table', { name: 'Results' })).getAllByRole('row')[2]!).getByText('This is the page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Make this the page/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('says when no difference was found', async () => {
    await openExperimentsAsAdmin([running({ horizonReached: true, outcome: 'no-difference', decidedAt: '2026-12-20T09:00:00.000Z' }, [2001, 2002])]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Spring headline' }));
    await waitFor(() => expect(screen.getByText('No difference found: no variant beat all the others by the time every variant had its visitors.')).toBeInTheDocument());
  });

  it('says what ending before the verdict gives up, in the confirmation, and what making a variant the page does', async () => {
    const user = await openExperimentsAsAdmin([running({}, [1240, 1302])]);
    await user.click(await screen.findByRole('button', { name: 'Spring headline' }));
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(screen.getByRole('alertdialog', { name: 'End this experiment?' })).toHaveAccessibleDescription(
      /^No verdict yet: Variant 1 \(control\) has 1,240 of the 2,000 visitors it needs\. Ending now stops counting new visitors: unless the goals of those already counted show a winner within 14 days, none is called\./,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Make this the page (Variant 2)' }));
    expect(screen.getByText('No verdict yet: Variant 1 (control) has 1,240 of the 2,000 visitors it needs. Making a variant the page now ends the experiment with nothing shown: the variant may convert no better than the others, or worse.')).toBeInTheDocument();
  });

  it("raises the alarm when the visitors' split is not the shares set", async () => {
    await openExperimentsAsAdmin([running({ sampleRatio: { pValue: 0.00002, mismatch: true } }, [1210, 1020])]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Spring headline' }));
    expect(within(screen.getByRole('region', { name: 'Verdict' })).getByRole('alert')).toHaveTextContent(
      'Sample ratio mismatch: the visitors split 1,210 / 1,020 where the shares are 50 / 50 (p = 2.0e-5). Something counts one variant\'s visitors differently (a redirect, a cache, bots): no winner is called until the split is explained.',
    );
  });

  it('asks before ending it, in a dialog reached and left by keyboard, and ends it once confirmed', async () => {
    const { servers } = harness;
    const user = await openExperimentsAsAdmin([running({}, [120, 118])]);
    const endedAt = '2026-11-26T09:00:00.000Z';
    servers.route(`POST /api/staff/experiments/${EXPERIMENT_ID}/end`, { status: 200, body: { ...running({}, [120, 118]), status: 'ended', endedAt } });

    await user.click(await screen.findByRole('button', { name: 'Spring headline' }));
    await user.click(screen.getByRole('button', { name: 'End' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End this experiment?' });
    expect(dialog).toHaveAccessibleDescription(/^No verdict yet: .*every visitor to \/LP-GN-GAD sees the page's own copy again.*cannot be started again/);
    // The safe answer first; Tab stays within the dialog; Escape is Cancel and gives the focus back to End.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'End experiment' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End' })).toHaveFocus();
    expect(servers.requestsTo(`POST /api/staff/experiments/${EXPERIMENT_ID}/end`)).toEqual([]);

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('alertdialog', { name: 'End this experiment?' })).getByRole('button', { name: 'End experiment' }));
    expect(await screen.findByText("Ended: the page shows its own copy again.")).toBeInTheDocument();
    expect(servers.requestsTo(`POST /api/staff/experiments/${EXPERIMENT_ID}/end`)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spring headline' })).toHaveFocus();
  });
});

describe('what the screen says of each variant, the time left and the end', () => {
  const openOne = async (one: Experiment) => {
    await openExperimentsAsAdmin([one]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Spring headline' }));
  };
  const conversionOf = (variant: RegExp) => {
    const row = within(screen.getByRole('table', { name: 'Results' })).getByRole('rowheader', { name: variant }).closest('tr')!;
    return within(row).getAllByRole('cell')[3];
  };

  it('says "No visitors yet" for a variant without visitors, and names the variant furthest from its visitors in the collecting line', async () => {
    await openOne(running({}, [2, 0], ago(3 * DAY)));
    expect(conversionOf(/^Variant 2/)).toHaveTextContent(/^No visitors yet$/);
    expect(conversionOf(/^Variant 1/)).toHaveTextContent('4.2% (3.1–5.6%)');
    expect(screen.queryByText(/0\.0% \(0\.0–100\.0%\)/)).not.toBeInTheDocument();
    expect(screen.getByText(collectingLine('Variant 2', 0))).toBeInTheDocument();
  });

  it('names the control when it has the fewest visitors', async () => {
    await openOne(running({}, [1, 2], ago(3 * DAY)));
    expect(screen.getByText(collectingLine('Variant 1 (control)', 1))).toBeInTheDocument();
  });

  it('estimates the days left from the visitors per day so far, for the variant that needs the longest', async () => {
    // Ten days in: 118 visitors, 11.8 a day, need 1,882 more: 160 days (the control, 12 a day, needs 157).
    await openOne(running({}, [120, 118], ago(10 * DAY)));
    expect(screen.getByText("About 160 more days to every variant's visitors at the current traffic (a winner may be called before).")).toBeInTheDocument();
  });

  it('does not estimate in the first day', async () => {
    await openOne(running({}, [40, 38], ago(2 * 60 * 60_000)));
    expect(screen.getByText('Not enough traffic yet to estimate.')).toBeInTheDocument();
  });

  it('does not estimate while a variant has no visitors', async () => {
    await openOne(running({}, [40, 0], ago(5 * DAY)));
    expect(screen.getByText('Not enough traffic yet to estimate.')).toBeInTheDocument();
  });

  it('says an ended experiment ended, and when, that it settles once the window closes, then that it was inconclusive', async () => {
    const endedAt = '2026-11-26T09:00:00.000Z';
    await openOne({ ...running({ settlesAt: '2026-12-10T09:00:00.000Z' }, [120, 118], ago(10 * DAY)), status: 'ended', endedAt });
    const verdict = screen.getByRole('region', { name: 'Verdict' });
    expect(within(verdict).getByText(`Ended ${formatDateTime(endedAt)}.`)).toBeInTheDocument();
    expect(within(verdict).getByText('Settling: no winner yet. Goals of visitors already counted are awaited until Dec 10, 2026.')).toBeInTheDocument();
    expect(screen.queryByText(/more days|Not enough traffic/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End' })).not.toBeInTheDocument();
  });

  it('says an experiment ended before its horizon was inconclusive once it settled', async () => {
    await openOne({ ...running({ outcome: 'inconclusive', decidedAt: '2026-12-10T09:00:00.000Z' }, [120, 118], ago(30 * DAY)), status: 'ended', endedAt: '2026-11-26T09:00:00.000Z' });
    expect(screen.getByText('Inconclusive: the experiment ended before every variant had its visitors, and no variant had beaten all the others.')).toBeInTheDocument();
  });
});
