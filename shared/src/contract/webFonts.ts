/**
 * The site's web fonts (Inter for text, Merriweather for headings) are declared by the shell's CSS but used only
 * once the boot script turns them on, after the page has loaded and painted (shell/src/boot/afterPaint.ts). Until
 * then text is set in the system's fonts below. So on a slow phone's connection the fonts never compete with the
 * page, its hero image or the scripts a visitor wakes, and the first paint never waits for them.
 */
const FONT_STACKS = {
  text: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  heading: 'Georgia, serif',
} as const;

const TEXT_VARIABLE = '--font-text';
const HEADING_VARIABLE = '--font-heading';

/** What CSS sets text and headings in: the web font once turned on, the system's before. */
export const FONT_FAMILIES = {
  text: `var(${TEXT_VARIABLE}, ${FONT_STACKS.text})`,
  heading: `var(${HEADING_VARIABLE}, ${FONT_STACKS.heading})`,
} as const;

/** The rule that turns the web fonts on. */
export const WEB_FONTS_RULE = `:root { ${TEXT_VARIABLE}: Inter, ${FONT_STACKS.text}; ${HEADING_VARIABLE}: Merriweather, ${FONT_STACKS.heading}; }`;

/** Set once a browser has been sent the fonts: it has them in its cache, so later pages turn them on at once. */
export const WEB_FONTS_STORAGE_KEY = 'bookcraft:web-fonts';
