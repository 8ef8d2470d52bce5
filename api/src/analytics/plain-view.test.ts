// The plain view route answers as the contract route would. The contract route still serves a view
// with a query string (plainViewTarget leaves those to it), so each case is sent both ways and the
// answers compared.
import { sql } from 'drizzle-orm';
import { paidArticle } from '../purchases/testing';
import { createUser, describeApi, type TestApi } from '../testing/harness';
import { MAX_PLAIN_BODY, plainViewTarget } from './plain-view';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function send(api: TestApi, path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(api.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': CHROME, ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

describe('plainViewTarget', () => {
  const req = (over: Partial<{ method: string; url: string; headers: Record<string, string> }> = {}) => ({
    method: 'POST',
    url: '/v1/articles/12/views',
    ...over,
    headers: { 'content-type': 'application/json', 'content-length': '2', ...over.headers },
  });
  it('takes the ordinary view request and leaves anything unusual to the contract route', () => {
    expect(plainViewTarget(req())).toBe(12);
    expect(plainViewTarget(req({ headers: { 'content-type': 'application/json; charset=utf-8' } }))).toBe(12);
    expect(plainViewTarget(req({ method: 'GET' }))).toBeNull();
    expect(plainViewTarget(req({ url: '/v1/articles/12/views?x=1' }))).toBeNull();
    expect(plainViewTarget(req({ url: '/v1/articles/012/views' }))).toBeNull();
    expect(plainViewTarget(req({ url: '/v1/articles/2147483648/views' }))).toBeNull();
    expect(plainViewTarget(req({ url: '/v1/articles/12/views/' }))).toBeNull();
    expect(plainViewTarget(req({ headers: { 'content-type': 'text/plain' } }))).toBeNull();
    expect(plainViewTarget(req({ headers: { 'content-length': String(MAX_PLAIN_BODY + 1) } }))).toBeNull();
    expect(plainViewTarget(req({ headers: { 'transfer-encoding': 'chunked' } }))).toBeNull();
  });
});

describeApi('plain view route', (api) => {
  it('answers every request as the contract route does, and counts the views it takes', async () => {
    const author = await createUser(api().db);
    const reader = await createUser(api().db);
    const article = await paidArticle(api().db, author.user.id);
    const path = `/v1/articles/${article.id}/views`;
    const stale = { 'access-token': 'stale', client: 'nobody', uid: 'x@example.com' };
    const cases: Array<{ body: string; headers?: Record<string, string> }> = [
      { body: '{}' },
      { body: '{"referrer":null}' },
      { body: '{"referrer":"https://t.co/x"}' },
      { body: '{"referrer":"https://t.co/x","extra":1}' },
      { body: JSON.stringify({ referrer: `https://x.test/${'a'.repeat(2100)}` }) },
      { body: '{"referrer":5}' },
      { body: '{"referrer":"a\\u0000b"}' },
      { body: '{"referrer":"x","n":99999999999}' },
      { body: '[]' },
      { body: 'null' },
      { body: '{"referrer":' },
      { body: '' },
      { body: '{}', headers: reader.headers },
      { body: '{}', headers: stale },
    ];
    let address = 0;
    let anonymousCounted = 0;
    for (const { body, headers } of cases) {
      // Each request its own reader address, so that every answered view is a new visitor.
      const from = () => ({ 'x-forwarded-for': `192.0.2.${++address}`, ...headers });
      const plain = await send(api(), path, body, from());
      const contract = await send(api(), `${path}?via=contract`, body, from());
      expect({ sent: body, ...plain }).toEqual({ sent: body, ...contract });
      if (plain.status === 204 && headers !== reader.headers) anonymousCounted += 2;
    }
    expect(anonymousCounted).toBe(10);
    await api().viewsRecorded();
    const counted = (await api().db.execute(
      sql`select count(*)::int as n from view_events where article_id = ${article.id}`,
    )) as unknown as { rows: Array<{ n: number }> };
    // The signed-in reader is one visitor on both routes.
    expect(counted.rows[0]!.n).toBe(anonymousCounted + 1);
  });
});
