import http from 'node:http';
import https from 'node:https';
import type { AddressGuard } from './addressGuard';

/** What one attempt came to: the receiver's HTTP status, or null when it could not be reached (with why). */
export interface Attempt {
  status: number | null;
  error?: string;
  /** The start of a 2xx answer's body (some receivers say there what they refused). */
  answer?: string;
}

/** Enough of an answer to log; the rest is read and dropped. */
const KEPT_ANSWER_BYTES = 200;

/**
 * POSTs one delivery. The host is checked by the guard first (an address in the URL) and again in
 * the socket's own lookup (a name), so the address checked is the one connected to. Redirects are
 * not followed: a 3xx is an answer like any other that is not 2xx.
 */
export async function postWebhook(url: URL, body: string, headers: Record<string, string>, options: { guard: AddressGuard; timeoutMs: number; signal?: AbortSignal }): Promise<Attempt> {
  try {
    await options.guard.check(url);
  } catch (error) {
    return { status: null, error: (error as Error).message };
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: { 'User-Agent': 'BookCraft-Webhooks/1', ...headers, 'Content-Length': Buffer.byteLength(body) },
        lookup: options.guard.lookupFor(url) as never,
        timeout: options.timeoutMs,
        signal: options.signal,
        agent: false,
      },
      (answer) => {
        let kept = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          if (kept.length < KEPT_ANSWER_BYTES) kept += chunk.slice(0, KEPT_ANSWER_BYTES - kept.length);
        });
        answer.on('end', () => {
          const status = answer.statusCode ?? 0;
          resolve(status >= 200 && status < 300 ? { status, answer: kept } : { status, error: `answered ${status}${kept ? `: ${kept.replace(/\s+/g, ' ').trim()}` : ''}` });
        });
        answer.on('error', (error) => resolve({ status: answer.statusCode ?? null, error: error.message }));
      },
    );
    const overall = setTimeout(() => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs);
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on('error', (error) => resolve({ status: null, error: error.message }));
    request.on('close', () => clearTimeout(overall));
    request.end(body);
  });
}
