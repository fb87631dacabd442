import type { AxiosError, AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../contract/config';

/** What the site calls on an API host: axios's own methods, with axios loaded by the first call. */
export type HttpClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'delete'>;

/**
 * An axios client for one API host; JSON by default (requirements §7). Visitors
 * carry a bearer token, never cookies across origins (the partner embed gets
 * no credentials); the staff console's cookie goes with its same-origin calls.
 * axios (about 21 KB gzip) is fetched with the first request, not with the
 * page: nothing calls the API before the page is live.
 */
export function createApiClient(baseURL: string): HttpClient {
  let instance: Promise<AxiosInstance> | undefined;
  const client = () => (instance ??= import('axios').then(({ default: axios }) => axios.create({ baseURL, headers: { 'Content-Type': 'application/json' }, timeout: 15_000 })));
  return {
    get: ((url, config) => client().then((axios) => axios.get(url, config))) as HttpClient['get'],
    post: ((url, data, config) => client().then((axios) => axios.post(url, data, config))) as HttpClient['post'],
    put: ((url, data, config) => client().then((axios) => axios.put(url, data, config))) as HttpClient['put'],
    delete: ((url, config) => client().then((axios) => axios.delete(url, config))) as HttpClient['delete'],
  };
}

/** An error from a call of this client (axios's own test, without loading axios). */
export const isApiError = (error: unknown): error is AxiosError => typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** The HTTP status of a failed API call, if the server answered at all. */
export const httpStatusOf = (error: unknown): number | undefined => (isApiError(error) ? error.response?.status : undefined);

/**
 * The server answered and turned the request down: a 4xx other than 408 and 429. Retrying the same
 * request cannot help, and it is no fault to report; anything else (no answer, 5xx, a bug) is.
 */
export function isRefusal(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

let main: HttpClient | undefined;

/** The main API (`/api` by default). */
export function api(): HttpClient {
  main ??= createApiClient(getRuntimeConfig().apiBaseUrl);
  return main;
}
