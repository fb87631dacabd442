import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createSocket } from '@bookcraft/shared/socket';
import { useLatest } from '../ui/useLatest';
import type { AgentServerEvents, AgentSocket } from './agentSocket';

interface LiveConnection {
  socket: AgentSocket;
  connected: boolean;
  /** How many times the socket has connected; a rise past 1 is a reconnect. */
  connections: number;
}

const LiveContext = createContext<LiveConnection | null>(null);

/** A refused socket that the session still allows is tried again after this pause. */
const RETRY_REFUSED_MS = 5_000;

interface ProviderProps {
  /**
   * Asked when the server drops or refuses the socket: resolves true if the
   * staff session still holds (then the socket connects again).
   */
  sessionHolds: () => Promise<boolean>;
  children: ReactNode;
}

/** One socket per signed-in console: the cookie authenticates it, signing out ends it. */
export function AgentSocketProvider({ sessionHolds, children }: ProviderProps) {
  const [socket] = useState(() => createSocket() as AgentSocket);
  const [connected, setConnected] = useState(false);
  const [connections, setConnections] = useState(0);
  const checkSession = useLatest(sessionHolds);

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const reconnectIfAllowed = async (delayMs: number) => {
      const holds = await checkSession.current().catch(() => true);
      if (holds && !stopped) retry = setTimeout(() => socket.connect(), delayMs);
    };
    const onConnect = () => {
      setConnected(true);
      setConnections((count) => count + 1);
    };
    const onDisconnect = (reason: string) => {
      setConnected(false);
      // The server ends a staff member's sockets when the session ends (sign-out in another tab, expiry).
      if (reason === 'io server disconnect') void reconnectIfAllowed(0);
    };
    const onConnectError = () => {
      // An inactive socket was refused by the server and will not retry on its own.
      if (!socket.active) void reconnectIfAllowed(RETRY_REFUSED_MS);
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.disconnect();
    };
  }, [socket, checkSession]);

  return <LiveContext.Provider value={{ socket, connected, connections }}>{children}</LiveContext.Provider>;
}

export function useLiveConnection(): LiveConnection {
  const live = useContext(LiveContext);
  if (!live) throw new Error('useLiveConnection needs an AgentSocketProvider above it');
  return live;
}

/** Calls the latest `handler` for each `event` the server sends while the caller is mounted. */
export function useSocketEvent<E extends keyof AgentServerEvents>(event: E, handler: AgentServerEvents[E]): void {
  const { socket } = useLiveConnection();
  const latest = useLatest(handler);
  useEffect(() => {
    const listener = (payload: Parameters<AgentServerEvents[E]>[0]) => (latest.current as (value: typeof payload) => void)(payload);
    socket.on(event, listener as never);
    return () => {
      socket.off(event, listener as never);
    };
  }, [socket, event, latest]);
}

/** Calls `handler` after each reconnect that happens while the caller is mounted (to fetch what was missed). */
export function useOnReconnect(handler: () => void): void {
  const { connections } = useLiveConnection();
  const atMount = useRef(connections);
  const latest = useLatest(handler);
  useEffect(() => {
    if (connections > 1 && connections > atMount.current) latest.current();
  }, [connections, latest]);
}
