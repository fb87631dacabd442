import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { io as connect, type Socket } from 'socket.io-client';
import { STORAGE_KEYS, type StoredChatMessage } from '@bookcraft/shared';
import type { SendChatMessage } from '@bookcraft/shared/contracts';
import { createSocket } from '@bookcraft/shared/socket';
// The visitor side is the chat widget's own connection (free of React), run here as the browser runs it.
import { ChatConnection } from '@bookcraft/remote-chat/connection';
import { dropSchema, freePort, removeDir, startServer, productionBackend, type RunningServer } from './helpers';
import { staffCookie, visitorHeaders } from './chatHelpers';
import { register } from './visitorHelpers';
import { waitFor, watchProcessErrors } from './faultHelpers';
import { startTcpProxy } from './tcpProxy';

/** The widget keeps unsent messages in localStorage, which Node 20 does not have. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
globalThis.localStorage ??= memoryStorage();

// Reconnect quickly: the browser's defaults (1 s, up to 5 s) would only make the test slower.
const RECONNECT = { reconnectionDelay: 100, reconnectionDelayMax: 500 };

/**
 * What the agent console does with its replies (useConversations): each
 * waits until acknowledged; after a reconnect every unacknowledged one goes
 * again with the same client id.
 */
function agentConsole(socket: Socket) {
  const pending = new Map<string, SendChatMessage>();
  const received: StoredChatMessage[] = [];
  const emit = (message: SendChatMessage) => {
    if (!socket.connected) return;
    socket.timeout(15_000).emit('book-craft-message', message, (lost: Error | null, answer?: { ok?: boolean }) => {
      if (!lost && answer?.ok) pending.delete(message.clientId);
    });
  };
  socket.on('connect', () => pending.forEach(emit));
  socket.on('book-craft-message', (message: StoredChatMessage) => received.push(message));
  return {
    pending,
    received,
    reply(roomId: string, content: string) {
      const message: SendChatMessage = { roomId, clientId: randomUUID(), content, senderRole: 'agent' };
      pending.set(message.clientId, message);
      emit(message);
    },
  };
}

/** Server and clients meet through a proxy, so a test can lose the server's acknowledgements. */
const port = await freePort();
const proxy = await startTcpProxy({ port });
const url = `http://127.0.0.1:${proxy.port}`;
// remote-chat is a CommonJS package: the widget requires its own copy of @bookcraft/shared, whose API client is set here.
const widgetShared = createRequire(import.meta.url)('@bookcraft/shared') as typeof import('@bookcraft/shared');
widgetShared.setRuntimeConfig({ apiBaseUrl: `${url}/api`, socketUrl: url });
after(() => proxy.close());

for (const backend of await productionBackend()) {
  describe(`the server restarts during a chat, on ${backend.name}`, { timeout: 60_000, skip: backend.skip }, () => {
    const watched = watchProcessErrors();

    it('reconnects both sides by themselves, resends what was not acknowledged, and stores each message once', async () => {
      const env: Record<string, string> = { ...(await backend.env()), PORT: String(port) };
      let running: RunningServer | undefined = await startServer(env);
      const dataDir = running.dataDir;
      let visitorSocket: Socket | undefined;
      let staffSocket: Socket | undefined;
      let connection: ChatConnection | undefined;
      try {
        const { id, token } = await register(url);
        const room = await fetch(`${url}/api/chat/chat-room`, { method: 'POST', headers: visitorHeaders({ token }), body: JSON.stringify({ customerId: id, current_page: '/services' }) });
        const roomId = String(((await room.json()) as { id: string }).id);

        visitorSocket = createSocket({ auth: { token }, ...RECONNECT }, url);
        connection = new ChatConnection({ customerId: id, token, roomId, socket: visitorSocket, storageKeys: STORAGE_KEYS, currentPage: () => '/services' });
        visitorSocket.connect();
        staffSocket = connect(url, { transports: ['websocket'], extraHeaders: { cookie: await staffCookie(url) }, ...RECONNECT });
        const agent = agentConsole(staffSocket);
        await waitFor(() => (visitorSocket!.connected && staffSocket!.connected ? true : undefined), 'both sockets to connect');
        connection.setPanelOpen(true);

        const thread = () => connection!.store.get().messages;
        const shown = (content: string) => (thread().some((message) => message.content === content && message.delivery === 'delivered') ? true : undefined);

        // A chat under way.
        await connection.send('Hello, I wrote a novel.');
        await waitFor(() => shown('Hello, I wrote a novel.'), 'the first message to be delivered');
        agent.reply(roomId, 'Welcome! Tell me more.');
        await waitFor(() => shown('Welcome! Tell me more.'), 'the reply to reach the visitor');

        // Both send just as the server goes down: stored, but the acknowledgements never arrive.
        proxy.dropReplies();
        await connection.send('It is a thriller.');
        agent.reply(roomId, 'Thrillers sell well.');
        const storedContents = async () =>
          (await running!.server.db.query<{ id: string; content: string; sender_role: string }>(
            `SELECT id::text AS id, content, sender_role FROM chat_messages WHERE room_id = $1::bigint AND sender_role <> 'system' ORDER BY id`,
            [roomId],
          ));
        const storedDirectly = async (content: string) => ((await storedContents()).some((message) => message.content === content) ? true : undefined);
        await waitFor(() => storedDirectly('It is a thriller.'), 'the unacknowledged visitor message to be stored');
        await waitFor(() => storedDirectly('Thrillers sell well.'), 'the unacknowledged reply to be stored');

        // The server goes down: its connections end with it, then it stops.
        await proxy.cut();
        await running.stop();
        running = undefined;
        await proxy.restore();
        await waitFor(() => (!visitorSocket!.connected && !staffSocket!.connected ? true : undefined), 'both sockets to notice');

        // Written while the server is away: they wait.
        await connection.send('Are you still there?');
        agent.reply(roomId, 'Back in a moment.');
        assert.ok(thread().some((message) => message.content === 'Are you still there?' && message.delivery === 'sending'));

        // The same port, the same data: the sockets reconnect by themselves and everything pending goes again.
        running = await startServer(env, dataDir);
        for (const content of ['It is a thriller.', 'Are you still there?', 'Thrillers sell well.', 'Back in a moment.']) {
          await waitFor(() => shown(content), `"${content}" in the visitor's thread`, 20_000);
        }
        await waitFor(() => (agent.pending.size === 0 ? true : undefined), "the agent's replies to be acknowledged");

        const stored = await storedContents();
        assert.deepEqual(stored.map((message) => message.content).sort(), [
          'Are you still there?',
          'Back in a moment.',
          'Hello, I wrote a novel.',
          'It is a thriller.',
          'Thrillers sell well.',
          'Welcome! Tell me more.',
        ]);
        const visible = thread().filter((message) => message.senderRole !== 'system');
        assert.deepEqual(visible.map((message) => message.id), stored.map((message) => message.id), "the visitor's thread shows each stored message once, in order");
        assert.deepEqual(watched.errors, []);
      } finally {
        connection?.dispose();
        visitorSocket?.close();
        staffSocket?.close();
        await running?.stop();
        await dropSchema(env.DATABASE_SCHEMA);
        removeDir(dataDir);
      }
    });
  });
}
