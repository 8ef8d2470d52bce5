/** What every page's head is made of (meta.ts and the per-kind files beside it, e.g. magazine-meta.ts). */

/** og:image must be absolute: an uploaded eyecatch (`/uploads/…`) is prefixed with the origin. */
export const absoluteUrl = (origin: string, url: unknown) =>
  typeof url === 'string' && url !== '' ? (/^https?:\/\//.test(url) ? url : origin + url) : null;

export interface PageMeta {
  title: string;
  description?: string;
  image?: string | null;
  url: string;
  type: 'website' | 'article' | 'profile';
  /** schema.org data for the page (articles). */
  jsonLd?: Record<string, unknown>;
  /** The page's one address for search engines: an article reached with ?ref=, ?discount_code= or
   *  another author's path, a profile, the top page. None where the query is the page (search) or
   *  the page is missing. */
  canonical?: string;
}

export function plainText(html: string, max = 120): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
