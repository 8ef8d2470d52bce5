// Literal routes win over param routes everywhere: walks the contract as the server publishes it
// (/openapi.json) and asks the real server for every literal path that a param route's pattern also
// matches (GET /v1/articles/search vs /v1/articles/{id}, /v1/users/current vs /v1/users/{account}).
// Captured, the param route would answer 400 naming its param (an id that is not a number) or 404
// (no user called `current`).
import { createUser, describeApi } from '../testing/harness';

type Collision = { method: string; literal: string; param: string };

const pattern = (p: string) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`);

function collisions(paths: Record<string, Record<string, unknown>>): Collision[] {
  const routes = Object.entries(paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => ({ m, p })));
  return routes.flatMap(({ m, p }) =>
    p.includes('{')
      ? []
      : routes
          .filter((r) => r.m === m && r.p.includes('{') && pattern(r.p).test(p))
          .map((r) => ({ method: m.toUpperCase(), literal: p, param: r.p })),
  );
}

describeApi('route order', (api) => {
  it('answers every literal path with its own route, never with a param route that matches it', async () => {
    const { status, body } = await api().call('GET', '/openapi.json');
    expect(status).toBe(200);
    const found = collisions(body.paths);
    // The walk is not vacuous: the known neighbours are among what it checks.
    expect(found).toEqual(
      expect.arrayContaining([
        { method: 'GET', literal: '/v1/articles/search', param: '/v1/articles/{id}' },
        { method: 'GET', literal: '/v1/users/current', param: '/v1/users/{account}' },
      ]),
    );
    const { headers } = await createUser(api().db);
    for (const c of found) {
      // `q` satisfies the search endpoints; the others ignore it.
      const res = await api().call(c.method, `${c.literal}?q=${encodeURIComponent('テスト')}`, { headers });
      const params = [...c.param.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      // The literal route's own answer: 200, or its own 400 (search_by_category: an unknown slug `q`).
      const captured = res.status === 404 || res.status >= 500 || params.includes(res.body?.field);
      expect({ ...c, status: res.status, field: res.body?.field, captured }).toEqual({
        ...c,
        status: expect.any(Number),
        field: res.body?.field,
        captured: false,
      });
    }
  });
});
