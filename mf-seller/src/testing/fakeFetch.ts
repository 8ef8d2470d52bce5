/** (Same as mf-reader's: remotes never import each other.)
 *
 * A fake `fetch` for tests: the network boundary under the real @shirube/api-contract client.
 * Routes match `METHOD /path` (with :params); each answers contract-shaped JSON. Every request is
 * recorded so a test can assert what was asked (e.g. the `since` cursor).
 */
export interface FakeRequest {
  method: string;
  url: URL;
  params: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeFetch {
  fetch: jest.Mock;
  calls: FakeRequest[];
  /** Replace or add a route while a test runs. */
  on(route: string, handler: FakeHandler): void;
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** Just enough of a WHATWG Response for effect's FetchHttpClient (jsdom has no Response). */
function fakeResponse(url: string, status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    url,
    status,
    ok: status >= 200 && status < 300,
    headers: { 'content-type': 'application/json' },
    body: null,
    arrayBuffer: async () => {
      // Built in the test realm: a TextEncoder buffer from Node's realm fails effect's type check.
      const bytes = Buffer.from(text, 'utf8');
      const buffer = new ArrayBuffer(bytes.length);
      new Uint8Array(buffer).set(bytes);
      return buffer;
    },
    text: async () => text,
    json: async () => JSON.parse(text),
  };
}

// effect's FetchHttpClient reads globalThis.fetch once and keeps it, so the global stays one function
// that forwards to whichever fake the current test installed.
let current: ((input: unknown, init?: { method?: string }) => Promise<unknown>) | null = null;
const dispatcher = (input: unknown, init?: { method?: string }) => {
  if (!current) throw new Error('installFakeFetch() first');
  return current(input, init);
};

export function installFakeFetch(routes: Record<string, FakeHandler>): FakeFetch {
  const table = new Map(Object.entries(routes));
  const calls: FakeRequest[] = [];
  const fetch = jest.fn(async (input: unknown, init?: { method?: string }) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    for (const [route, handler] of table) {
      const [routeMethod, routePath] = route.split(' ');
      if (routeMethod !== method) continue;
      const params = match(routePath, url.pathname);
      if (!params) continue;
      const request = { method, url, params };
      calls.push(request);
      const reply = await handler(request);
      return fakeResponse(url.href, reply.status ?? 200, reply.body);
    }
    calls.push({ method, url, params: {} });
    return fakeResponse(url.href, 404, {
      code: 'not_found',
      message: `no fake route for ${method} ${url.pathname}`,
    });
  });
  current = fetch;
  (globalThis as { fetch?: unknown }).fetch = dispatcher;
  return { fetch, calls, on: (route, handler) => void table.set(route, handler) };
}
