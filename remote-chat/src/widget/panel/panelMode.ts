import type { ChatState } from '../connection/chatState';

/** What the bottom of the panel offers: the composer, the form for when nobody is there, or the rating of an ended chat. */
export type PanelMode = 'connecting' | 'chatting' | 'offline' | 'ended';

export function panelMode(state: ChatState | null): PanelMode {
  if (!state) return 'connecting';
  if (state.room?.status === 'closed') return 'ended';
  if (state.agentsOnline === false) return 'offline';
  return 'chatting';
}
