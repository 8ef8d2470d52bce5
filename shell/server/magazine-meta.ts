/**
 * <title>, OGP and JSON-LD of a magazine page (`/u/{account}/m/{id}`, issue 37), from the anonymous
 * GET /v1/magazines/{id}: title, description, cover and price — what every visitor sees.
 */
import { messages } from '@shirube/i18n';
import { magazineJsonLd } from './json-ld';
import { absoluteUrl, plainText, type PageMeta } from './meta-parts';

interface Wire {
  id?: unknown;
  title?: unknown;
  description?: unknown;
  coverImageUrl?: unknown;
  price?: unknown;
  user?: { account?: unknown; name?: unknown };
  articles?: Array<{ id?: unknown; user?: { account?: unknown } }>;
}

/** null when the answer is not a magazine (the page is then a 404 with the site's meta). */
export function magazineMeta(
  data: Record<string, unknown>,
  { origin, url, siteName }: { origin: string; url: string; siteName: string },
): PageMeta | null {
  const m = data as Wire;
  if (typeof m.title !== 'string' || typeof m.id !== 'number') return null;
  const account = String(m.user?.account ?? '');
  const authorUrl = `${origin}/u/${encodeURIComponent(account)}`;
  const description = plainText(String(m.description ?? '')) || messages.ja['common.siteDescription'];
  const image = absoluteUrl(origin, m.coverImageUrl);
  const canonical = `${authorUrl}/m/${m.id}`;
  return {
    title: `${m.title} | ${siteName}`,
    description,
    image,
    url,
    type: 'website',
    canonical,
    jsonLd: magazineJsonLd({
      title: m.title,
      description,
      url: canonical,
      image,
      authorName: String(m.user?.name ?? ''),
      authorUrl,
      price: Number(m.price ?? 0),
      articleUrls: (m.articles ?? []).map(
        (a) => `${origin}/u/${encodeURIComponent(String(a.user?.account ?? account))}/a/${String(a.id)}`,
      ),
    }),
  };
}
