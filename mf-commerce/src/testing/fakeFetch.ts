/**
 * A fake `fetch` under the real @shirube/api-contract client: routes `METHOD /path` answer contract-shaped
 * JSON; every request is recorded with its JSON body and headers (so a test can assert the
 * Idempotency-Key and the cvv that were sent).
 */
export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}
export interface FakeReply {
  status?: number;
  body: unknown;
}
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

function fakeResponse(url: string, status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    url,
    status,
    ok: status >= 200 && status < 300,
    headers: { 'content-type': 'application/json' },
    body: null,
    arrayBuffer: async () => {
      // Built in the test realm: a Node-realm buffer fails effect's type check.
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

type Init = { method?: string; body?: unknown; headers?: Record<string, string> };
// effect's FetchHttpClient keeps the global fetch it first saw: forward to the current test's fake.
let current: ((input: unknown, init?: Init) => Promise<unknown>) | null = null;
const dispatcher = (input: unknown, init?: Init) => {
  if (!current) throw new Error('installFakeFetch() first');
  return current(input, init);
};

export function installFakeFetch(routes: Record<string, FakeHandler>) {
  const table = new Map(Object.entries(routes));
  const calls: FakeRequest[] = [];
  current = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      url,
      body: decodeBody(init?.body),
      headers: Object.fromEntries(Object.entries(init?.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    };
    calls.push(request);
    const handler = table.get(`${method} ${url.pathname}`);
    if (!handler)
      return fakeResponse(url.href, 404, {
        code: 'not_found',
        message: `no fake route ${method} ${url.pathname}`,
      });
    const reply = await handler(request);
    return fakeResponse(url.href, reply.status ?? 200, reply.body);
  };
  (globalThis as { fetch?: unknown }).fetch = dispatcher;
  return {
    calls,
    on: (route: string, handler: FakeHandler) => void table.set(route, handler),
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.url.pathname}` === route),
  };
}
