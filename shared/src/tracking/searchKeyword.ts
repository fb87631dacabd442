/** Search engines that still pass the query in the referrer, and the parameter that holds it. */
const SEARCH_ENGINES: [RegExp, string][] = [
  [/(^|\.)bing\.com$/, 'q'],
  [/(^|\.)duckduckgo\.com$/, 'q'],
  [/(^|\.)ecosia\.org$/, 'q'],
  [/(^|\.)search\.yahoo\.com$/, 'p'],
  [/(^|\.)yandex\.[a-z.]+$/, 'text'],
  [/(^|\.)baidu\.com$/, 'wd'],
  [/(^|\.)google\.[a-z.]+$/, 'q'],
];

/** The organic search terms a visitor arrived with, from the referring search page; empty when there are none. */
export function searchKeywordOf(referrer: string): string {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  const engine = SEARCH_ENGINES.find(([host]) => host.test(url.hostname));
  return engine ? (url.searchParams.get(engine[1]) ?? '').trim().slice(0, 200) : '';
}
