import { useLayoutEffect } from 'react';
import { LIVE_ATTRIBUTE } from '@bookcraft/shared';

/** Marks #root live once the shell runs it: the boot script replays taps made on the painted page before then. */
export function useLiveRoot(): void {
  useLayoutEffect(() => document.getElementById('root')?.setAttribute(LIVE_ATTRIBUTE, ''), []);
}
