import type { ChatState } from '../connection/chatState';

/** What the bottom of the panel offers: the composer (also while no one is online), or the rating of an ended chat. */
export type PanelMode = 'connecting' | 'chatting' | 'ended';

export function panelMode(state: ChatState | null): PanelMode {
  if (!state) return 'connecting';
  if (state.room?.status === 'closed') return 'ended';
  return 'chatting';
}
