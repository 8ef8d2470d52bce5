// GET /openapi.json: the contract's document (OpenApi.fromApi(ShirubeApi)) completed with what the
// generator cannot know — the plain routes (openapi-plain.ts), the session headers as security schemes
// and each operation's `security` from its access in the contract (shared/api access.ts), a summary on every operation (from its operationId when the contract gives none) and a server entry.
// `npm test` lints the same document with redocly (scripts/openapi.mjs writes it without a server).
import { Access, ShirubeApi, type AccessLevel } from '@shirube/api-contract';
import * as Context from 'effect/Context';
import * as Effect from 'effect/Effect';
import { HttpRouter, HttpServerResponse } from 'effect/http';
import { OpenApi } from 'effect/http-api';
import { plainErrors, plainOperations } from './openapi-plain';

type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; summary?: string; security?: unknown[]; responses?: Json };

/** The three headers a signed-in call carries (the shell server adds them from its cookie). */
const SESSION_SCHEMES = {
  accessToken: { type: 'apiKey', in: 'header', name: 'access-token', description: 'Session token' },
  client: { type: 'apiKey', in: 'header', name: 'client', description: 'Session client id' },
  uid: { type: 'apiKey', in: 'header', name: 'uid', description: "The user's email (lower case)" },
};
const session = (roles: string[]) => ({ accessToken: roles, client: roles, uid: roles });
/** `security` of each access level (`{}` = may be called without); admin as a role (OpenAPI 3.1). */
const SECURITY: Record<AccessLevel | 'public', unknown[]> = {
  public: [],
  optional: [{}, session([])],
  session: [session([])],
  admin: [session(['admin'])],
};
/** Raw handlers (HttpApiBuilder.handleRaw) answer statuses the contract's classes do not have. */
const RAW_ERRORS: Record<string, number[]> = { 'media.uploadItem': [413] };

/** operationId → the access the contract declares (access.ts); absent = public. */
function accessLevels(): Map<string, AccessLevel> {
  const levels = new Map<string, AccessLevel>();
  for (const group of Object.values(ShirubeApi.groups))
    for (const endpoint of Object.values(group.endpoints)) {
      const level = Context.getOption(
        (endpoint as unknown as { annotations: Context.Context<never> }).annotations,
        Access,
      );
      if (level._tag === 'Some') levels.set(`${group.identifier}.${endpoint.identifier}`, level.value);
    }
  return levels;
}
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** "payouts.saveBankAccount" → "Save bank account (payouts)". */
export function summaryOf(operationId: string): string {
  const [group, name = group] = operationId.split('.');
  const words = name!.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} (${group})`;
}

/** A summary where the contract gives none; the security of its access level. */
function completeOperation(op: Operation, access: AccessLevel | undefined) {
  op.summary ??= op.operationId ? summaryOf(op.operationId) : undefined;
  op.security = SECURITY[access ?? 'public'];
  const raw = op.operationId ? RAW_ERRORS[op.operationId] : undefined;
  if (raw) op.responses = { ...op.responses, ...plainErrors(...raw) };
}

function build(): Json {
  const doc = JSON.parse(JSON.stringify(OpenApi.fromApi(ShirubeApi))) as Json & {
    paths: Record<string, Record<string, Operation>>;
    components: Json & { securitySchemes?: Json; schemas?: Json };
  };
  doc.tags = [
    ...((doc.tags as unknown[]) ?? []),
    {
      name: 'files',
      description: 'Uploads, PDF/CSV/image answers and pages: routes outside the JSON contract',
    },
  ];
  doc.servers = [{ url: '/', description: 'This site (the shell server passes /v1 to the API)' }];
  doc.components.securitySchemes = { ...doc.components.securitySchemes, ...SESSION_SCHEMES };
  doc.components.schemas = {
    ...doc.components.schemas,
    PlainError: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        field: { type: 'string' },
        details: {
          type: 'array',
          items: {
            type: 'object',
            required: ['field', 'reason'],
            properties: { field: { type: 'string' }, reason: { type: 'string' } },
          },
        },
      },
    },
  };
  const levels = accessLevels();
  for (const item of Object.values(doc.paths))
    for (const method of METHODS) {
      const op = item[method];
      if (op) completeOperation(op, op.operationId ? levels.get(op.operationId) : undefined);
    }
  for (const [path, methods] of Object.entries(plainOperations)) {
    const item = (doc.paths[path] ??= {});
    for (const [method, { access, ...op }] of Object.entries(methods)) {
      if (item[method]) throw new Error(`openapi: ${method} ${path} is in the contract and a plain route`);
      item[method] = { tags: ['files'], ...op };
      completeOperation(item[method]!, access);
    }
  }
  return doc;
}

let cached: Json | null = null;
/** The document (built once per process). */
export function openApiDocument(): Json {
  cached ??= build();
  return cached;
}

export const openApiRoute = HttpRouter.add(
  'GET',
  '/openapi.json',
  Effect.sync(() => HttpServerResponse.jsonUnsafe(openApiDocument())),
);
