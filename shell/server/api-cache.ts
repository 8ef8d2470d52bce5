/**
 * A micro-cache of the API's answers to the shell server's OWN anonymous GETs: a signed-out visitor's
 * server render (mf-reader's loadServerData) and the head's meta lookups. Their answers are the same
 * for every signed-out visitor, yet each page asked again: the top page's five lists (27 KB) queued on
 * the one API process inside the 300 ms render budget, and under load the page fell back to browser
 * rendering where the article (one call) did not (bench/results/ssr-data-2026-11-26.md).
 *
 * - Single-flight: identical requests in flight share one API call.
 * - Short TTL (SSR_DATA_CACHE_MS, 3 s by default): long enough that at any load where it matters (a
 *   few signed-out renders a second) N renders cost one call per URL and TTL, short enough that a
 *   published, edited or withdrawn article is on the signed-out pages within seconds — the HTML is
 *   `no-cache` and the browser's store takes over after hydration, so nothing else holds it longer.
 * - For one more TTL after that, an entry is still answered at once while ONE call fetches its
 *   successor (stale-while-revalidate): under load, a refresh that queues on the API would otherwise
 *   hold every render arriving meanwhile and spend all their budgets at the same moment (measured:
 *   16 concurrent top pages after an expiry all fell back together). No answer is older than 2 × TTL;
 *   a refresh that is no longer a 200 (a withdrawn article's 404) removes the entry.
 * - Only what is the same for everyone: never a request that carries a session, a cookie or an
 *   Authorization header (the visitor's own answer: paid parts, their follows); only 200 answers are
 *   kept; an answer with Set-Cookie, Cache-Control private/no-store or `Vary: *` is neither kept nor
 *   shared. Keyed by the full URL and the request's Accept-Language (today the shell sends none: the
 *   API's answers do not depend on it, and the key stays right should one ever be sent).
 * - Bounded: at most `maxEntries` answers and `maxBytes` of bodies, least recently used out first.
 */

/** Headers that make a request someone's own: never cached. */
const PERSONAL = ['access-token', 'client', 'uid', 'cookie', 'authorization'];
/** Describe the bytes as fetch received them, not as they are stored (already decoded). */
const DROPPED = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);
const NULL_BODY = new Set([101, 204, 205, 304]);

interface Answer {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** Neither Set-Cookie nor private/no-store nor Vary: *. */
  shareable: boolean;
  /** The body as text, decoded at the first `json()` of a hit. */
  text?: string;
}

export interface ApiCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export interface ApiCache {
  /** `load` is the real request, with these headers; called at most once for concurrent identical ones. */
  get(url: string, headers: Record<string, string>, load: () => Promise<Response>): Promise<Response>;
  /** Entries and body bytes held now. */
  size(): { entries: number; bytes: number };
}

const isPersonal = (headers: Record<string, string>) =>
  Object.keys(headers).some((name) => PERSONAL.includes(name.toLowerCase()));

function languageOf(headers: Record<string, string>): string {
  const name = Object.keys(headers).find((n) => n.toLowerCase() === 'accept-language');
  return name ? headers[name]! : '';
}

async function read(res: Response): Promise<Answer> {
  const cacheControl = res.headers.get('cache-control') ?? '';
  const shareable =
    !res.headers.has('set-cookie') &&
    !/\b(private|no-store)\b/i.test(cacheControl) &&
    (res.headers.get('vary') ?? '').trim() !== '*';
  const headers = [...res.headers].filter(([name]) => !DROPPED.has(name));
  return { status: res.status, headers, body: new Uint8Array(await res.arrayBuffer()), shareable };
}

const utf8 = new TextDecoder();

/** A fresh Response for each reader (a body is read once). Its `json()` parses the text decoded once:
 *  Response's own reads the body through a web stream, ~4× the JSON.parse of the same text (314 vs
 *  84 µs for 2 KB), and a signed-out render reads every answer it uses (the top page five). */
const respond = (a: Answer) => {
  const res = new Response(NULL_BODY.has(a.status) ? null : a.body.slice(), {
    status: a.status,
    headers: a.headers,
  });
  if (!NULL_BODY.has(a.status))
    res.json = async () => JSON.parse((a.text ??= utf8.decode(a.body))) as unknown;
  return res;
};

export function apiCache(options: ApiCacheOptions): ApiCache {
  const { ttlMs, maxEntries = 500, maxBytes = 8 * 1024 * 1024, now = Date.now } = options;
  const entries = new Map<string, { answer: Answer; expires: number }>();
  const inFlight = new Map<string, Promise<Answer>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.answer.body.byteLength;
    entries.delete(key);
  };
  const keep = (key: string, answer: Answer) => {
    drop(key);
    if (answer.status !== 200 || !answer.shareable || answer.body.byteLength > maxBytes) return;
    entries.set(key, { answer, expires: now() + ttlMs });
    bytes += answer.body.byteLength;
    // Map order is use order (a hit moves its key to the end): the first key is the least recently used.
    while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value!);
  };
  /** The one call in flight for `key` (started now if none is); its answer replaces the entry. */
  const refresh = (key: string, load: () => Promise<Response>) => {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = load().then(read);
      inFlight.set(key, pending);
      pending.then(
        (answer) => (keep(key, answer), inFlight.delete(key)),
        () => inFlight.delete(key),
      );
    }
    return pending;
  };

  return {
    async get(url, headers, load) {
      if (ttlMs <= 0 || isPersonal(headers)) return load();
      const key = `${url}\n${languageOf(headers)}`;
      const at = now();
      const hit = entries.get(key);
      if (hit && at < hit.expires + ttlMs) {
        entries.delete(key);
        entries.set(key, hit);
        // Past its TTL: still answered at once, while one call fetches its successor.
        if (at >= hit.expires) refresh(key, load).catch(() => undefined);
        return respond(hit.answer);
      }
      drop(key);
      const leader = !inFlight.has(key);
      const answer = await refresh(key, load);
      // Someone else's own answer (Set-Cookie, private) is theirs alone: ask for ours.
      return leader || answer.shareable ? respond(answer) : load();
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
