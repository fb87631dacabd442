import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffPost, staffPostSummary } from '../testing/fixtures';
import { useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const post = staffPost({ id: 7, title: 'Blurbs that sell', updatedAt: '2026-11-25T09:00:00.000Z' });
const revisions = [
  { id: 12, title: 'Blurbs that sell', savedAt: '2026-11-25T09:00:00.000Z', savedBy: 'Eve' },
  { id: 11, title: 'How to write a blurb', savedAt: '2026-11-20T09:00:00.000Z', savedBy: 'Maria' },
];

async function openPost() {
  const { servers } = harness;
  servers.signIn(undefined, { role: 'editor' });
  servers.route('GET /api/staff/posts', { status: 200, body: { posts: [staffPostSummary(post)] } });
  servers.route('GET /api/staff/posts/7', { status: 200, body: post });
  servers.route('GET /api/staff/posts/7/revisions', { status: 200, body: { revisions } });
  servers.route('POST /api/staff/posts/preview', { status: 200, body: { html: '<p>A blurb is short.</p>' } });
  const user = userEvent.setup();
  render(<AgentConsole />);
  await user.click(await screen.findByRole('button', { name: 'Blurbs that sell' }));
  await screen.findByRole('button', { name: /^Restore the revision of .*, by Maria$/ });
  return user;
}

describe('revisions', () => {
  it('lists each saved revision with its time and who saved it', async () => {
    await openPost();
    expect(screen.getByRole('heading', { name: 'Revisions' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Restore the revision of/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/2026.*, by Eve$/),
      expect.stringMatching(/2026.*, by Maria$/),
    ]);
  });

  it('restores a revision after a second, confirming click, and reloads the form with it', async () => {
    const { servers } = harness;
    const user = await openPost();
    const restored = { ...post, title: 'How to write a blurb', updatedAt: '2026-11-26T10:00:00.000Z' };
    servers.route('POST /api/staff/posts/7/revisions/11/restore', { status: 200, body: restored });

    await user.click(screen.getByRole('button', { name: /^Restore the revision of .*, by Maria$/ }));
    expect(screen.getByText('Restore this revision?')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/posts/7/revisions/11/restore')).toHaveLength(0);
    const confirm = screen.getByRole('button', { name: /^Yes, restore the revision of .*, by Maria$/ });
    expect(confirm).toHaveFocus();
    servers.route('GET /api/staff/posts/7/revisions', { status: 200, body: { revisions: [{ id: 13, title: restored.title, savedAt: restored.updatedAt, savedBy: 'Eve' }, ...revisions] } });
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Revision restored: the form shows it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('How to write a blurb');
    expect(servers.requestsTo('POST /api/staff/posts/7/revisions/11/restore').map((request) => request.body)).toEqual([{}]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Restore the revision of/ })).toHaveLength(3));
  });

  it('keeps the revision when the confirmation is cancelled', async () => {
    const { servers } = harness;
    const user = await openPost();
    await user.click(screen.getByRole('button', { name: /^Restore the revision of .*, by Maria$/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Restore this revision?')).not.toBeInTheDocument();
    expect(servers.requestsTo('POST /api/staff/posts/7/revisions/11/restore')).toHaveLength(0);
  });
});
