import { useState } from 'react';

const KEY = 'bookcraft:chat-sound';

/** Off unless the visitor turned it on; remembered across visits. */
export function soundEnabled(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function useSoundPreference(): [boolean, (enabled: boolean) => void] {
  const [enabled, setEnabled] = useState(soundEnabled);
  const change = (next: boolean) => {
    try {
      localStorage.setItem(KEY, next ? 'on' : 'off');
    } catch {
      // Not remembered, but still on for this page.
    }
    setEnabled(next);
  };
  return [enabled, change];
}
