// A bounded, seeded fuzz over the OpenAPI document (issue 9, item 8): every operation gets NUL
// strings, int4-overflowing numbers and malformed %-escapes in its path, query and JSON body, signed
// in (an admin for /v1/admin). No answer may be a 5xx; every 4xx names a `code`.
import { createUser, describeApi } from '../testing/harness';

type Json = Record<string, unknown>;
type Mode = 'nul' | 'overflow' | 'malformed' | 'mixed';
const MODES: Mode[] = ['nul', 'overflow', 'malformed', 'mixed'];
const SEED = 20261123;

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS: Record<Mode, string[]> = {
  nul: ['a\u0000b', '\u0000'],
  overflow: ['2147483648', '99999999999999999999'],
  malformed: ['%ZZ', '%', 'ok'],
  mixed: ['x', '', '-1', '1.5', 'a\u0000', '2147483648', '全角テキスト'],
};
const NUMBERS: Record<Mode, number[]> = {
  nul: [1],
  overflow: [2147483648, -2147483649, 1e300],
  malformed: [1.5, -1],
  mixed: [0, 1, -1, 2147483647, 2147483648, 0.5],
};
const PARAMS: Record<Mode, string[]> = {
  nul: ['%00', 'a%00b'],
  overflow: ['2147483648', '99999999999999999999', '-2147483649'],
  malformed: ['%ZZ', '%E3%81', '%'],
  mixed: ['1', '0', '-1', 'abc', '1.5', '%00', '2147483648'],
};

function generator(doc: Json, mode: Mode, random: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const gen = (schema: Json | undefined, depth = 0): unknown => {
    if (!schema || depth > 6) return null;
    if (typeof schema.$ref === 'string') return gen(schemas[schema.$ref.split('/').pop()!], depth + 1);
    const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
    if (choices?.length) return gen(pick(choices), depth + 1);
    if (Array.isArray(schema.enum) && mode === 'mixed' && random() < 0.5) return pick(schema.enum);
    switch (schema.type) {
      case 'string':
        return pick(STRINGS[mode]);
      case 'integer':
      case 'number':
        return pick(NUMBERS[mode]);
      case 'boolean':
        return random() < 0.5;
      case 'null':
        return null;
      case 'array':
        return [gen(schema.items as Json, depth + 1)];
      default: {
        const props = (schema.properties ?? {}) as Record<string, Json>;
        return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, gen(v, depth + 1)]));
      }
    }
  };
  return { gen, pick };
}

describeApi('fuzz over /openapi.json', (api) => {
  it('answers NUL, overflow and malformed input with 4xx + code, never 5xx', async () => {
    const { call, db } = api();
    const user = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const doc = (await call('GET', '/openapi.json')).body as Json;
    const random = prng(SEED);
    const operations: Array<{ method: string; path: string; op: Json }> = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>))
      for (const [method, op] of Object.entries(item))
        if (['get', 'post', 'put', 'patch', 'delete'].includes(method))
          operations.push({ method: method.toUpperCase(), path, op: op as Json });
    // Ending the session or the account last keeps the rest signed in.
    const last = (o: { path: string; method: string }) =>
      o.method === 'DELETE' && /\/(sign_out|users\/current)$/.test(o.path) ? 1 : 0;
    operations.sort((a, b) => last(a) - last(b));
    expect(operations.length).toBeGreaterThan(50);

    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, op } of operations) {
      for (const mode of MODES) {
        const { gen, pick } = generator(doc, mode, random);
        const params = (op.parameters ?? []) as Json[];
        const url = path.replace(/\{([^}]+)\}/g, () => pick(PARAMS[mode]));
        const query = params
          .filter((p) => p.in === 'query')
          .map((p) => `${encodeURIComponent(String(p.name))}=${pick(PARAMS[mode])}`)
          .join('&');
        const schema = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
        const json = schema?.['application/json']
          ? gen(schema['application/json'].schema as Json)
          : undefined;
        const session = path.startsWith('/v1/admin') ? admin : user;
        const res = await call(method, query ? `${url}?${query}` : url, {
          headers: session.headers,
          ...(json === undefined ? {} : { json }),
        });
        sent++;
        const label = `${method} ${url}${query ? `?${query}` : ''} ${JSON.stringify(json) ?? ''}`;
        if (res.status >= 500) failures.push(`${res.status} ${label} → ${res.text.slice(0, 200)}`);
        // A page (the sandbox's 3-D Secure page) answers its 404 as a page, not as JSON.
        else if (
          res.status >= 400 &&
          typeof res.body?.code !== 'string' &&
          !res.headers.get('content-type')?.startsWith('text/html')
        )
          failures.push(`${res.status} without code: ${label}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBe(operations.length * MODES.length);
  }, 180_000);

  it('names the field and reason at the boundary', async () => {
    const { call } = api();
    expect((await call('GET', '/v1/users/%ZZ')).body).toMatchObject({
      code: 'validation',
      field: 'path',
      details: [{ field: 'path', reason: 'malformed_escape' }],
    });
    expect((await call('GET', '/v1/users/%00')).body).toMatchObject({ code: 'validation', field: 'path' });
    const signIn = await call('POST', '/v1/auth/sign_in', {
      json: { email: 'a\u0000@example.com', password: 'x' },
    });
    expect(signIn).toMatchObject({
      status: 400,
      body: { code: 'validation', field: 'email', details: [{ reason: 'nul' }] },
    });
    // A draft with one bad paragraph: the answer names that paragraph, the saved draft is unchanged.
    const author = await createUser(api().db);
    const created = await call('POST', '/v1/articles/draft', { headers: author.headers });
    const id = created.body.data.id as number;
    const save = (body: string[]) =>
      call('PATCH', `/v1/articles/${id}/draft`, {
        headers: author.headers,
        json: { article: { title: 't', body } },
      });
    expect((await save(['<p>one</p>', '<p>two</p>'])).status).toBe(200);
    const bad = await save(['<p>one</p>', '<p>tw\u0000o</p>', '<p>three</p>']);
    expect(bad).toMatchObject({
      status: 400,
      body: { field: 'article.body.1', details: [{ field: 'article.body.1', reason: 'nul' }] },
    });
    const kept = await call('GET', `/v1/articles/${id}/draft`, { headers: author.headers });
    expect(kept.body.data.body).toEqual(['<p>one</p>', '<p>two</p>']);
    const tags = await call('GET', '/v1/articles?tag=%E3%81');
    expect(tags).toMatchObject({
      status: 400,
      body: { field: 'tag', details: [{ reason: 'malformed_escape' }] },
    });
  });
});
