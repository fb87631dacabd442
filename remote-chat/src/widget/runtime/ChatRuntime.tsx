import { useEffect } from 'react';
import { ChatPanel } from '../panel/ChatPanel';
import { useChatState, useVisitorConnection } from './useVisitorConnection';

export interface ChatRuntimeProps {
  open: boolean;
  onClose: () => void;
  onUnreadChange: (unread: number) => void;
}

/** Everything behind the launcher: mounted from idle time on, so it hears messages while the panel is closed. */
export function ChatRuntime({ open, onClose, onUnreadChange }: ChatRuntimeProps) {
  const connection = useVisitorConnection();
  const state = useChatState(connection);
  const unread = state?.unread ?? 0;

  useEffect(() => connection?.setPanelOpen(open), [connection, open]);
  useEffect(() => onUnreadChange(unread), [onUnreadChange, unread]);

  if (!open) return null;
  return <ChatPanel connection={connection} state={state} onClose={onClose} />;
}
