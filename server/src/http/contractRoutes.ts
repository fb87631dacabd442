import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { API_ROUTES, apiErrorSchema, fieldErrors, fieldOf, validate, type ApiMethod, type ApiRoute, type ApiRouteKey } from '@bookcraft/shared/contracts';
import { callerGuards, type CallerGuardDeps } from './callers';
import { ClientError } from '../core/errors';

/** Fastify's types for a route read from its zod schemas: what a handler gets is what the schema let through. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Each request part checked by its zod schema; a failure is the `{ error, fields }` 400 naming each field. */
const zodValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  // Fastify hands an absent part over as null.
  (data) => {
    const result = validate(schema, data ?? undefined);
    return result.success ? { value: result.data } : { error: new ClientError(400, 'Invalid request', result.fields) };
  };

/** A response schema: the contract's zod schema of a JSON body, no body at all, or a status the contract does not list. */
type Answer = { schema: z.ZodType } | { none: true } | { undeclared: true };

/** An answer outside the contract: the error handler logs it and answers 500. */
export class AnswerOutsideContract extends Error {}

/**
 * Every JSON answer of a contract route is checked against the contract's schema for its status
 * before it is sent, as its JSON (a date as its ISO string, as the client reads it). An answer
 * outside it throws, so the client gets a logged 500 and not a body its types do not describe:
 * in production too, because the clients' types are inferred from these schemas, a field a handler
 * adds unasked may be one nobody meant to publish (an e-mail, a key), and a 500 in the logs is found
 * and fixed where a silently different answer is not. The check costs one parse of the answer.
 * Files (strings, buffers, streams) and bodiless answers never reach a serializer.
 */
const zodSerializer: FastifySerializerCompiler<Answer> =
  ({ schema, method, url, httpStatus }) =>
  (data) => {
    const where = `${method} ${url} ${httpStatus}`;
    if ('undeclared' in schema) throw new AnswerOutsideContract(`${where}: a status the API contract does not list for this route`);
    if ('none' in schema) throw new AnswerOutsideContract(`${where}: the API contract says this answer has no body`);
    const json = JSON.stringify(data);
    // The schema alone, not `validate`: its guard against hostile input would refuse a refusal that names the `__proto__` field it refused.
    const result = schema.schema.safeParse(json === undefined ? undefined : JSON.parse(json));
    if (!result.success) throw new AnswerOutsideContract(`${where}: the answer breaks the API contract: ${JSON.stringify(fieldErrors(result.error))}`);
    return json;
  };

/** The response schemas Fastify serializes a route's answers with: its listed statuses, the shared error answer, and a catch-all that refuses the rest. */
function answersOf(route: ApiRoute): Record<string, Answer> {
  const listed = Object.entries(route.responses).map(([status, schema]) => [status, schema ? { schema } : { none: true as const }]);
  return { '4xx': { schema: apiErrorSchema }, '5xx': { schema: apiErrorSchema }, default: { undeclared: true }, ...Object.fromEntries(listed) };
}

export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidator);
  app.setSerializerCompiler(zodSerializer);
  // The validator is handed null for a body that is absent, so a body of JSON null is refused before it.
  app.addHook('preValidation', async (request) => {
    if (request.body === null) throw new ClientError(400, 'Invalid request', { '(body)': 'Expected a JSON object.' });
  });
}

type Contract<K extends ApiRouteKey> = (typeof API_ROUTES)[K];
type SchemaPart<R, P extends keyof ApiRoute> = R extends { [key in P]: infer S extends z.ZodType } ? S : undefined;
type RouteSchema<K extends ApiRouteKey> = { params: SchemaPart<Contract<K>, 'params'>; querystring: SchemaPart<Contract<K>, 'query'>; body: SchemaPart<Contract<K>, 'body'> };

export type ContractHandler<K extends ApiRouteKey> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  RouteSchema<K>,
  ZodTypeProvider
>;

/** A staff caller whose role the route does not admit is refused (403); visitors are not staff and pass. */
function rolesOf(contract: ApiRoute): onRequestHookHandler[] {
  const { roles } = contract;
  if (!roles) return [];
  return [
    async (request: FastifyRequest) => {
      const staff = request.staff ?? request.actor?.staff;
      if (staff && !roles.includes(staff.role)) throw new ClientError(403, 'Your role does not allow this');
    },
  ];
}

export interface ContractRouteOptions {
  /** Run after the caller is known and before the request parts are checked (rate limits). */
  onRequest?: onRequestHookHandler[];
  bodyLimit?: number;
}

/**
 * Registers the routes of the shared API contract (shared/src/contract/api/apiRoutes.ts) in a plugin under
 * /api: each route's caller is checked first (401), then its params, query and body against the
 * contract's schemas (400), then that a visitor names their own record (403), as the client tests'
 * stand-in API answers; `every` adds hooks to each route the returned function registers. A lead's schema depends on its body, and an upload's fields are in a multipart
 * stream: those two handlers check their body themselves.
 */
export function contractRoutes(app: FastifyInstance, deps: CallerGuardDeps, every: Pick<ContractRouteOptions, 'onRequest'> = {}) {
  const guards = callerGuards(deps);
  return function route<K extends ApiRouteKey>(key: K, handler: ContractHandler<K>, options: ContractRouteOptions = {}): void {
    const [method, path] = key.split(' ') as [ApiMethod, string];
    const contract: ApiRoute = API_ROUTES[key];
    const body = typeof contract.body === 'function' || contract.filePart ? undefined : contract.body;
    const schema = Object.fromEntries(Object.entries({ params: contract.params, querystring: contract.query, body }).filter(([, part]) => part));
    const ownId = contract.ownCustomerId;
    app.route({
      method,
      url: path.slice('/api'.length),
      schema: { ...schema, response: answersOf(contract) },
      bodyLimit: options.bodyLimit,
      onRequest: [...guards[contract.caller], ...rolesOf(contract), ...(every.onRequest ?? []), ...(options.onRequest ?? [])],
      preHandler: ownId
        ? async (request: FastifyRequest) => {
            const id = ownId === 'params.id' ? fieldOf(request.params, 'id') : fieldOf(request.body, 'customerId');
            if (id !== request.visitorId) throw new ClientError(403, 'Not your customer record');
          }
        : [],
      handler: handler as RouteHandlerMethod,
    });
  };
}
