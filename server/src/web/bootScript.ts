import { createHash } from 'node:crypto';
import { CONTACT_WORDING, LEAD_OUTBOX_STORAGE_KEY, LEAVE_SCRIPT_PATH, LIVE_ATTRIBUTE, MOUNT_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE, SHELL_FAILED_EVENT, STORAGE_KEYS, telHref, unbreakablePhone, WEB_FONTS_RULE, WEB_FONTS_STORAGE_KEY, type RuntimeConfig } from '@bookcraft/shared/core';

/**
 * The one script a prerendered page runs first, carried in the page itself at the end of its body
 * (about 2 KB compressed): a file of its own cost every page a request on the slow phone's
 * connection while the page's image and fonts were loading. The Content-Security-Policy lets it
 * run by its hash (`inlineBootScript`), and no other inline script.
 *
 * A painted page is whole without scripts: its text, images and links work as
 * the server sent them. So the shell's scripts are added only when the visitor
 * is there to use what they run, on the first sign of them (a touch, a move of
 * the pointer, a key, a scroll: WAKE_EVENTS), and never before the page has
 * loaded. A page that reader never touches runs no script but this one. A page
 * the server did not paint (no `data-prerendered-path` for this path) starts
 * them once loaded, as it has nothing to show without them, and so does a
 * page with work waiting: a visitor the site knows (they have chatted or left
 * a lead: staff see them come back, their chat is there) or a lead still to
 * be sent.
 *
 * And it keeps what the visitor does on the painted page before the part
 * under their finger runs (before the shell hydrates #root, or before a
 * remote's code hydrates its mount, see RemoteMount): a tap on a button is
 * held and replayed on the same node once that part is live (`data-live`),
 * and text typed or boxes ticked are handed to React then as if done at that
 * moment, so nothing is lost. Links and popover buttons (the small-screen
 * menu) are left to the browser: they already work. The nodes are the same before and after because React adopts the
 * server's markup instead of replacing it.
 *
 * If the shell never goes live (one of its scripts did not load, or its
 * start-up failed and said so with SHELL_FAILED_EVENT), nothing would ever
 * replay what was held: every tap would be swallowed. So it lets go: taps are
 * no longer held, what was held is done as the browser does it without
 * scripts (a submit button sends its form natively, to the server's lead
 * intake), and a notice tells the visitor how to reach sales instead.
 *
 * It also turns the web fonts on (shared/src/webFonts.ts) once the page has
 * loaded and painted (PAINTED_AFTER_LOAD_MS), or at once in a browser that was
 * sent them before (they are in its cache): through an adopted style sheet
 * where the browser has them, so the page's markup stays as the server sent it.
 */
const LIST_ID = 'bookcraft-scripts';
/** How long the page may still go live after one of the shell's scripts failed to load, before it is let go. */
export const RELEASE_AFTER_SCRIPT_ERROR_MS = 2_000;
/**
 * How long after its load event a page counts as painted, for what should never compete with its content: the
 * web fonts (for a browser that has not been sent them yet) and the short-visit beacon. By then the hero image that
 * ended the load has been painted (a frame or two is not enough: a browser may present the page's first paint after
 * its load event).
 */
const PAINTED_AFTER_LOAD_MS = 500;
/** What tells the boot script a visitor is on the page, and so starts the shell. */
export const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** The notice a page shows when it is let go: the wording of the forms' own fallback, with this site's phone and e-mail. */
const noticeParts = ({ phone, email }: Contact) => ({
  text: [`${CONTACT_WORDING.unavailable} ${CONTACT_WORDING.call} `, ` ${CONTACT_WORDING.write} `, '.'],
  phone: { href: telHref(phone), text: unbreakablePhone(phone) },
  email: { href: `mailto:${email}`, text: email },
});

type Contact = Pick<RuntimeConfig, 'phone' | 'email'>;

