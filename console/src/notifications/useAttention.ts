import { useEffect, useRef } from 'react';
import { AGENT_TONE, beep } from '@bookcraft/shared/messaging';

/**
 * Calls for the agent's attention while `count` conversations wait for them
 * (new ones, escalations): "(2) …" before the page title, and a beep each
 * time the count rises unless the sound is muted.
 */
export function useAttention(count: number, muted: boolean): void {
  const baseTitle = useRef(document.title);
  const previous = useRef(count);

  useEffect(() => {
    document.title = count > 0 ? `(${count}) ${baseTitle.current}` : baseTitle.current;
    if (count > previous.current && !muted) beep(AGENT_TONE);
    previous.current = count;
  }, [count, muted]);

  useEffect(() => {
    const title = baseTitle.current;
    return () => {
      document.title = title;
    };
  }, []);
}
