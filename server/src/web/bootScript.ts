import { LIVE_ATTRIBUTE, MOUNT_ATTRIBUTE } from '@bookcraft/shared/core';

/**
 * The one script a prerendered page runs first (`/boot.js`, deferred, about 1 KB).
 *
 * It adds the shell's scripts once the page has painted and loaded, so they
 * never compete with the first paint.
 *
 * And it keeps what the visitor does on the painted page before the part
 * under their finger runs (before the shell hydrates #root, or before a
 * remote's code hydrates its mount, see RemoteMount): a tap on a button is
 * held and replayed on the same node once that part is live (`data-live`),
 * and text typed or boxes ticked are handed to React then as if done at that
 * moment, so nothing is lost. Links are left to the browser: they already
 * work. The nodes are the same before and after because React adopts the
 * server's markup instead of replacing it.
 */
export const BOOT_SCRIPT_PATH = '/boot.js';
const LIST_ID = 'bookcraft-scripts';

export const BOOT_SCRIPT = `(function () {
  var LIVE = '${LIVE_ATTRIBUTE}';
  var root = document.getElementById('root');
  var held = [];
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
    if (event.type === 'click' && event.target.closest && event.target.closest('a[href]')) return;
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

  if (root) {
    document.addEventListener('click', hold, true);
    document.addEventListener('submit', hold, true);
    document.addEventListener('input', record, true);
    document.addEventListener('change', record, true);
    new MutationObserver(replay).observe(root, { attributes: true, attributeFilter: [LIVE], subtree: true });
  }

  var list = document.getElementById('${LIST_ID}');
  function start() {
    JSON.parse(list.textContent).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
`;

/** Takes the page's deferred scripts out of its head and leaves them to the boot script. */
export function deferScripts(html: string): string {
  const sources: string[] = [];
  const stripped = html.replace(/<script defer="defer" src="([^"]+)"><\/script>/g, (_tag, src: string) => (sources.push(src), ''));
  if (sources.length === 0) return html;
  const list = `<script id="${LIST_ID}" type="application/json">${JSON.stringify(sources).replace(/</g, '\\u003c')}</script>`;
  return stripped.replace('</head>', `${list}<script defer src="${BOOT_SCRIPT_PATH}"></script></head>`);
}
