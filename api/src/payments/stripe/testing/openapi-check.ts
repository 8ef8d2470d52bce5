// Checks the fake's requests and answers against Stripe's documented API: the subset of Stripe's published
// OpenAPI description (spec3) the provider uses, when the steering repo's shared/ holds it (data cut from
// github.com/stripe/openapi may live there only, never in this repository; STRIPE_OPENAPI_SUBSET overrides
// the path), else the hand-written facts of the same operations and objects (stripe-api-facts.ts).
// A small checker, not a full JSON Schema validator: required fields, types, nullable, enums, anyOf.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripeApiFacts } from './stripe-api-facts';
import type { Exchange } from './fake-stripe';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema and JSON values */
type Schema = Record<string, any>;
interface Operation {
  parameters: Array<{ name: string; in: string }>;
  requestParams: string[];
  responses: { 200: Schema; default: Schema };
}
export interface Subset {
  source: { repository: string; commit: string; apiVersion: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** shared/ beside the checkout (CI lays a copy of it beside its clone). */
export const SUBSET_PATH =
  process.env.STRIPE_OPENAPI_SUBSET ??
  path.resolve(__dirname, '../../../../../../shared/stripe-openapi/stripe-openapi-subset.json');

/** The published subset where it is available, else the hand-written facts; says which it checks against. */
export function loadSubset(): Subset {
  if (existsSync(SUBSET_PATH)) return JSON.parse(readFileSync(SUBSET_PATH, 'utf8')) as Subset;
  if (process.env.STRIPE_OPENAPI_SUBSET) throw new Error(`STRIPE_OPENAPI_SUBSET: no file at ${SUBSET_PATH}`);
  return stripeApiFacts as Subset;
}

export function checkValue(subset: Subset, schema: Schema, value: unknown, at: string): string[] {
  if (schema.$ref) {
    const name = String(schema.$ref).replace('#/components/schemas/', '');
    const target = subset.components.schemas[name];
    if (!target) return [`${at}: schema ${name} is not in the subset`];
    return checkValue(subset, target, value, at);
  }
  if (value === null) return schema.nullable ? [] : [`${at}: null is not allowed`];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const tried = (branches as Schema[]).map((b) => checkValue(subset, b, value, at));
    return tried.some((p) => p.length === 0)
      ? []
      : [`${at}: matches none of anyOf (${tried.flat().join('; ')})`];
  }
  if (schema.enum && !schema.enum.includes(value))
    return [`${at}: ${JSON.stringify(value)} not in ${schema.enum.join('|')}`];
  const type = schema.type ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case undefined:
      return [];
    case 'string':
      return typeof value === 'string' ? [] : [`${at}: expected string, got ${typeof value}`];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at}: expected integer, got ${JSON.stringify(value)}`];
    case 'number':
      return typeof value === 'number' ? [] : [`${at}: expected number, got ${typeof value}`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at}: expected boolean, got ${typeof value}`];
    case 'array':
      if (!Array.isArray(value)) return [`${at}: expected array`];
      return value.flatMap((v, i) => checkValue(subset, schema.items ?? {}, v, `${at}[${i}]`));
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: expected object`];
      const obj = value as Record<string, unknown>;
      const problems = ((schema.required ?? []) as string[])
        .filter((k) => !(k in obj))
        .map((k) => `${at}.${k}: required`);
      for (const [k, v] of Object.entries(obj)) {
        const sub = schema.properties?.[k];
        if (sub) problems.push(...checkValue(subset, sub, v, `${at}.${k}`));
      }
      return problems;
    }
    default:
      return [`${at}: unknown schema type ${type}`];
  }
}

/** Problems of one request/answer against the operation Stripe publishes for it. */
export function checkExchange(subset: Subset, x: Exchange): string[] {
  const op = subset.paths[x.route]?.[x.method.toLowerCase()];
  if (!op) return [`${x.method} ${x.route}: not an operation of the subset`];
  const known = new Set([...op.requestParams, ...op.parameters.map((p) => p.name)]);
  const problems = Object.keys(x.params)
    .filter((k) => !known.has(k))
    .map((k) => `${x.method} ${x.route}: unknown request parameter ${k}`);
  const schema = x.status === 200 ? op.responses[200] : op.responses.default;
  problems.push(...checkValue(subset, schema, x.body, `${x.method} ${x.route} → ${x.status}`));
  return problems;
}

const EVENT_OBJECT: Array<[RegExp, string]> = [
  [/^payment_intent\./, 'payment_intent'],
  [/^charge\.dispute\./, 'dispute'],
  [/^charge\./, 'charge'],
];

/** Problems of one webhook event: the envelope and the object it carries. */
export function checkEvent(subset: Subset, event: Record<string, any>): string[] {
  const problems = checkValue(subset, { $ref: '#/components/schemas/event' }, event, `event ${event.type}`);
  const kind = EVENT_OBJECT.find(([pattern]) => pattern.test(String(event.type)))?.[1];
  if (!kind) return [...problems, `event ${event.type}: not a type the provider subscribes to`];
  problems.push(
    ...checkValue(
      subset,
      { $ref: `#/components/schemas/${kind}` },
      event.data?.object,
      `event ${event.type}.data.object`,
    ),
  );
  return problems;
}
