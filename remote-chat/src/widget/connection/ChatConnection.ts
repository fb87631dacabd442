import { CHAT_EVENTS, httpStatusOf, isRefusal, on as onBus, setVisitorSession, type ChatRoom, type StoredChatMessage, type VisitorSession } from '@bookcraft/shared';
import type { VisitorServerEvents } from '@bookcraft/shared/contracts';
import { requestRoom } from '@bookcraft/shared/socket';
import { chatApi, type ChatApi } from './chatApi';
import { initialChatState, presenceState, type ChatState } from './chatState';
import { newClientId } from './clientId';
import { createStore, type Store } from './store';
import { createTypingSignal } from './typingSignal';
import { lastStoredId, mergeMessages, pendingMessages, withDelivery, type ThreadMessage, type UnsentMessage } from './thread';
import { readUnsent, writeUnsent } from './unsentMessages';
import { createPendingSender, imageProblem, type PendingSender, type SendOutcome, uploadProblem } from '@bookcraft/shared/messaging';

const ACK_TIMEOUT_MS = 10_000;

/**
 * The visitor sees the same few words whatever went wrong; the console says what. A refusal
 * (a 4xx the server meant: a closed room, a rating given twice) is a warning; anything else
 * (no answer, a 5xx, a bug) is an error.
 */
function logFailure(what: string, error: unknown, roomId?: string): void {
  const context = { roomId: roomId || undefined, status: httpStatusOf(error) };
  if (isRefusal(error)) console.warn(`Chat: ${what} was refused`, context, error);
  else console.error(`Chat: ${what} failed`, context, error);
}

export interface ConnectionOptions {
  /** Called for each new agent message (the optional sound). */
  onAgentMessage?: (message: StoredChatMessage) => void;
}

/**
 * The visitor's side of one conversation over the page's socket
 * (docs/chat.md): the thread, what is still unsent, typing, the room's
 * state and the calls the panel makes. Free of React; the panel watches
 * `store`.
 */
export class ChatConnection {
  readonly store: Store<ChatState>;
  readonly api: ChatApi;
  private panelOpen = false;
  private readonly sender: PendingSender;
  private readonly typing = createTypingSignal((typing) => {
    const { roomId } = this.state;
    // Volatile: a typing signal is worthless once late, so it is never buffered for a reconnect.
    if (roomId) this.socket.volatile.emit(CHAT_EVENTS.typing, { roomId, senderRole: 'visitor', typing });
  });
  private readonly stopListening: () => void;

  constructor(
    private readonly session: VisitorSession,
    private readonly options: ConnectionOptions = {},
  ) {
    // A new chat started on this page is in storage; the session may still name the previous room.
    const roomId = localStorage.getItem(session.storageKeys.roomId) || session.roomId;
    this.api = chatApi(session.token);
    this.store = createStore(initialChatState(roomId, roomId ? readUnsent(roomId) : []));
    this.sender = createPendingSender(session.socket, { ackTimeoutMs: ACK_TIMEOUT_MS, onOutcome: (clientId, outcome) => this.answered(clientId, outcome) });
    this.stopListening = this.listen();
    if (this.socket.connected) this.resendUnsent();
  }

  /** The tracking publishes its session again on every reconnect; the same socket needs no new connection. */
  serves(session: VisitorSession): boolean {
    return session.socket === this.session.socket && session.customerId === this.session.customerId;
  }

  dispose(): void {
    this.typing.stop();
    this.stopListening();
  }

  setPanelOpen(open: boolean): void {
    this.panelOpen = open;
    if (!open) return;
    this.store.set({ unread: 0 });
    if (!this.state.historyLoaded) void this.loadHistory();
    this.api.teamPresence().then((presence) => this.store.set(presenceState(presence)), (error: unknown) => logFailure('asking whether agents are online', error));
  }

  visitorTyping(): void {
    this.typing.input();
  }

