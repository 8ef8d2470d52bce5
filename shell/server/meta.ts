/**
 * Per-page <title> and OGP/twitter meta for crawlers and link previews, put into index.html by the
 * shell server. Article pages carry the title and the FREE part only (the API never sends the paid
 * part to an anonymous request, and we ask anonymously on purpose).
 */
import { messages, pageTitle } from '@shirube/i18n';
import { ogCoverPath, type CoverCategory } from '@shirube/domain/core';
import type { ApiCache } from './api-cache';
import { articleJsonLd, jsonLdTag } from './json-ld';
import { magazineMeta } from './magazine-meta';
import { absoluteUrl, plainText, type PageMeta } from './meta-parts';
import { decodeOrNull } from './uri';

export type { PageMeta } from './meta-parts';

const siteName = messages.ja['common.siteName'];
/** Every server-rendered page has a description: its own (article teaser, profile text) or the site's. */
const siteDescription = messages.ja['common.siteDescription'];

/** HTML text and attribute values (double-quoted). */
export const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const JSON_ONLY = { accept: 'application/json' };

/** Through the micro-cache (anonymous): a signed-out render's own data call then finds the answer
 *  this lookup just read (the article, the profile) instead of asking the API again. */
async function getJson(url: string, cache?: ApiCache): Promise<Record<string, unknown> | null> {
  try {
    const href = new URL(url).href;
    const load = () => fetch(href, { headers: JSON_ONLY, signal: AbortSignal.timeout(1500) });
    const res = await (cache ? cache.get(href, JSON_ONLY, load) : load());
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: Record<string, unknown> };
    return body.data ?? (body as Record<string, unknown>);
  } catch {
    return null;
  }
}

export async function metaFor(
  pathname: string,
  apiUrl: string,
  origin: string,
  cache?: ApiCache,
): Promise<PageMeta> {
  const url = origin + pathname;
  const article = /^\/u\/([^/]+)\/a\/(\d+)\/?$/.exec(pathname);
  if (article) {
    const a = await getJson(`${apiUrl}/v1/articles/${article[2]}`, cache);
    if (!a || typeof a.title !== 'string') return siteMeta(url);
    const body = Array.isArray(a.body) ? (a.body as string[]) : [];
    const line =
      typeof a.payArticleLine === 'number' && a.payArticleLine >= 0 ? a.payArticleLine : body.length;
    const free = [String(a.introBody ?? ''), ...body.slice(0, line)].join(' ');
    const author = (a.user ?? {}) as { account?: string; name?: string };
    const description = plainText(free) || siteDescription;
    // No eyecatch: the server-made cover PNG (title on the category colour, immutable per title+category).
    const image =
      absoluteUrl(origin, a.eyecatchImageUrl) ??
      origin + ogCoverPath(Number(article[2]), a.title, a.category as CoverCategory);
    return {
      title: `${a.title} | ${siteName}`,
      description,
      image,
      url,
      type: 'article',
      canonical: author.account
        ? `${origin}/u/${encodeURIComponent(author.account)}/a/${article[2]}`
        : undefined,
      jsonLd: articleJsonLd({
        title: a.title,
        description,
        url,
        image,
        authorName: String(author.name ?? ''),
        authorUrl: `${origin}/u/${encodeURIComponent(String(author.account ?? ''))}`,
        publishedAt: typeof a.publishedAt === 'string' ? a.publishedAt : null,
        paid: Number(a.price ?? 0) > 0 && Number(a.paidParagraphsCount ?? 0) > 0,
      }),
    };
  }
  const magazine = /^\/u\/([^/]+)\/m\/(\d+)\/?$/.exec(pathname);
  if (magazine) {
    const m = await getJson(`${apiUrl}/v1/magazines/${magazine[2]}`, cache);
    return (m && magazineMeta(m, { origin, url, siteName })) ?? siteMeta(url);
  }
  // A person's sub-pages say whose (issue 39 item 13): the same names the reader's pages give them.
  const sub = /^\/u\/([^/]+)\/(followers|following|specified)\/?$/.exec(pathname);
  if (sub) {
    const account = decodeOrNull(sub[1]!);
    if (account === null) return siteMeta(url);
    const u = await getJson(`${apiUrl}/v1/users/${encodeURIComponent(account)}`, cache);
    if (!u || typeof u.name !== 'string') return siteMeta(url);
    const id = SUB_PAGE_TITLES[sub[2] as keyof typeof SUB_PAGE_TITLES];
    return {
      ...siteMeta(url),
      title: pageTitle((messages.ja[id] ?? '').replace('{name}', u.name)),
      type: 'profile',
    };
  }
  const user = /^\/u\/([^/]+)\/?$/.exec(pathname);
  if (user) {
    const account = decodeOrNull(user[1]!);
    if (account === null) return siteMeta(url);
    const u = await getJson(`${apiUrl}/v1/users/${encodeURIComponent(account)}`, cache);
    if (!u || typeof u.name !== 'string') return siteMeta(url);
    return {
      title: `${u.name} (@${u.account}) | ${siteName}`,
      description: plainText(String(u.description ?? '')) || siteDescription,
      image: (u.imageUrl as string) ?? null,
      url,
      type: 'profile',
      canonical: `${origin}/u/${encodeURIComponent(String(u.account))}`,
    };
  }
  return pathname === '/' ? { ...siteMeta(url), canonical: url } : siteMeta(url);
}

const SUB_PAGE_TITLES = {
  followers: 'reader.follow.followersTitle',
  following: 'reader.follow.followingTitle',
  specified: 'reader.sellerSpecified.title',
} as const;

/** A page answered 404: its own title, nothing that says the page exists (no canonical). */
export const notFoundMeta = (meta: PageMeta | null, url: string): PageMeta => ({
  ...siteMeta(meta?.url ?? url),
  title: pageTitle(messages.ja['shell.error.notFoundTitle']),
});

/** The top page and every other page (a missing article's too): the site's title and description
 *  (Lighthouse SEO: the top page had none). */
const siteMeta = (url: string): PageMeta => ({
  title: siteName,
  description: siteDescription,
  url,
  type: 'website',
});

export function renderHead(meta: PageMeta | null, extra: string[] = []): { title: string; tags: string } {
  if (!meta) return { title: siteName, tags: extra.join('\n    ') };
  const tags = [
    ...extra,
    `<meta property="og:site_name" content="${escape(siteName)}" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:url" content="${escape(meta.url)}" />`,
    meta.canonical ? `<link rel="canonical" href="${escape(meta.canonical)}" />` : '',
    meta.description ? `<meta name="description" content="${escape(meta.description)}" />` : '',
    meta.description ? `<meta property="og:description" content="${escape(meta.description)}" />` : '',
    meta.image ? `<meta property="og:image" content="${escape(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escape(meta.title)}" />`,
    meta.description ? `<meta name="twitter:description" content="${escape(meta.description)}" />` : '',
    meta.jsonLd ? jsonLdTag(meta.jsonLd) : '',
  ].filter(Boolean);
  return { title: meta.title, tags: tags.join('\n    ') };
}

/** Put title and tags into the built index.html (placeholder comment from shell/src/index.html). */
export function injectHead(html: string, meta: PageMeta | null, extra: string[] = []): string {
  const { title, tags } = renderHead(meta, extra);
  const titled = html.replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`);
  // The build may drop HTML comments; then the tags go just before </head>.
  return titled.includes('<!--shirube-head-->')
    ? titled.replace('<!--shirube-head-->', tags)
    : titled.replace('</head>', `${tags}</head>`);
}
