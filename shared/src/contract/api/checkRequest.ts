import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '../schemas/fieldErrors';
import { validate } from '../schemas/validate';
import { apiErrorSchema } from './apiAnswers';
import { API_ROUTES, type ApiRoute } from './apiRoutes';
import { SOCKET_EVENTS, type SocketSide } from './socketEvents';
import type { StaffRole } from '../schemas/staff';

// What a stand-in for the server can tell about a request without the server's database and keys:
// the route, the credential's presence and shape, and each part against the route's schema. The
// server's own test (server/test/apiContract.test.ts) checks that it answers these the same way.

/** `<customer id>.<signature>`: the shape of every visitor token the server issues; only the server can check the signature. */
const VISITOR_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[A-Za-z0-9_-]+$/i;

/** The customer a well-formed visitor token is for; undefined for anything else. */
export const visitorTokenCustomer = (token: unknown): string | undefined => (typeof token === 'string' ? VISITOR_TOKEN.exec(token)?.[1] : undefined);

/**
 * Which side the client under test is on: a visitor's page has a token and no staff session; the
 * console has the session cookie, which the browser sends by itself, of a member in a role (`staff`:
 * a member whose role every route admits, for tests that are not about roles).
 */
export type ApiClient = 'visitor' | 'staff' | StaffRole;

export interface ApiRequest {
  method: string;
  /** The path on the API's origin, with its query. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent; '' for none. */
  body: string;
}

/** How the server answers a request the contract refuses. */
export interface ContractRefusal {
  /** The contract's key of the route, when the request found one. */
  route?: string;
  status: number;
  error: string;
  fields?: FieldErrors;
}

const ROUTES = Object.entries(API_ROUTES as Record<string, ApiRoute>).map(([key, route]) => {
  const [method, path] = key.split(' ') as [string, string];
  return { key, route, method, segments: path.split('/') };
});

/** The route a request reaches, preferring fixed segments over `:params` as Fastify does, with the raw params. */
function routeFor(method: string, path: string) {
  const segments = path.split('/');
  let best: { key: string; route: ApiRoute; params: Map<string, string>; fixed: number } | undefined;
  for (const candidate of ROUTES) {
    if (candidate.method !== method || candidate.segments.length !== segments.length) continue;
    const params = new Map<string, string>();
    const matches = candidate.segments.every((part, index) => {
      const given = segments[index]!;
      if (!part.startsWith(':')) return part === given;
      params.set(part.slice(1), given);
      return given !== '';
    });
    const fixed = candidate.segments.length - params.size;
    if (matches && (!best || fixed > best.fixed)) best = { key: candidate.key, route: candidate.route, params, fixed };
  }
  return best;
}

const headerOf = (headers: ApiRequest['headers'], name: string) => {
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return [entry?.[1]].flat()[0];
};

/** The token of `Authorization: Bearer <token>`; undefined when there is none, as the server reads it. */
const bearerOf = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7) || undefined : undefined);

/** Repeated query keys become lists, as Fastify's query parser makes them. */
function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query = new Map<string, string | string[]>();
  for (const [key, value] of search) {
    const earlier = query.get(key);
    query.set(key, earlier === undefined ? value : [earlier, value].flat());
  }
  return Object.fromEntries(query);
}

/** A multipart body's text fields, read as the server reads them: a file in any part but `filePart` counts as a field. */
function multipartOf(raw: string, contentType: string, filePart: string | undefined): { fields: Record<string, string>; file: boolean } | undefined {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return undefined;
  const fields = new Map<string, string>();
  let file = false;
  for (const part of raw.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const [head = '', ...content] = part.split('\r\n\r\n');
    const name = /\bname="([^"]*)"/i.exec(head)?.[1];
    const fileName = /\bfilename="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) continue;
    if (fileName !== undefined && name === filePart) file = true;
    else fields.set(name, fileName ?? content.join('\r\n\r\n').replace(/\r\n$/, ''));
  }
  return { fields: Object.fromEntries(fields), file };
}

type Body = { value: unknown; file: boolean } | ContractRefusal;

function bodyOf(request: ApiRequest, route: ApiRoute): Body {
  const contentType = String(headerOf(request.headers, 'content-type') ?? '');
  if (/^multipart\/form-data\b/i.test(contentType)) {
    const parts = multipartOf(request.body, contentType, route.filePart);
    return parts ? { value: parts.fields, file: parts.file } : { status: 400, error: 'Invalid request', fields: { '(body)': 'Not readable as multipart/form-data.' } };
  }
  if (request.body === '') return { value: undefined, file: false };
  // The server reads text/plain as JSON where a beacon may arrive; elsewhere it would answer 415, which no stand-in checks.
  if (!/^(application\/json|text\/plain)\b/i.test(contentType)) return { status: 415, error: `Unsupported content type "${contentType}"` };
  try {
    return { value: JSON.parse(request.body) as unknown, file: false };
  } catch {
    return { status: 400, error: 'Invalid request', fields: { '(body)': 'Expected JSON.' } };
  }
}

const schemaOf = (body: NonNullable<ApiRoute['body']>, value: unknown): z.ZodType => (typeof body === 'function' ? body(value) : body);
/** A field of a parsed JSON value, if it is an object: what a request names before its schema has checked it. */
export const fieldOf = (value: unknown, field: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined);

/**
 * The answer the server gives a request that breaks the API contract (404,
 * 401, 403 for another customer's record, 400 with the refused fields), or
 * undefined for a request the contract takes.
 */