  /** Shows the message at once as sending; false when there is no room to send it to. */
  async send(content: string, attachmentId?: string): Promise<boolean> {
    const roomId = await this.run('getting a room for a message', () => this.ensureRoom(), 'Your message could not be sent. Please try again.');
    if (!roomId) return false;
    this.typing.stop();
    const clientId = newClientId();
    const message: UnsentMessage = {
      id: `unsent:${clientId}`,
      clientId,
      roomId,
      content,
      senderRole: 'visitor',
      senderName: null,
      attachmentId: attachmentId ?? null,
      createdAt: new Date().toISOString(),
      delivery: 'sending',
    };
    this.setMessages([...this.state.messages, message]);
    this.sender.send(message);
    return true;
  }

  retry(clientId: string): void {
    this.setMessages(withDelivery(this.state.messages, clientId, 'sending'));
    const message = pendingMessages(this.state.messages).find((candidate) => candidate.clientId === clientId && candidate.delivery === 'sending');
    if (message) this.sender.send(message);
  }

  async sendImage(file: File): Promise<void> {
    const problem = imageProblem(file);
    if (problem) return this.store.set({ problem });
    this.store.set({ uploading: true, problem: null });
    try {
      const roomId = await this.ensureRoom();
      const attachmentId = await this.api.upload(roomId, file);
      await this.send('', attachmentId);
    } catch (error) {
      logFailure('sending an image', error);
      this.store.set({ problem: uploadProblem(httpStatusOf(error)) });
    } finally {
      this.store.set({ uploading: false });
    }
  }

  /** Leaves the visitor's e-mail for answers written after they have gone; a refusal or failure is thrown for the form to show. */
  async saveEmail(email: string): Promise<void> {
    await this.api.saveEmail({ email });
    this.store.set({ visitorEmailKnown: true });
  }

  /** "That answers it", under the help center's suggestions. */
  suggestionsAnswered = () => this.updateRoom('saying the suggestions answered', (roomId) => this.api.answered(roomId), 'We could not save your answer. Please try again.');
  escalate = () => this.updateRoom('asking for a person', (roomId) => this.api.escalate(roomId), 'We could not reach a person. Please try again.');
  end = () => this.updateRoom('ending the chat', (roomId) => this.api.close(roomId), 'We could not end the chat. Please try again.');
  rate = (rating: number) => this.updateRoom('rating the chat', (roomId) => this.api.rate(roomId, rating), 'We could not save your rating. Please try again.');

  async startNewChat(): Promise<void> {
    const previous = this.state.roomId;
    const roomId = await this.run('starting a new chat', () => this.requestRoom(), 'We could not start a new chat. Please try again.');
    if (!roomId) return;
    writeUnsent(previous, []);
    this.store.set({ ...initialChatState(roomId, []), agentsOnline: this.state.agentsOnline, teamBack: this.state.teamBack });
    setVisitorSession({ ...this.session, roomId });
    await this.loadHistory();
  }

  /** Runs a call (`what`, for the log); when it fails the panel says `problem` and the result is undefined. */
  async run<T>(what: string, work: () => Promise<T>, problem: string): Promise<T | undefined> {
    this.store.set({ problem: null });
    try {
      return await work();
    } catch (error) {
      logFailure(what, error, this.state.roomId);
      this.store.set({ problem });
      return undefined;
    }
  }

  /** The whole conversation the first time, then what came after the newest message held. */
  async loadHistory(): Promise<void> {
    const { roomId, historyLoaded, messages } = this.state;
    if (!roomId) return;
    try {
      const history = await this.api.history(roomId, historyLoaded ? lastStoredId(messages) : undefined);
      if (roomId !== this.state.roomId) return;
      this.store.set({ room: history.room, historyLoaded: true, visitorEmailKnown: history.visitorEmailKnown });
      this.setMessages(mergeMessages(this.state.messages, history.messages));
    } catch (error) {
      // The thread keeps what it has; the next open or reconnect asks again.
      logFailure('loading the conversation', error, roomId);
    }
  }

