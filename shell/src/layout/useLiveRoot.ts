import { useLayoutEffect } from 'react';

/** The server's prerendered page is inert until the shell's first render replaces it: from then on, everything works. */
export function useLiveRoot(): void {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
}
