/**
 * A fake `fetch` for jsdom tests: the network boundary under the real @shirube/api-contract client.
 * Routes match `METHOD /path` (with :params) and answer contract-shaped JSON. Every request is
 * recorded with its params, JSON body and headers, so a test can assert what was asked (the `since`
 * cursor, the cvv, the Idempotency-Key). Unknown routes answer 404 `not_found`.
 */
export interface FakeRequest {
  method: string;
  url: URL;
  params: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

type Init = { method?: string; body?: unknown; headers?: Record<string, string> };

export interface FakeFetch {
  fetch: jest.Mock;
  calls: FakeRequest[];
  /** Replace or add a route while a test runs. */
  on(route: string, handler: FakeHandler): void;
  /** The recorded requests to one `METHOD /exact/path`. */
  callsTo(route: string): FakeRequest[];
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

function decodeBody(body: unknown): unknown {
  if (body === undefined || body === null) return undefined;
  const text = typeof body === 'string' ? body : Buffer.from(body as Uint8Array).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function lowerCaseHeaders(headers: Init['headers']): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
}

// effect's FetchHttpClient reads globalThis.fetch once and keeps it, so the global stays one function
// that forwards to whichever fake the current test installed.
let current: ((input: unknown, init?: Init) => Promise<unknown>) | null = null;
const dispatcher = (input: unknown, init?: Init) => {
  if (!current) throw new Error('installFakeFetch() first');
  return current(input, init);
};

export function installFakeFetch(routes: Record<string, FakeHandler>): FakeFetch {
  const table = new Map(Object.entries(routes));
  const calls: FakeRequest[] = [];
  const fetch = jest.fn(async (input: unknown, init?: Init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const base = { method, url, body: decodeBody(init?.body), headers: lowerCaseHeaders(init?.headers) };
    for (const [route, handler] of table) {
      const [routeMethod, routePath] = route.split(' ');
      if (routeMethod !== method) continue;
      const params = match(routePath, url.pathname);
      if (!params) continue;
      const request = { ...base, params };
      calls.push(request);
      const reply = await handler(request);
      return fakeResponse(url.href, reply.status ?? 200, reply.body);
    }
    calls.push({ ...base, params: {} });
    return fakeResponse(url.href, 404, {
      code: 'not_found',
      message: `no fake route for ${method} ${url.pathname}`,
    });
  });
  current = fetch;
  (globalThis as { fetch?: unknown }).fetch = dispatcher;
  return {
    fetch,
    calls,
    on: (route, handler) => void table.set(route, handler),
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.url.pathname}` === route),
  };
}