const bootScript = (contact: Contact) => `(function () {
  var LIVE = '${LIVE_ATTRIBUTE}';
  var NOTICE = ${JSON.stringify(noticeParts(contact)).replace(/</g, '\\u003c')};
  var FONTS_RULE = ${JSON.stringify(WEB_FONTS_RULE)};
  var root = document.getElementById('root');
  var held = [];
  // What works without scripts is left to the browser: links, and buttons that open a popover (the small-screen menu).
  var NATIVE = typeof HTMLElement.prototype.showPopover === 'function' ? 'a[href], [popovertarget]' : 'a[href]';
  // What the visitor typed, chose or ticked in each field before it was live. React writes its own value into a
  // field it hydrates, so this is the record of what the visitor did.
  var typed = new Map();

  function isWaiting(node) {
    var element = node && node.nodeType === 1 ? node : node && node.parentElement;
    if (!root || !element || !root.contains(element)) return false;
    return !root.hasAttribute(LIVE) || !!element.closest('[${MOUNT_ATTRIBUTE}]:not([' + LIVE + '])');
  }

  function hold(event) {
    if (!isWaiting(event.target)) return;
    if (event.type === 'click' && event.target.closest && event.target.closest(NATIVE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  }

  function record(event) {
    var field = event.target;
    if (isWaiting(field) && 'value' in field && field.type !== 'file') typed.set(field, { value: field.value, checked: field.checked });
  }

  // React keeps the value it last wrote in a tracker behind the field's own "value"/"checked": writing something
  // else through it and the visitor's value past it makes React see the visitor's change, as if made now.
  function handOver(field, state) {
    if (field.type === 'checkbox' || field.type === 'radio') {
      field.checked = !state.checked;
      field.click();
    } else if (field.tagName === 'SELECT') {
      field.value = state.value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      field.value = state.value === field.defaultValue ? state.value + ' ' : field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, state.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }

  function replay() {
    typed.forEach(function (state, field) {
      if (isWaiting(field)) return;
      typed.delete(field);
      if (field.isConnected) handOver(field, state);
    });
    var still = [];
    held.forEach(function (event) {
      if (isWaiting(event.target)) return still.push(event);
      if (!event.target.isConnected) return;
      if (event.type === 'submit') event.target.requestSubmit();
      else event.target.click();
    });
    held = still;
  }

  function link(part) {
    var anchor = document.createElement('a');
    anchor.href = part.href;
    anchor.textContent = part.text;
    return anchor;
  }

  function showNotice() {
    var notice = document.createElement('p');
    notice.setAttribute('role', 'alert');
    notice.style.cssText = 'position:fixed;left:0;right:0;bottom:0;z-index:100;margin:0;padding:1rem 1.25rem;background:#fff;color:#111;border-top:2px solid #111;text-align:center';
    notice.append(NOTICE.text[0], link(NOTICE.phone), NOTICE.text[1], link(NOTICE.email), NOTICE.text[2]);
    document.body.appendChild(notice);
  }

  // The shell will not go live: stop holding, and do what was held as the browser would without scripts.
  var released = false;
  function release(reason) {
    if (released || !root || root.hasAttribute(LIVE)) return;
    released = true;
    console.error('Book Craft: the page could not start (' + reason + '); taps and forms are left to the browser');
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    showNotice();
    held.forEach(function (event) {
      if (!event.target.isConnected) return;
      if (event.type === 'submit') event.target.requestSubmit();
      else event.target.click();
    });
    held = [];
  }

  if (root) {
    window.addEventListener('${SHELL_FAILED_EVENT}', function () { release('its start-up failed'); });
    document.addEventListener('click', hold, true);
    document.addEventListener('submit', hold, true);
    document.addEventListener('input', record, true);
    document.addEventListener('change', record, true);
    new MutationObserver(replay).observe(root, { attributes: true, attributeFilter: [LIVE], subtree: true });
  }

  var list = document.getElementById('${LIST_ID}');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    JSON.parse(list.textContent).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.onerror = function () {
        setTimeout(function () { release(src + ' did not load'); }, ${RELEASE_AFTER_SCRIPT_ERROR_MS});
      };
      document.head.appendChild(script);
    });
  }
  function whenLoaded(then) {
    if (document.readyState === 'complete') then();
    else window.addEventListener('load', then, { once: true });
  }
  function whenPainted(then) {
    whenLoaded(function () { setTimeout(then, ${PAINTED_AFTER_LOAD_MS}); });
  }
  var WAKE = ${JSON.stringify(WAKE_EVENTS)};
  function wake() {
    WAKE.forEach(function (type) { window.removeEventListener(type, wake, true); });
    whenLoaded(start);
  }
  function turnOnFonts() {
    try {
      localStorage.setItem('${WEB_FONTS_STORAGE_KEY}', '1');
    } catch (error) {}
    if ('adoptedStyleSheets' in document) {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync(FONTS_RULE);
      document.adoptedStyleSheets = document.adoptedStyleSheets.concat(sheet);
    } else {
      var style = document.createElement('style');
      style.textContent = FONTS_RULE;
      document.head.appendChild(style);
    }
  }
  function isStored(key) {
    try {
      return !!localStorage.getItem(key);
    } catch (error) {
      return false;
    }
  }
  if (isStored('${WEB_FONTS_STORAGE_KEY}')) turnOnFonts();
  else whenPainted(turnOnFonts);
  whenPainted(function () {
    var script = document.createElement('script');
    script.src = '${LEAVE_SCRIPT_PATH}';
    document.head.appendChild(script);
  });
  var hasWorkWaiting = isStored('${STORAGE_KEYS.customerId}') || isStored('${LEAD_OUTBOX_STORAGE_KEY}');
  if (root && root.getAttribute('${PRERENDERED_PATH_ATTRIBUTE}') === location.pathname && !hasWorkWaiting) {
    WAKE.forEach(function (type) { window.addEventListener(type, wake, { capture: true, passive: true }); });
  } else whenLoaded(start);
})();
`;

export interface InlineBootScript {
  /** The `<script>` element pages carry. */
  element: string;
  /** The Content-Security-Policy source that lets this script, and no other inline one, run. */
  cspSource: string;
}

export function inlineBootScript(contact: Contact): InlineBootScript {
  const source = bootScript(contact);
  return { element: `<script>${source}</script>`, cspSource: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
}

/** Takes the page's deferred scripts out of its head and leaves them to the boot script, which ends the body. */
export function deferScripts(html: string, boot: InlineBootScript): string {
  const sources: string[] = [];
  const stripped = html.replace(/<script defer="defer" src="([^"]+)"><\/script>/g, (_tag, src: string) => (sources.push(src), ''));
  if (sources.length === 0) return html;
  const list = `<script id="${LIST_ID}" type="application/json">${JSON.stringify(sources).replace(/</g, '\\u003c')}</script>`;
  return stripped.replace('</head>', `${list}</head>`).replace('</body>', `${boot.element}</body>`);
}
