import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import type { API_ROUTES, ApiAnswer, ApiRouteKey } from '../contract/api/apiRoutes';
import type { LeadPayload } from '../contract/schemas/leads';
import { api, type HttpClient } from './api';

// One typed call per route of the contract: `call('PUT /api/staff/members/:id', { params: { id }, body })`.
// The route's key is its method and address, written once in the shared route table; its params, query,
// body and answer types come from that route's schemas. Only types are imported here, so calling the API
// loads no schema (a page loads zod only when it validates something).

type Route<K extends ApiRouteKey> = (typeof API_ROUTES)[K];
type Part<K extends ApiRouteKey, P extends string> = Route<K> extends Record<P, infer S> ? (S extends z.ZodType ? z.input<S> : S extends (body: never) => z.ZodType ? LeadPayload : never) : never;

/** What a call of route K sends: its address's params, its query and its body, each only where the route has one. */
export type CallParts<K extends ApiRouteKey> = ([Part<K, 'params'>] extends [never] ? { params?: never } : { params: Part<K, 'params'> }) &
  ([Part<K, 'query'>] extends [never] ? { query?: never } : { query?: Part<K, 'query'> }) &
  ([Part<K, 'body'>] extends [never] ? { body?: never } : { body: Part<K, 'body'> | FormData });

/** What axios may be told besides (a signal, a status that is an answer and not a failure, a blob, headers). */
type Extra = Pick<AxiosRequestConfig, 'signal' | 'validateStatus' | 'responseType' | 'headers'>;

/** The address of route K with its params filled in, below the API's base (`/staff/members/7d9f…`). */
export function pathOf(route: ApiRouteKey, params: Record<string, unknown> = {}): string {
  const template = route.slice(route.indexOf(' ') + 1).replace(/^\/api/, '');
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * Calls route K of the contract and resolves to its answer's body (a success status's, as the contract
 * types it; a `validateStatus` that lets other statuses through gets their bodies too). Rejects as axios
 * does. `client` is another API host's (the partner embed's), the site's by default.
 */
export async function call<K extends ApiRouteKey>(route: K, parts: CallParts<K>, extra: Extra = {}, client: HttpClient = api()): Promise<{ status: number; data: ApiAnswer<K> }> {
  const method = route.slice(0, route.indexOf(' '));
  const { params, query, body } = parts as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const url = pathOf(route, params);
  const config = { ...extra, ...(query ? { params: query } : {}) };
  const response =
    method === 'GET' ? await client.get(url, config) : method === 'DELETE' ? await client.delete(url, config) : method === 'PUT' ? await client.put(url, body ?? {}, config) : await client.post(url, body ?? {}, config);
  return { status: response.status, data: response.data as ApiAnswer<K> };
}

/** The answer's body alone, for the calls that need no status. */
export const callFor = async <K extends ApiRouteKey>(route: K, parts: CallParts<K>, extra?: Extra, client?: HttpClient): Promise<ApiAnswer<K>> => (await call(route, parts, extra, client)).data;
