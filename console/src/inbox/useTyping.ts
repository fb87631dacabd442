import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_EVENTS } from '@bookcraft/shared';
import { useLiveConnection, useSocketEvent } from '../live/AgentSocketProvider';

/** After this long without a keystroke the agent counts as no longer typing. */
const AGENT_IDLE_MS = 3_000;
/** A visitor's "typing" that is never followed by "stopped" (a closed tab) fades after this. */
const VISITOR_TYPING_FADES_MS = 10_000;

/** Tells the visitor when the agent starts and stops typing: one event each way, not one per key. */
export function useTypingSignal(roomId: string) {
  const { socket } = useLiveConnection();
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopped = useCallback(() => {
    clearTimeout(idle.current);
    if (!typing.current) return;
    typing.current = false;
    socket.emit(CHAT_EVENTS.typing, { roomId, senderRole: 'agent', typing: false });
  }, [socket, roomId]);

  const typed = useCallback(() => {
    clearTimeout(idle.current);
    idle.current = setTimeout(stopped, AGENT_IDLE_MS);
    if (typing.current) return;
    typing.current = true;
    socket.emit(CHAT_EVENTS.typing, { roomId, senderRole: 'agent', typing: true });
  }, [socket, roomId, stopped]);

  useEffect(() => stopped, [stopped]);
  return { typed, stopped };
}

/** Whether the visitor of this room is typing now. */
export function useVisitorTyping(roomId: string): boolean {
  const [typing, setTyping] = useState(false);
  const fade = useRef<ReturnType<typeof setTimeout>>(undefined);

  useSocketEvent(CHAT_EVENTS.typing, (signal) => {
    if (String(signal.roomId) !== roomId || signal.senderRole !== 'visitor') return;
    clearTimeout(fade.current);
    setTyping(signal.typing);
    if (signal.typing) fade.current = setTimeout(() => setTyping(false), VISITOR_TYPING_FADES_MS);
  });
  useSocketEvent(CHAT_EVENTS.message, (message) => {
    if (message.roomId === roomId && message.senderRole === 'visitor') setTyping(false);
  });
  useEffect(() => () => clearTimeout(fade.current), []);
  return typing;
}
