import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';
import { deal, DEAL_ID, DEAL_STAGES as STAGES } from '../testing/fixtures';
import type { DealStage } from './dealsApi';

const harness = useConsoleServers();

/** Signs in, answers the stages and the deals, and opens Deals. */
async function openDeals(role: 'agent' | 'admin' = 'agent') {
  const { servers } = harness;
  servers.signIn(undefined, { role });
  let stored = deal();
  servers.route('GET /api/staff/deal-stages', { status: 200, body: { stages: STAGES } });
  servers.route('GET /api/staff/deals', () => ({ status: 200, body: { deals: [stored] } }));
  servers.route(`PUT /api/staff/deals/${DEAL_ID}`, (request) => {
    const change = request.body as { stageId?: string; amountCents?: number; services?: string[] };
    const stage = STAGES.find((each) => each.id === change.stageId) ?? stored.stage;
    stored = deal({ stage, amountCents: change.amountCents ?? stored.amountCents, services: change.services ?? stored.services, moves: [...stored.moves, ...(change.stageId ? [{ from: stored.stage.name, to: stage.name, by: 'Ann', at: '2027-03-12T12:00:00.000Z' }] : [])] });
    return { status: 200, body: stored };
  });
  const user = userEvent.setup();
  render(<AgentConsole />);
  await user.click(await screen.findByRole('tab', { name: 'Deals' }));
  return user;
}

describe('the Deals tab', () => {
  it('shows a column per stage and moves a deal by its stage select, keeping the focus on it in its new column', async () => {
    const user = await openDeals();
    const booked = await screen.findByRole('region', { name: 'Consultation booked: 1 deal' });
    const card = within(booked).getByRole('article', { name: 'Deal with Maya Rao' });
    expect(card).toHaveTextContent('$0.00 · Ann · memoir-ads');

    // The arrow keys change a closed select at each press: choosing moves nothing until Move.
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Stage of the deal with Maya Rao' }), 'Proposal sent');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Stage of the deal with Maya Rao' }), 'Won');
    expect(harness.servers.requestsTo(`PUT /api/staff/deals/${DEAL_ID}`)).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Move the deal with Maya Rao' }));
    const won = await screen.findByRole('region', { name: 'Won: 1 deal' });
    expect(within(won).getByRole('combobox', { name: 'Stage of the deal with Maya Rao' })).toHaveFocus();
    expect(screen.getByText('Moved the deal with Maya Rao to Won.')).toHaveAttribute('role', 'status');
    expect(harness.servers.requestsTo(`PUT /api/staff/deals/${DEAL_ID}`)[0]!.body).toEqual({ stageId: STAGES[3]!.id });
  });

  it('records the amount and the services sold', async () => {
    const user = await openDeals();
    const card = await screen.findByRole('article', { name: 'Deal with Maya Rao' });
    const amount = within(card).getByRole('form', { name: 'Amount of the deal with Maya Rao' });
    await user.clear(within(amount).getByLabelText('Amount (USD)'));
    await user.type(within(amount).getByLabelText('Amount (USD)'), '4500');
    await user.type(within(amount).getByLabelText('Services sold (comma between them)'), 'Ghostwriting, Editing');
    await user.click(within(amount).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card).getByText(/^\$4,500\.00 · Ann/)).toBeInTheDocument());
    expect(harness.servers.requestsTo(`PUT /api/staff/deals/${DEAL_ID}`)[0]!.body).toEqual({ amountCents: 450000, services: ['Ghostwriting', 'Editing'] });
  });

  it('lets an admin rename the stages, and says so', async () => {
    harness.servers.route('PUT /api/staff/deal-stages', (request) => ({ status: 200, body: { stages: (request.body as { stages: DealStage[] }).stages } }));
    const user = await openDeals('admin');
    const editor = await screen.findByRole('form', { name: 'Deal stages' });
    const name = within(editor).getByLabelText('Name of stage 3');
    await user.clear(name);
    await user.type(name, 'Proposal out');
    await user.click(within(editor).getByRole('button', { name: 'Save stages' }));
    expect(await within(editor).findByText('Stages saved.')).toBeInTheDocument();
    expect((harness.servers.requestsTo('PUT /api/staff/deal-stages')[0]!.body as { stages: DealStage[] }).stages.map((stage) => stage.name)).toEqual(['New', 'Consultation booked', 'Proposal out', 'Won', 'Lost']);
  });

  it('offers an agent no stages to change', async () => {
    await openDeals('agent');
    await screen.findByRole('article', { name: 'Deal with Maya Rao' });
    expect(screen.queryByRole('form', { name: 'Deal stages' })).not.toBeInTheDocument();
  });
});
