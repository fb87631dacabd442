import { LEAVE_SCRIPT_PATH, WEB_FONTS_RULE, WEB_FONTS_STORAGE_KEY } from '@bookcraft/shared/core';
import { addScript, isStored, whenPainted } from './page';

/**
 * Turns the web fonts on (shared/src/contract/webFonts.ts): through an adopted style sheet where the browser has them, so the
 * page's markup stays as the server sent it (React adopts it), else a style element.
 */
function turnOnFonts(): void {
  try {
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, '1');
  } catch {
    // Without storage the next page waits for its paint too: slower to the fonts, never wrong.
  }
  // Typed as always there; not in every browser the site supports.
  if (document.adoptedStyleSheets) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(WEB_FONTS_RULE);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = WEB_FONTS_RULE;
    document.head.appendChild(style);
  }
}

/**
 * What never competes with the page's content, so waits until it has loaded and painted: the web fonts (at once in
 * a browser that was sent them before: they are in its cache), and the short-visit beacon (loaded on every page,
 * woken or not, so a visitor who reads and leaves is counted).
 */
export function afterPaint(): void {
  if (isStored(WEB_FONTS_STORAGE_KEY)) turnOnFonts();
  else whenPainted(turnOnFonts);
  whenPainted(() => addScript(LEAVE_SCRIPT_PATH));
}
