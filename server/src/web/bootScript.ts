/**
 * On a prerendered page the shell's scripts wait for the page to have
 * painted: the HTML lists them for this script, which adds them once the
 * page has loaded, so they never compete with the first paint.
 */
export const BOOT_SCRIPT_PATH = '/boot.js';
const LIST_ID = 'bookcraft-scripts';

export const BOOT_SCRIPT = `(function () {
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