export function checkApiRequest(request: ApiRequest, client: ApiClient = 'visitor'): ContractRefusal | undefined {
  const url = new URL(request.url, 'http://api.invalid');
  const found = routeFor(request.method, url.pathname);
  if (!found) return { status: 404, error: 'No such route in the API contract' };
  const { key, route } = found;
  const refuse = (status: number, error: string, fields?: FieldErrors): ContractRefusal => ({ route: key, status, error, ...(fields ? { fields } : {}) });

  const bearer = bearerOf(headerOf(request.headers, 'authorization'));
  if (route.caller === 'staff' && client === 'visitor') return refuse(401, 'Staff sign-in required');
  const roleRefused = client !== 'visitor' && client !== 'staff' && route.roles && !route.roles.includes(client);
  if (roleRefused && (route.caller === 'staff' || bearer === undefined)) return refuse(403, 'Your role does not allow this');
  // The server takes a bearer token, when there is one, before it looks for a staff session.
  const tokenNeeded = route.caller === 'visitor' || (route.caller === 'visitor or staff' && (client === 'visitor' || bearer !== undefined));
  let customerId = tokenNeeded ? visitorTokenCustomer(bearer) : undefined;
  if (tokenNeeded && !customerId) return refuse(401, bearer === undefined ? 'Visitor token required' : 'Invalid visitor token');

  const params = new Map<string, string>();
  for (const [name, raw] of found.params) {
    try {
      params.set(name, decodeURIComponent(raw));
    } catch {
      return refuse(400, 'Invalid request', { '(url)': 'The address is not valid.' });
    }
  }
  const parts: [z.ZodType | undefined, unknown][] = [
    [route.params, Object.fromEntries(params)],
    [route.query, queryOf(url.searchParams)],
  ];
  const body = bodyOf(request, route);
  if ('status' in body) return { ...body, route: key };
  if (route.body) parts.push([schemaOf(route.body, body.value), body.value]);
  for (const [schema, value] of parts) {
    const result = schema && validate(schema, value);
    if (result && !result.success) return refuse(400, 'Invalid request', result.fields);
  }
  if (route.filePart && !body.file) return refuse(400, 'Invalid request', { [route.filePart]: 'Attach a file.' });

  if (route.caller === 'visitor token in body') {
    customerId = visitorTokenCustomer(fieldOf(body.value, 'token'));
    if (!customerId) return refuse(401, 'Invalid visitor token');
  }
  if (route.ownCustomerId) {
    const named = route.ownCustomerId === 'params.id' ? params.get('id') : fieldOf(body.value, 'customerId');
    if (named !== customerId) return refuse(403, 'Not your customer record');
  }
  return undefined;
}

/** An answer as a stand-in would send it: JSON (any value), or a file (a string or bytes with its media type). */
export interface ApiAnswerSent {
  status: number;
  body?: unknown;
  contentType?: string;
}

// ArrayBuffer.isView, not instanceof: a Buffer made in another realm (a jest environment's) is bytes all the same.
const isFile = (body: unknown) => typeof body === 'string' || ArrayBuffer.isView(body);

/**
 * Why an answer to `method url` is one the server never gives (shared/src/contract/api/apiAnswers.ts),
 * or undefined when the contract allows it: a success status the route lists, with a body its
 * schema takes; a refusal as `{ error, fields? }`; a file only where the route answers one.
 */
export function checkApiAnswer(method: string, url: string, answer: ApiAnswerSent): string | undefined {
  const found = routeFor(method, new URL(url, 'http://api.invalid').pathname);
  if (!found) return `${method} ${url} is no route of the API contract`;
  const { route } = found;
  const where = `${found.key} answered ${answer.status}`;
  const listed = Object.hasOwn(route.responses, answer.status);
  const schema = listed ? route.responses[answer.status] : answer.status >= 400 ? apiErrorSchema : undefined;
  if (answer.status === 200 && route.fileAnswer && isFile(answer.body)) {
    return answer.contentType?.startsWith(route.fileAnswer) ? undefined : `${where} a file as ${answer.contentType ?? 'no type'}; the contract says ${route.fileAnswer}`;
  }
  if (schema === undefined) return `${where}: a status the contract does not list for this route`;
  if (schema === null) return answer.body === undefined || answer.body === '' ? undefined : `${where} with a body; the contract says none`;
  if (isFile(answer.body)) return `${where} with a file; the contract says JSON`;
  // As the client reads it: through JSON (a Date becomes its ISO string).
  const json = JSON.stringify(answer.body);
  // The schema alone: `validate`'s guard against hostile input would refuse a refusal naming a `__proto__` field.
  const result = schema.safeParse(json === undefined ? undefined : JSON.parse(json));
  return result.success ? undefined : `${where} outside its schema: ${JSON.stringify(fieldErrors(result.error))}`;
}

/** How the server acknowledges a socket event it refuses. */
export interface SocketRefusal {
  error: string;
  fields?: FieldErrors;
}

/**
 * The acknowledgement the server gives an event that breaks the socket
 * contract, or undefined for one it takes. `customerId` is the visitor of
 * the socket's token: a payload naming another customer is refused.
 */
export function checkSocketEvent(side: SocketSide, event: string, payloads: unknown[], customerId?: string): SocketRefusal | undefined {
  const events = SOCKET_EVENTS[side];
  if (!Object.hasOwn(events, event)) return { error: 'Unknown event' };
  if (payloads.length > 1) return { error: 'Invalid payload', fields: { '(body)': 'Send one payload.' } };
  const result = validate(events[event]!, payloads[0]);
  if (!result.success) return { error: 'Invalid payload', fields: result.fields };
  const named = fieldOf(payloads[0], 'customerId');
  if (side === 'visitor' && named !== undefined && named !== customerId) return { error: 'Invalid payload', fields: { customerId: 'Not your customer id.' } };
  return undefined;
}
