import { HELD_LINK_ATTRIBUTE, LIVE_ATTRIBUTE, MOUNT_ATTRIBUTE } from '@bookcraft/shared/core';

/**
 * What the visitor does on the painted page before the part under their finger runs (before the shell hydrates
 * #root, or before a remote's code hydrates its mount, see RemoteMount) is kept: a tap on a button is held and
 * replayed on the same node once that part is live (`data-live`), and text typed or boxes ticked are handed to React
 * then as if done at that moment, so nothing is lost. The nodes are the same before and after because React adopts
 * the server's markup instead of replacing it.
 */

/** A field the visitor types in, chooses in or ticks. */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface FieldState {
  value: string;
  checked: boolean;
}

export interface Holding {
  /** Stops holding taps, and does what was held as the browser does it without scripts. */
  letGo(): void;
}

/**
 * What works without scripts is left to the browser: links, and buttons that open a popover (the small-screen menu),
 * where the browser has popovers. Not a link the live page does itself (a call to action that opens the form popup):
 * its tap is held like a button's, and followed as a link only if the page is let go.
 */
const LINK = `a[href]:not([${HELD_LINK_ATTRIBUTE}])`;
const NATIVE = typeof HTMLElement.prototype.showPopover === 'function' ? `${LINK}, [popovertarget]` : LINK;

/** Does what a held event does when nothing holds it: a form is submitted, a button tapped. */
function redo(event: Event): void {
  const target = event.target as HTMLElement;
  if (!target.isConnected) return;
  if (event.type === 'submit') (target as HTMLFormElement).requestSubmit();
  else target.click();
}

/**
 * React keeps the value it last wrote in a tracker behind the field's own "value"/"checked": writing something else
 * through it, and the visitor's value past it (with the prototype's setter), makes React see the visitor's change,
 * as if made now.
 */
function handOver(field: Field, state: FieldState): void {
  if (field.type === 'checkbox' || field.type === 'radio') {
    (field as HTMLInputElement).checked = !state.checked;
    field.click();
  } else if (field.tagName === 'SELECT') {
    field.value = state.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    const text = field as HTMLInputElement;
    text.value = state.value === text.defaultValue ? `${state.value} ` : text.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(text), 'value')!.set!.call(text, state.value);
    text.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Holds taps and keeps typed values inside `root` until the part they are in is live. */
export function holdUntilLive(root: HTMLElement): Holding {
  let held: Event[] = [];
  // What the visitor typed, chose or ticked in each field before it was live. React writes its own value into a
  // field it hydrates, so this is the record of what the visitor did.
  const typed = new Map<Field, FieldState>();

  /** Whether `target` is in a part of #root that is not live yet. */
  const isWaiting = (target: EventTarget | null): boolean => {
    const node = target as Node | null;
    const element = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
    if (!element || !root.contains(element)) return false;
    return !root.hasAttribute(LIVE_ATTRIBUTE) || !!element.closest(`[${MOUNT_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`);
  };

  const hold = (event: Event): void => {
    if (!isWaiting(event.target)) return;
    if (event.type === 'click' && (event.target as Element).closest(NATIVE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  };

  const record = (event: Event): void => {
    const field = event.target as Field;
    if (isWaiting(field) && 'value' in field && field.type !== 'file') typed.set(field, { value: field.value, checked: (field as HTMLInputElement).checked });
  };

  // Each time a part goes live: what was typed there first, then the taps (a tap on "Submit" sends what was typed).
  const replay = (): void => {
    typed.forEach((state, field) => {
      if (isWaiting(field)) return;
      typed.delete(field);
      if (field.isConnected) handOver(field, state);
    });
    held = held.filter((event) => {
      if (isWaiting(event.target)) return true;
      redo(event);
      return false;
    });
  };

  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  new MutationObserver(replay).observe(root, { attributes: true, attributeFilter: [LIVE_ATTRIBUTE], subtree: true });

  return {
    letGo() {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      held.forEach(redo);
      held = [];
    },
  };
}
