import { useEffect, type RefObject } from 'react';

/**
 * Puts focus on the panel's main control (marked data-initial-focus) when
 * it opens, and again when that control is replaced (the composer by the
 * rating), unless the visitor is already elsewhere in the panel.
 */
export function useInitialFocus(panel: RefObject<HTMLElement | null>, mode: string): void {
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    // In the partner embed the panel lives in a shadow root, whose activeElement is the one to ask.
    const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && active !== root && root.contains(active)) return;
    (root.querySelector<HTMLElement>('[data-initial-focus]') ?? root).focus();
  }, [panel, mode]);
}
