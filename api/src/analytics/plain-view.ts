// POST /v1/articles/:id/views on plain node:http, in front of Effect's router (issue 36 item 6: ≥ 2,000
// views/s beside the article page). Every article page sends one, and in the profile (bench/results,
// analytics-ingest) Effect's per-request machinery — router, schema decode of params and body, the fiber,
// the response — cost more than the view itself. This route does the same work (record-view.ts) for the
// ordinary request and still checks it by the contract: the body is decoded with the contract's own
// schemas (the endpoint's payload, decoded as HttpApiBuilder does) and the input guard's rules (http/input-guard.ts), and a refusal has the
// contract route's status and body (a test compares the two answer for answer). Anything unusual — a
// query string, an id that is not a plain int4, a body that is not a small JSON document with a length —
// is left to the contract route untouched (nothing is read here before deciding).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ShirubeApi } from '@shirube/api-contract';
import * as Option from 'effect/Option';
import * as Result from 'effect/Result';
import * as Schema from 'effect/Schema';
import * as SchemaAST from 'effect/SchemaAST';
import * as SchemaIssue from 'effect/SchemaIssue';
import type { AppServices } from '../context';
import { requestAddress } from '../http/client-address';
import { INT4_MAX, jsonProblem } from '../http/input-guard';
import { recordView } from './record-view';

const PATH = /^\/v1\/articles\/([1-9][0-9]{0,9})\/views$/;
/** A view's body is `{"referrer": ≤ 2,048 characters}`; anything longer goes the contract's way. */
export const MAX_PLAIN_BODY = 8192;

/** The article id when this request is one the plain route answers; null: the contract route's. */
export function plainViewTarget(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): number | null {
  if (req.method !== 'POST') return null;
  const m = PATH.exec(req.url ?? '');
  if (!m) return null;
  const id = Number(m[1]);
  if (id > INT4_MAX) return null;
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return null;
  const length = Number(req.headers['content-length']);
  if (!Number.isInteger(length) || length < 0 || length > MAX_PLAIN_BODY) return null;
  if (req.headers['transfer-encoding'] !== undefined) return null;
  return id;
}

// The contract endpoint's own JSON payload schemas, as HttpApiBuilder decodes them (the union of the
// endpoint's JSON codecs; an empty body is null when the schema allows null).
const json = ShirubeApi.groups.analytics.endpoints.recordArticleView.payload.get('application/json') as {
  schemas: ReadonlyArray<Schema.Top>;
};
const payloadSchema = Schema.Union(json.schemas) as unknown as Schema.Codec<{ referrer?: string | null }>;
const decodePayload = Schema.decodeUnknownResult(payloadSchema);
const nullOnEmpty = json.schemas.some((s) => SchemaAST.isNull(SchemaAST.toEncoded(s.ast)));
const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1();

function answer(res: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const validation = (field: string, reason: string) => ({
  code: 'validation',
  message: `${field}: ${reason}`,
  field,
  details: [{ field, reason }],
});

/** The 400 body of a payload the contract's schema refuses, as the contract route words it. */
function refusal(issue: SchemaIssue.Issue) {
  const details = formatIssues(issue).issues.map((i) => ({
    field: (i.path ?? []).map((p) => String(typeof p === 'object' && p ? p.key : p)).join('.') || 'payload',
    reason: i.message,
  }));
  const first = details[0] ?? { field: 'payload', reason: 'invalid' };
  return { code: 'validation', message: `${first.field}: ${first.reason}`, field: first.field, details };
}

/**
 * A request listener that answers the plain view requests and passes every other request to `next`
 * (the Effect app). Sits inside the ops wrapper: health, request id, metrics and the in-flight limit
 * apply to it as to every route.
 */
export function withPlainViewRoute(
  services: Pick<AppServices, 'db' | 'config'>,
  next: (req: IncomingMessage, res: ServerResponse) => void,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const articleId = plainViewTarget(req);
    if (articleId === null) return next(req, res);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_PLAIN_BODY) chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = nullOnEmpty ? null : undefined;
      try {
        if (text !== '') body = JSON.parse(text);
      } catch {
        return answer(res, 400, validation('payload', 'Expected a valid JSON body'));
      }
      const problem = jsonProblem(body);
      if (problem) return answer(res, 400, validation(problem.field, problem.reason));
      const payload = decodePayload(body);
      if (Result.isFailure(payload)) return answer(res, 400, refusal(payload.failure.issue));
      // Answered once the view is queued, as the contract route does (record-view.ts never throws):
      // a flush right after the answer (tests, shutdown) finds it.
      const headers = req.headers as Record<string, string | undefined>;
      void recordView(services, {
        articleId,
        headers,
        address: requestAddress(services.config, {
          headers,
          remoteAddress: Option.fromNullishOr(req.socket.remoteAddress),
        }),
        referrer: payload.success.referrer ?? null,
      }).then(() => answer(res, 204));
    });
  };
}