  private get socket() {
    return this.session.socket;
  }

  private get state() {
    return this.store.get();
  }

  private listen(): () => void {
    const stops = [
      this.on(CHAT_EVENTS.message, (message) => this.receive(message)),
      this.on(CHAT_EVENTS.typing, ({ roomId, senderRole, typing }) => {
        if (senderRole === 'agent' && String(roomId) === this.state.roomId) this.store.set({ agentTyping: typing });
      }),
      this.on(CHAT_EVENTS.room, (room) => {
        if (String(room.id) === this.state.roomId) this.store.set((state) => ({ room, agentTyping: room.status === 'open' && state.agentTyping }));
      }),
      this.on(CHAT_EVENTS.agents, (presence) => this.store.set(presenceState(presence))),
      this.on('connect', () => void this.resync()),
      // An e-mail the visitor left in a lead form is on record: the chat does not ask for it again.
      onBus('customerUpdated', ({ customerId, fields }) => {
        if (customerId === this.session.customerId && fields.email) this.store.set({ visitorEmailKnown: true });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** The contract types each handler; socket.io's own overloads cannot follow a generic event name, hence the casts. */
  private on<E extends keyof VisitorServerEvents | 'connect' | 'disconnect'>(event: E, handler: E extends keyof VisitorServerEvents ? VisitorServerEvents[E] : () => void): () => void {
    this.socket.on(event as never, handler as never);
    return () => this.socket.off(event as never, handler as never);
  }

  private receive(message: StoredChatMessage): void {
    if (String(message.roomId) !== this.state.roomId) return;
    const known = this.state.messages.some((held) => held.id === message.id);
    this.setMessages(mergeMessages(this.state.messages, [message]));
    if (known || message.senderRole === 'visitor') return;
    this.store.set((state) => ({
      agentTyping: message.senderRole === 'agent' ? false : state.agentTyping,
      unread: this.panelOpen ? 0 : state.unread + 1,
    }));
    if (message.senderRole === 'agent') this.options.onAgentMessage?.(message);
  }

  private async resync(): Promise<void> {
    // Also when the conversation could not be loaded as the panel opened: what was missed comes now.
    if (this.state.historyLoaded || this.panelOpen) await this.loadHistory();
    this.resendUnsent();
  }

  private resendUnsent(): void {
    this.setMessages(this.state.messages.map((message) => (message.delivery === 'failed' ? { ...message, delivery: 'sending' } : message)));
    this.sender.resend(pendingMessages(this.state.messages));
  }

  private answered(clientId: string, answer: SendOutcome): void {
    if (answer.outcome !== 'stored') this.setMessages(withDelivery(this.state.messages, clientId, 'failed'));
    else if (String(answer.message.roomId) === this.state.roomId) this.setMessages(mergeMessages(this.state.messages, [answer.message]));
  }

  private setMessages(messages: ThreadMessage[]): void {
    if (messages === this.state.messages) return;
    this.store.set({ messages });
    writeUnsent(this.state.roomId, pendingMessages(messages));
  }

  private async updateRoom(what: string, call: (roomId: string) => Promise<ChatRoom>, problem: string): Promise<void> {
    const { roomId } = this.state;
    const room = await this.run(what, () => call(roomId), problem);
    if (room && roomId === this.state.roomId) this.store.set({ room, agentTyping: room.status === 'open' && this.state.agentTyping });
  }

  private ensureRoom(): Promise<string> {
    const { roomId } = this.state;
    if (roomId) return Promise.resolve(roomId);
    return this.requestRoom().then((created) => (this.store.set({ roomId: created }), created));
  }

  private requestRoom(): Promise<string> {
    const { socket, customerId, storageKeys, currentPage } = this.session;
    return requestRoom(socket, customerId, storageKeys.roomId, currentPage());
  }
}
