import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback between the server and a service (PostgreSQL,
 * Redis) or between clients and the server: cutting it is that service
 * going away without stopping the machine's real one.
 */
export interface TcpProxy {
  readonly port: number;
  /** Drops every connection and stops listening: new connections are refused, as from a stopped service. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /** Keeps passing requests on, but throws away what comes back (answers and acknowledgements are lost). */
  dropReplies(): void;
  /** How many chunks of replies were thrown away since dropReplies(): more than none, and a request is waiting on the service. */
  repliesDropped(): number;
  /** Connections stay open but nothing passes either way, and new ones are accepted and left hanging: a network that went silent. */
  stall(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host?: string; port: number }): Promise<TcpProxy> {
  const host = target.host ?? '127.0.0.1';
  const sockets = new Set<Socket>();
  let mode: 'open' | 'dropReplies' | 'stalled' = 'open';
  let server: Server | undefined;
  let dropped = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A reset while cutting is expected; an unhandled 'error' would crash the test process.
    socket.on('error', () => socket.destroy());
  };

  const accept = (client: Socket) => {
    track(client);
    if (mode === 'stalled') return;
    const upstream = connect(target.port, host);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      if (mode !== 'stalled' && !upstream.destroyed) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (mode === 'open' && !client.destroyed) client.write(chunk);
      else if (mode === 'dropReplies') dropped += 1;
    });
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const listening = createServer(accept);
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        server = listening;
        resolve((listening.address() as { port: number }).port);
      });
    });

  const port = await listen(0);
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  return {
    port,
    cut,
    async restore() {
      // Connections that hung in a stall are ended, as a peer's timeout would end them.
      if (mode === 'stalled') for (const socket of sockets) socket.destroy();
      mode = 'open';
      if (!server) await listen(port);
    },
    dropReplies() {
      mode = 'dropReplies';
      dropped = 0;
    },
    repliesDropped: () => dropped,
    stall() {
      mode = 'stalled';
    },
    close: cut,
  };
}
