import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Experiment } from '@bookcraft/shared/contracts';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';
import { ExperimentsPanel } from './ExperimentsPanel';

const harness = useConsoleServers();

const EXPERIMENT_ID = '5e7a0c2e-0000-4000-8000-0000000e0001';
const copy = (arm: number, headline: string) => ({ arm, headline, subheadline: '', buttonText: 'Get a quote', image: '', weight: 50 });

/** An experiment as the server answers it: a draft of two variants on /LP-GN-GAD unless the test says otherwise. */
function experiment(overrides: Partial<Experiment> = {}): Experiment {
  return {
    id: EXPERIMENT_ID,
    name: 'Spring headline',
    route: '/LP-GN-GAD',
    status: 'draft',
    arms: [copy(0, 'Publish your book'), copy(1, 'Publish your {keyword|novel} this spring')],
    baselineRate: 0.04,
    minimumDetectableEffect: 0.2,
    createdAt: '2026-11-20T09:00:00.000Z',
    startedAt: null,
    endedAt: null,
    adoptedArm: null,
    results: {
      arms: [],
      verdict: { sampleSizePerArm: 2000, reached: false, outcome: 'collecting', winner: null, comparisons: [] },
    },
    ...overrides,
  };
}

const running = (verdict: Partial<Experiment['results']['verdict']>, visitors: [number, number]) =>
  experiment({
    status: 'running',
    startedAt: '2026-11-21T09:00:00.000Z',
    results: {
      arms: [
        { arm: 0, visitors: visitors[0], leads: Math.round(visitors[0] * 0.042), conversion: 0.042, interval: { low: 0.031, high: 0.056 } },
        { arm: 1, visitors: visitors[1], leads: Math.round(visitors[1] * 0.061), conversion: 0.061, interval: { low: 0.049, high: 0.075 } },
      ],
      verdict: { sampleSizePerArm: 2000, reached: false, outcome: 'collecting', winner: null, comparisons: [{ arm: 1, difference: 0.019, pValue: null, significant: false }], ...verdict },
    },
  });

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
  it('sends the page, two variants and the rates as the contract says, and opens the draft', async () => {
    const { servers } = harness;
    const user = await openExperimentsAsAdmin([]);
    servers.route('POST /api/staff/experiments', (request) => ({ status: 201, body: experiment({ name: (request.body as { name: string }).name }) }));

    await user.click(await screen.findByRole('button', { name: 'New experiment' }));
    expect(screen.getByRole('heading', { name: 'New experiment' })).toHaveFocus();
    await fill(user, screen.getByLabelText('Name'), 'Spring headline');
    await user.selectOptions(screen.getByLabelText('Landing page'), '/LP-GN-GAD');
    const control = screen.getByRole('group', { name: "Variant 1: Control (the page's own copy)" });
    expect(within(control).getByLabelText('Headline')).toHaveAccessibleDescription(/\{keyword\|fallback\}.*utm_term/);
    await fill(user, within(control).getByLabelText('Headline'), 'Publish your book');
    await fill(user, within(control).getByLabelText('Button text'), 'Get a quote');
    const challenger = screen.getByRole('group', { name: 'Variant 2' });
    await fill(user, within(challenger).getByLabelText('Headline'), 'Publish your {keyword|novel} this spring');
    await fill(user, within(challenger).getByLabelText('Button text'), 'Get a quote');
    await fill(user, within(challenger).getByLabelText('Traffic share'), '25');
    await fill(user, screen.getByLabelText('Expected conversion (%)'), '4');
    await fill(user, screen.getByLabelText('Smallest lift to detect (%)'), '20');
    await user.click(screen.getByRole('button', { name: 'Save experiment' }));

    expect(await screen.findByText('Saved as a draft. Start it when you are ready.')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/experiments').map((request) => request.body)).toEqual([
      {
        name: 'Spring headline',
        route: '/LP-GN-GAD',
        arms: [
          { headline: 'Publish your book', subheadline: '', buttonText: 'Get a quote', image: '', weight: 50 },
          { headline: 'Publish your {keyword|novel} this spring', subheadline: '', buttonText: 'Get a quote', image: '', weight: 25 },
        ],
        baselineRate: 0.04,
        minimumDetectableEffect: 0.2,
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Spring headline' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
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
    expect(screen.getByText('Collecting: 118 of 2000 visitors per variant — no winner is called before then')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Results' })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Variant 1 (control)');
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['Publish your book', '120', '5', '4.2% (3.1–5.6%)']);
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent('6.1% (4.9–7.5%)');
  });

  it('calls the winner once the sample is reached, and makes it the page after a confirmation', async () => {
    const { servers } = harness;
    const user = await openExperimentsAsAdmin([running({}, [1500, 1490])]);
    servers.route(`GET /api/staff/experiments/${EXPERIMENT_ID}`, { status: 200, body: running({ reached: true, outcome: 'winner', winner: 1 }, [2004, 2010]) });
    servers.route(`POST /api/staff/experiments/${EXPERIMENT_ID}/adopt`, {
      status: 200,
      body: { ...running({ reached: true, outcome: 'winner', winner: 1 }, [2004, 2010]), status: 'ended', endedAt: '2026-11-26T09:00:00.000Z', adoptedArm: 1 },
    });

    await user.click(await screen.findByRole('button', { name: 'Spring headline' }));
    expect(screen.getByText('Collecting: 1490 of 2000 visitors per variant — no winner is called before then')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh results' }));
    expect(await screen.findByText('Variant 2 wins')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make this the page (Variant 2)' }));
    expect(screen.getByText("Make variant 2's copy the page? The experiment ends.")).toBeInTheDocument();
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
    await openExperimentsAsAdmin([running({ reached: true, outcome: 'no-difference' }, [2001, 2002])]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Spring headline' }));
    await waitFor(() => expect(screen.getByText('No difference found')).toBeInTheDocument());
  });
});
