// jsdom without the fetch-era globals every browser has (react-router's data
// router builds a Request per navigation): lend it Node's own, and a matchMedia.
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['TextEncoder', 'TextDecoder', 'Request', 'Response', 'Headers', 'fetch', 'AbortController', 'AbortSignal', 'ReadableStream', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
    // Work scheduled for idle time (the shell's visitor tracking) never runs here; e2e/ covers it in a real browser.
    this.global.requestIdleCallback = () => 0;
    this.global.cancelIdleCallback = () => undefined;
    // jsdom has no layout, so no media query ever matches (as on a screen that matches none).
    this.global.matchMedia = (media) => ({ matches: false, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false });
  }
}

module.exports = BrowserLikeEnvironment;
