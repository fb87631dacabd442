import { MOUNT_ATTRIBUTE, whenPageReady } from '@bookcraft/shared';

/** The chat's mount, as RemoteMount marks it: its painted launcher is inside. */
const CHAT_MOUNT = `[${MOUNT_ATTRIBUTE}="chat/./ChatWidget"]`;
/** What a visitor does as they reach for the launcher, before the tap itself (which the boot script holds). */
const REACHING = ['pointerdown', 'keydown', 'focusin'] as const;

let wanted: Promise<void> | undefined;

/**
 * When the chat's code is wanted: once the page is ready (its content live, so the chat never competes with it),
 * or at once when the visitor reaches for the painted launcher, whose tap then opens the chat as soon as its code
 * is there. One promise for the page's life.
 */
export function chatWanted(): Promise<void> {
  wanted ??= new Promise<void>((resolve) => {
    const reached = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(CHAT_MOUNT)) done();
    };
    const done = () => {
      for (const type of REACHING) document.removeEventListener(type, reached, true);
      resolve();
    };
    for (const type of REACHING) document.addEventListener(type, reached, true);
    void whenPageReady().then(done);
  });
  return wanted;
}
