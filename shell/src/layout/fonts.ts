import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2';
import merriweather700 from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2';

/**
 * Self-hosted web fonts (from @fontsource, Latin subset, woff2). Declared here, fetched only once the boot script turns
 * them on after the page has painted (shared/src/contract/webFonts.ts), and swapped in when ready so text shows at once.
 */
export const fontFaces = `
  @font-face { font-family: 'Inter'; font-style: normal; font-weight: 400; font-display: swap; src: url(${inter400}) format('woff2'); }
  @font-face { font-family: 'Inter'; font-style: normal; font-weight: 700; font-display: swap; src: url(${inter700}) format('woff2'); }
  @font-face { font-family: 'Merriweather'; font-style: normal; font-weight: 700; font-display: swap; src: url(${merriweather700}) format('woff2'); }
`;
