// jsdom without the fetch-era globals every browser has (react-router's data
// router builds a Request per navigation): lend it Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['TextEncoder', 'TextDecoder', 'Request', 'Response', 'Headers', 'fetch', 'AbortController', 'AbortSignal', 'ReadableStream', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = BrowserLikeEnvironment;
