import axios, { type AxiosInstance } from 'axios';
import { getRuntimeConfig } from './config';

/**
 * An axios client for one API host; JSON by default (SPEC §7). Visitors
 * carry a bearer token, never cookies across origins (the partner embed gets
 * no credentials); the staff console's cookie goes with its same-origin calls.
 */
export function createApiClient(baseURL: string): AxiosInstance {
  return axios.create({
    baseURL,
    headers: { 'Content-Type': 'application/json' },
    timeout: 15_000,
  });
}

let main: AxiosInstance | undefined;
let secondary: AxiosInstance | undefined;

/** The main API (`/api` by default). */
export function api(): AxiosInstance {
  main ??= createApiClient(getRuntimeConfig().apiBaseUrl);
  return main;
}

/** The second API host of SPEC §7 (the main API unless configured). */
export function secondaryApi(): AxiosInstance {
  secondary ??= createApiClient(getRuntimeConfig().secondaryApiBaseUrl);
  return secondary;
}
