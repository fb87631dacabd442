import { useCallback, useState } from 'react';

const MUTED_KEY = 'bookcraft.agent.soundMuted';

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the agent muted the notification sound; remembered in this browser. */
export function useSoundSetting() {
  const [muted, setMutedState] = useState(readMuted);
  const setMuted = useCallback((next: boolean) => {
    setMutedState(next);
    try {
      localStorage.setItem(MUTED_KEY, String(next));
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }, []);
  return { muted, setMuted };
}
