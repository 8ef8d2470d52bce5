/**
 * For crawlers: /robots.txt, the sitemap index /sitemap.xml, and its sitemaps — /sitemaps/pages.xml
 * (top and the site's fixed pages) and /sitemaps/articles-<n>.xml, the listable articles with ids in
 * (n × 50,000, (n + 1) × 50,000]: never over the protocol's 50,000 URLs, and a sitemap's articles
 * stay in it as others are published. Read from the API (GET /v1/articles/sitemap, by keyset) and
 * kept gzipped for CACHE_MS: a crawler walking a million articles costs the API one read per sitemap
 * and quarter hour.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { remoteRoutes, shellRoutePaths } from '../src/routes/routeTable';
import { escape } from './meta';

export const SITEMAP_URLS = 50_000;
const CACHE_MS = 15 * 60_000;
const CACHE_ENTRIES = 24;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ARTICLES = /^\/sitemaps\/articles-(0|[1-9][0-9]{0,5})\.xml$/;

/** Pages a crawler may list besides articles and users. */
const PUBLIC_PAGES = ['/', '/terms', '/specified'];
/** The shell's own pages with nothing to index (forms, sign-in steps). */
const PRIVATE_SHELL_PATHS = shellRoutePaths.filter((p) => !p.startsWith('/help/'));

/** First path segment of each signed-in-only route (`/a/` for /a/draft and /a/:id/edit). */
function disallowed(): string[] {
  const prefixes = [
    ...remoteRoutes.filter((r) => r.guard === 'protected').map((r) => r.path),
    ...PRIVATE_SHELL_PATHS,
  ].map((p) => {
    const [first, ...rest] = p.split('/').filter(Boolean);
    return rest.length > 0 ? `/${first}/` : `/${first}`;
  });
  const unique = [...new Set(prefixes)].sort();
  // `/settings` covers `/settings/`.
  return [...unique.filter((p) => !(p.endsWith('/') && unique.includes(p.slice(0, -1)))), '/v1/'];
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed().map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

interface SitemapBatch {
  data: Array<{ id: number; account: string; publishedAt: string }>;
  meta: { next: number | null; lastId: number | null };
}

async function batch(apiUrl: string, after: number, upTo: number): Promise<SitemapBatch> {
  const res = await fetch(`${apiUrl}/v1/articles/sitemap?after=${after}&upTo=${upTo}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`GET /v1/articles/sitemap: ${res.status}`);
  return (await res.json()) as SitemapBatch;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const url = (loc: string, lastmod?: string) =>
  `<url><loc>${escape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

async function sitemapIndex(apiUrl: string, origin: string): Promise<string> {
  const { meta } = await batch(apiUrl, 0, 0);
  const count = meta.lastId === null ? 0 : Math.ceil(meta.lastId / SITEMAP_URLS);
  const maps = [
    `${origin}/sitemaps/pages.xml`,
    ...Array.from({ length: count }, (_, n) => `${origin}/sitemaps/articles-${n}.xml`),
  ];
  return xml(
    `<sitemapindex xmlns="${XMLNS}">${maps.map((m) => `<sitemap><loc>${escape(m)}</loc></sitemap>`).join('')}</sitemapindex>`,
  );
}

/** null: past the newest article (404). */
async function articlesSitemap(apiUrl: string, origin: string, n: number): Promise<string | null> {
  const from = n * SITEMAP_URLS;
  const urls: string[] = [];
  let after: number | null = from;
  let lastId: number | null = null;
  while (after !== null) {
    const page: SitemapBatch = await batch(apiUrl, after, from + SITEMAP_URLS);
    lastId = page.meta.lastId;
    for (const a of page.data) {
      urls.push(url(`${origin}/u/${encodeURIComponent(a.account)}/a/${a.id}`, a.publishedAt));
    }
    after = page.meta.next;
  }
  if (lastId === null || from >= lastId) return null;
  return xml(`<urlset xmlns="${XMLNS}">${urls.join('')}</urlset>`);
}

const pagesSitemap = (origin: string) =>
  xml(`<urlset xmlns="${XMLNS}">${PUBLIC_PAGES.map((p) => url(origin + p)).join('')}</urlset>`);

/** Gzipped documents by path, each for CACHE_MS; one build at a time per path. */
export function seoCache(now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; gz: Promise<Buffer | null> }>();
  return (key: string, build: () => Promise<string | null>): Promise<Buffer | null> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.gz;
    const gz = build().then((text) => (text === null ? null : gzipSync(text)));
    // A failed build is not kept: the next request tries again.
    gz.catch(() => entries.delete(key));
    entries.delete(key);
    entries.set(key, { expires: now() + CACHE_MS, gz });
    if (entries.size > CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
    return gz;
  };
}

export const isSeoPath = (pathname: string) =>
  pathname === '/robots.txt' ||
  pathname === '/sitemap.xml' ||
  pathname === '/sitemaps/pages.xml' ||
  ARTICLES.test(pathname);

/** Answers an isSeoPath request (GET/HEAD). */
export async function sendSeo(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  o: { apiUrl: string; origin: string; cache: ReturnType<typeof seoCache> },
): Promise<void> {
  if (pathname === '/robots.txt') {
    const body = robotsTxt(o.origin);
    res.writeHead(200, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const n = ARTICLES.exec(pathname)?.[1];
  const gz = await o.cache(pathname, () =>
    pathname === '/sitemap.xml'
      ? sitemapIndex(o.apiUrl, o.origin)
      : pathname === '/sitemaps/pages.xml'
        ? Promise.resolve(pagesSitemap(o.origin))
        : articlesSitemap(o.apiUrl, o.origin, Number(n)),
  );
  if (!gz) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
    return;
  }
  // Stored gzipped (a 50,000-URL sitemap is ~5 MB of XML); the rare client without gzip gets it
  // unpacked. The compression middleware leaves a response with a content-encoding alone.
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const headers = {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': 'public, max-age=900',
    vary: 'Accept-Encoding',
  };
  if (acceptsGzip) {
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': gz.length });
    res.end(req.method === 'HEAD' ? undefined : gz);
    return;
  }
  const body = gunzipSync(gz);
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}
