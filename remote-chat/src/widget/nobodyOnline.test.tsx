import { getRuntimeConfig } from '@bookcraft/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { emit } from '@bookcraft/shared';
import { NOBODY_ONLINE } from './panel/NobodyOnline';
import { openChat, renderChat, thread } from './testing/renderChat';
import { startVisitorSession, useChatServer } from './testing/chatTestServer';

const chat = useChatServer();

const emailField = () => screen.getByRole('textbox', { name: 'Your e-mail' });
const saveEmail = () => screen.getByRole('button', { name: 'Save e-mail' });

describe('when no one is online', () => {
  it('keeps the conversation: the visitor writes to their room as usual and is told when to expect an answer', async () => {
    chat.server.setAgentsOnline(false);
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    const message = await openChat(user);

    expect(await screen.findByText(NOBODY_ONLINE.ask)).toBeInTheDocument();
    await waitFor(() => expect(message).toHaveFocus());
    await user.type(message, 'Can you edit a memoir of 80,000 words?{Enter}');

    await waitFor(() => expect(chat.server.messages.map((stored) => [stored.roomId, stored.content])).toEqual([[session.roomId, 'Can you edit a memoir of 80,000 words?']]));
    await waitFor(() => expect(within(thread()).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(thread()).getByText('Can you edit a memoir of 80,000 words?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByText(NOBODY_ONLINE.ask)).toBeInTheDocument();
  });

  it('asks once for an e-mail, checked with the shared schema and the error tied to the field; a reload does not ask again', async () => {
    chat.server.setAgentsOnline(false);
    const session = await startVisitorSession(chat.server);
    const first = renderChat();
    await openChat(first.user);

    await first.user.click(await screen.findByRole('button', { name: 'Save e-mail' }));
    expect(emailField()).toHaveAccessibleDescription('Enter your e-mail address.');
    await first.user.type(emailField(), 'ada@example');
    await first.user.click(saveEmail());
    expect(emailField()).toHaveAccessibleDescription('Enter a valid email address.');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();
    expect(chat.server.requestsTo('PUT', /visitor-email/)).toHaveLength(0);

    await first.user.type(emailField(), '.com');
    await first.user.click(saveEmail());
    expect(await screen.findByText(NOBODY_ONLINE.saved('ada@example.com'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your e-mail' })).not.toBeInTheDocument();
    const [saved] = chat.server.requestsTo('PUT', /^\/api\/chat\/visitor-email$/);
    expect(saved!.body).toEqual({ email: 'ada@example.com' });
    expect(saved!.headers.authorization).toBe(`Bearer ${session.token}`);
    expect(chat.server.visitorEmail()).toBe('ada@example.com');

    first.unmount();
    const again = renderChat();
    await openChat(again.user);
    expect(await screen.findByText(NOBODY_ONLINE.known)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your e-mail' })).not.toBeInTheDocument();
    expect(chat.server.requestsTo('PUT', /visitor-email/)).toHaveLength(1);
  });

  it('stops asking once the visitor leaves their e-mail in a lead form on the page (the bus\'s customerUpdated)', async () => {
    chat.server.setAgentsOnline(false);
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    expect(await screen.findByText(NOBODY_ONLINE.ask)).toBeInTheDocument();

    act(() => emit('customerUpdated', { customerId: session.customerId, fields: { email: 'ada@example.com' } }));

    expect(await screen.findByText(NOBODY_ONLINE.known)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your e-mail' })).not.toBeInTheDocument();
  });

  it('does not ask a visitor whose e-mail the server already has (from a lead form)', async () => {
    chat.server.setAgentsOnline(false);
    chat.server.knowVisitorEmail('ada@example.com');
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    expect(await screen.findByText(NOBODY_ONLINE.known)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your e-mail' })).not.toBeInTheDocument();
  });

  // The server refuses only what visitorEmailSchema refuses, and the widget checks with the same schema before it sends:
  // an address the schema takes is saved, so the one failure to show is the server being away.
  it('shows a failure as an alert, keeping what was typed', async () => {
    chat.server.setAgentsOnline(false);
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    await user.type(await screen.findByRole('textbox', { name: 'Your e-mail' }), 'ada@example.com');

    chat.server.answer('PUT', /^\/api\/chat\/visitor-email$/, () => ({ status: 503, body: { error: 'Please try again' } }));
    await user.click(saveEmail());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your e-mail could not be saved. Please try again.');
    expect(emailField()).toHaveValue('ada@example.com');
  });

  it('drops the note and the question when an agent signs in, and says it again when the last one leaves', async () => {
    chat.server.setAgentsOnline(false);
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    expect(await screen.findByText(NOBODY_ONLINE.ask)).toBeInTheDocument();

    chat.server.setAgentsOnline(true);
    await waitFor(() => expect(screen.queryByText(NOBODY_ONLINE.ask)).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Your e-mail' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();

    chat.server.setAgentsOnline(false);
    expect(await screen.findByText(NOBODY_ONLINE.ask)).toBeInTheDocument();
  });

  it('says when the team is back outside working hours, in the company’s time zone, and keeps the rest of the flow', async () => {
    // Saturday: the team opens again on Monday at 9:00 in New York (14:00 UTC).
    chat.server.setAgentsOnline(false, { backAt: '2026-11-30T14:00:00.000Z', timeZone: 'America/New_York' });
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    const message = await openChat(user);

    expect(await screen.findByText("We're back Monday at 9:00 (New York time)")).toBeInTheDocument();
    expect(screen.getByText(NOBODY_ONLINE.ask)).toBeInTheDocument();
    await user.type(message, 'Do you edit cookbooks?{Enter}');
    await waitFor(() => expect(chat.server.messages.map((stored) => [stored.roomId, stored.content])).toEqual([[session.roomId, 'Do you edit cookbooks?']]));
    await user.type(emailField(), 'ada@example.com');
    await user.click(saveEmail());
    expect(await screen.findByText(NOBODY_ONLINE.saved('ada@example.com'))).toBeInTheDocument();
    expect(screen.getByText("We're back Monday at 9:00 (New York time)")).toBeInTheDocument();

    // Monday morning: the hours open and a member is in.
    chat.server.setAgentsOnline(true);
    await waitFor(() => expect(screen.queryByText("We're back Monday at 9:00 (New York time)")).not.toBeInTheDocument());
  });

  it('names no time to be back within working hours, when nobody is in', async () => {
    chat.server.setAgentsOnline(false);
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    expect(await screen.findByText(NOBODY_ONLINE.ask)).toBeInTheDocument();
    expect(screen.queryByText(/We're back/)).not.toBeInTheDocument();
    // The free consultation instead of a wait: the contact page with "Pick a time" open, on the site (where its API is), from a partner's page too.
    const { origin } = new URL(getRuntimeConfig().apiBaseUrl, window.location.href);
    expect(screen.getByRole('link', { name: 'pick a time for a free consultation call' })).toHaveAttribute('href', `${origin}/contact#pick-a-time`);
  });

  it('tells the time in the company’s zone, whatever the visitor’s own', async () => {
    chat.server.setAgentsOnline(false, { backAt: '2026-11-30T07:30:00.000Z', timeZone: 'Europe/Berlin' });
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    expect(await screen.findByText("We're back Monday at 8:30 (Berlin time)")).toBeInTheDocument();
  });
});
