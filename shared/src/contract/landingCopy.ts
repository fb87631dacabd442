import { isSingleLine } from './schemas/text';

/** Longer keywords are not inserted anyway (docs/experiments.md): the request names no more than this of utm_term. */
const UTM_TERM_SENT = 100;

/**
 * The API path a landing page asks for its hero copy (GET /api/landing-copy): the same in the server's render and the
 * browser, so it is also the key of the answer the server puts in the page (useRemoteData's `preload`).
 */
export function landingCopyPath(pathname: string, utmTerm: string | null): string {
  // Blank or broken keywords are not asked about (the API refuses them): the headline has its fallback either way.
  const sent = utmTerm?.trim().slice(0, UTM_TERM_SENT);
  const term = sent && isSingleLine(sent) ? `&utm_term=${encodeURIComponent(sent)}` : '';
  return `/landing-copy?path=${encodeURIComponent(pathname)}${term}`;
}
