import { setRuntimeConfig } from '@bookcraft/shared';
import { connectPartnerVisitor } from './partnerVisitor';
import { mountChat, type MountOptions } from './mountChat';

export interface BookcraftChat {
  /** Shows the chat launcher in `element` (inside a shadow root of its own); a mounted chat moves there. */
  mount(element: Element, options?: MountOptions): void;
  unmount(): void;
}

declare global {
  interface Window {
    BookcraftChat?: BookcraftChat;
  }
}

/** The site serving embed.js is the one the chat talks to, whichever page includes it. */
export function siteOriginOf(script: HTMLScriptElement | null): string {
  return script?.src ? new URL(script.src, window.location.href).origin : window.location.origin;
}

/**
 * Sets up `window.BookcraftChat` for the script tag that loaded the embed
 * and, unless the tag says `data-manual`, mounts the chat on a host element
 * of its own at the end of the body.
 */
export function installBookcraftChat(script: HTMLScriptElement | null): BookcraftChat {
  // The snippet pasted twice must not make two chats.
  if (window.BookcraftChat) return window.BookcraftChat;
  const siteOrigin = siteOriginOf(script);
  setRuntimeConfig({ apiBaseUrl: `${siteOrigin}/api`, socketUrl: siteOrigin });

  let visitor: Promise<void> | undefined;
  let removeMounted: (() => void) | undefined;
  const chat: BookcraftChat = {
    mount(element, options) {
      chat.unmount();
      const remove = mountChat(element, options);
      removeMounted = element.hasAttribute(OWN_HOST) ? () => (remove(), element.remove()) : remove;
      visitor ??= connectPartnerVisitor(siteOrigin).then(() => undefined, (error: unknown) => console.error('Tracking error', error));
    },
    unmount() {
      removeMounted?.();
      removeMounted = undefined;
    },
  };
  window.BookcraftChat = chat;

  if (!script?.hasAttribute('data-manual')) {
    whenBodyExists(() => {
      const host = document.createElement('div');
      host.setAttribute(OWN_HOST, '');
      document.body.append(host);
      chat.mount(host);
    });
  }
  return chat;
}

const OWN_HOST = 'data-bookcraft-chat';

function whenBodyExists(run: () => void): void {
  if (document.body) run();
  else document.addEventListener('DOMContentLoaded', run, { once: true });
}
