// A cached answer's json() parses the text decoded once (api-cache.ts respond) instead of reading a
// web stream: every reader must still get the same value, a fresh object of its own, and the body's
// other reads must still work.
import { apiCache } from './api-cache';

const body = { data: [{ id: 1, title: '副業の始め方' }], meta: { next: null } };
const load = async () =>
  new Response(`\uFEFF${JSON.stringify(body)}`, {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

describe('apiCache answers read as JSON', () => {
  it('gives every reader, leader and hits, an equal value of its own', async () => {
    const cache = apiCache({ ttlMs: 3000 });
    const leader = await (await cache.get('http://api/v1/articles', {}, load)).json();
    const hit = await (await cache.get('http://api/v1/articles', {}, load)).json();
    expect(leader).toEqual(body);
    expect(hit).toEqual(body);
    (hit as typeof body).data[0]!.title = 'changed by a reader';
    expect(await (await cache.get('http://api/v1/articles', {}, load)).json()).toEqual(body);
  });

  it('still serves the body as bytes and text', async () => {
    const cache = apiCache({ ttlMs: 3000 });
    await cache.get('http://api/v1/articles', {}, load);
    const text = await (await cache.get('http://api/v1/articles', {}, load)).text();
    expect(JSON.parse(text.replace(/^\uFEFF/, ''))).toEqual(body);
  });

  it('rejects a body that is not JSON, as Response.json does', async () => {
    const cache = apiCache({ ttlMs: 3000 });
    const notJson = async () => new Response('<html>', { status: 200 });
    await cache.get('http://api/v1/html', {}, notJson);
    await expect((await cache.get('http://api/v1/html', {}, notJson)).json()).rejects.toThrow(SyntaxError);
  });
});
