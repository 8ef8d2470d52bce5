// The statuses /openapi.json documents are the ones the server answers (issue 22 item 6): every
// operation is called signed out, signed in (not an administrator) and with stale session headers, with
// an empty body — each answer is a success or an error status documented for that operation, never a
// 500 — and the access each operation declares holds: a session operation answers 401 signed out, an
// administrators' operation 403 to a plain user, a public one never 401, one that reads a session 401
// to stale session headers.
import { createUser, describeApi, type TestApi } from '../testing/harness';

type Op = {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  requestBody?: unknown;
  parameters?: { in: string; required?: boolean }[];
  'x-served-when'?: string;
};
type Doc = { paths: Record<string, Record<string, Op>> };
type Access = 'public' | 'optional' | 'session' | 'admin';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const accessOf = (op: Op): Access => {
  const security = op.security ?? [];
  if (security.length === 0) return 'public';
  if (security.some((s) => Object.keys(s).length === 0)) return 'optional';
  return security[0]!.uid?.includes('admin') ? 'admin' : 'session';
};
/** A path the router matches: ids that exist nowhere, a real provider and ID side. */
const concrete = (p: string) =>
  p.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'side'
      ? 'front'
      : name === 'provider'
        ? 'google'
        : name === 'account'
          ? 'nobody_here'
          : '999999',
  );
/** Nothing the request must carry beyond the session: no body, no required query or header. */
const bare = (op: Op) => !op.requestBody && !(op.parameters ?? []).some((p) => p.in !== 'path' && p.required);

// Ends the session the later calls use; its own 401 is checked signed out.
const LAST = ['auth.signOut'];

async function operations(api: TestApi) {
  const doc = (await api.call('GET', '/openapi.json')).body as Doc;
  return Object.entries(doc.paths)
    .flatMap(([p, item]) =>
      METHODS.filter((m) => item[m] && !item[m]!['x-served-when']).map((m) => ({
        method: m.toUpperCase(),
        url: concrete(p),
        op: item[m]!,
      })),
    )
    .sort((a, b) => Number(LAST.includes(a.op.operationId)) - Number(LAST.includes(b.op.operationId)));
}

describeApi('/openapi.json statuses', (api) => {
  // ≈ 125 calls a test: more than the default 30 s on a busy machine (no assertion is about time).
  const CALLS_TIMEOUT_MS = 180_000;
  type Ops = Awaited<ReturnType<typeof operations>>;

  /** Every operation called with these headers and no body: operationId → status. Each answer is a
   *  success or a status the operation documents, and never 500. */
  async function answers(ops: Ops, headers: Record<string, string>) {
    const status = new Map<string, number>();
    const undocumented: [string, number][] = [];
    for (const { method, url, op } of ops) {
      const res = await api().call(method, url, { headers });
      status.set(op.operationId, res.status);
      if (res.status >= 400 && (res.status === 500 || !(String(res.status) in op.responses)))
        undocumented.push([op.operationId, res.status]);
    }
    expect(undocumented).toEqual([]);
    return status;
  }
  /** The operations of this access that need nothing but the session each answered `expected`. */
  function expectAccess(ops: Ops, status: Map<string, number>, access: Access[], expected: number) {
    const sample = ops.filter(({ op }) => access.includes(accessOf(op)) && bare(op));
    expect(sample.length).toBeGreaterThan(3);
    const got = sample.map(({ op }) => [op.operationId, status.get(op.operationId)]);
    expect(got).toEqual(sample.map(({ op }) => [op.operationId, expected]));
  }

  it(
    'signed out: every answer is documented, session operations answer 401, public ones never',
    async () => {
      const ops = await operations(api());
      const status = await answers(ops, {});
      expectAccess(ops, status, ['session', 'admin'], 401);
      const open = ops.filter(({ op }) => ['public', 'optional'].includes(accessOf(op)));
      expect(
        open.filter(({ op }) => status.get(op.operationId) === 401).map(({ op }) => op.operationId),
      ).toEqual([]);
      // The sample covers every kind of access.
      expect(new Set(ops.map(({ op }) => accessOf(op)))).toEqual(
        new Set(['public', 'optional', 'session', 'admin']),
      );
    },
    CALLS_TIMEOUT_MS,
  );

  it(
    'signed in as a plain user: every answer is documented, administrators’ operations answer 403',
    async () => {
      const { headers } = await createUser(api().db);
      const ops = await operations(api());
      const status = await answers(ops, headers);
      expectAccess(ops, status, ['admin'], 403);
      // Deeper answers than the access check, each documented: a missing draft, a bad payload.
      expect(status.get('drafts.get')).toBe(404);
      expect(status.get('auth.changeEmail')).toBe(400);
    },
    CALLS_TIMEOUT_MS,
  );

  it(
    'stale session headers: operations that read a session answer 401 (documented)',
    async () => {
      const ops = await operations(api());
      const status = await answers(ops, {
        'access-token': 'gone',
        client: 'gone',
        uid: 'nobody@example.com',
      });
      expectAccess(ops, status, ['optional'], 401);
    },
    CALLS_TIMEOUT_MS,
  );
});
