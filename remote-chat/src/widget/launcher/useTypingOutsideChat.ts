import { useEffect, useState } from 'react';
import { SMALL_SCREEN_QUERY } from '@bookcraft/shared/theme';
import { PANEL_ID } from '../panelId';

/**
 * A field of the page a person types into on a phone: the on-screen keyboard is up, and what sits over the
 * bottom of the page hides what they type. On a wider screen the launcher sits beside the page's fields.
 */
function isTypingField(element: Element | null): boolean {
  if (!element || element.closest(`#${PANEL_ID}`) || !window.matchMedia?.(SMALL_SCREEN_QUERY).matches) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file', 'range', 'color'].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** Whether the visitor is typing in a field of the page (not of the chat) on a phone: the launcher steps aside meanwhile. */
export function useTypingOutsideChat(): boolean {
  const [typing, setTyping] = useState(() => typeof document !== 'undefined' && isTypingField(document.activeElement));
  useEffect(() => {
    // focusout comes before the next focusin: read where focus went once both are done.
    const update = () => setTyping(isTypingField(document.activeElement));
    const later = () => queueMicrotask(update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return typing;
}
