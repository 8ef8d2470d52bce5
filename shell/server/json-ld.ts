/**
 * schema.org Article for an article page. A paid article says `isAccessibleForFree: false` and points
 * `hasPart` at the paid area's class, as Google's guidance for paywalled content asks: the HTML holds
 * the free part for everyone, and the markup tells crawlers the rest is behind the paywall.
 */
import { PAID_AREA_CLASS } from '@shirube/domain/core';

export interface ArticleLd {
  title: string;
  description: string;
  url: string;
  image: string | null;
  authorName: string;
  authorUrl: string;
  publishedAt: string | null;
  paid: boolean;
}

export function articleJsonLd(a: ArticleLd): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.description,
    mainEntityOfPage: a.url,
    ...(a.image ? { image: [a.image] } : {}),
    ...(a.publishedAt ? { datePublished: a.publishedAt } : {}),
    author: { '@type': 'Person', name: a.authorName, url: a.authorUrl },
    isAccessibleForFree: !a.paid,
    ...(a.paid
      ? {
          hasPart: {
            '@type': 'WebPageElement',
            isAccessibleForFree: false,
            cssSelector: `.${PAID_AREA_CLASS}`,
          },
        }
      : {}),
  };
}

export interface MagazineLd {
  title: string;
  description: string;
  url: string;
  image: string | null;
  authorName: string;
  authorUrl: string;
  price: number;
  /** Its articles' pages, in the author's order. */
  articleUrls: string[];
}

/**
 * schema.org for a magazine page: a CreativeWorkSeries (a set of articles by one author) that lists its
 * articles as parts, with an Offer for its price. Only what the page shows to everyone: no paid text.
 */
export function magazineJsonLd(m: MagazineLd): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWorkSeries',
    name: m.title,
    description: m.description,
    url: m.url,
    ...(m.image ? { image: [m.image] } : {}),
    author: { '@type': 'Person', name: m.authorName, url: m.authorUrl },
    isAccessibleForFree: m.price === 0,
    offers: { '@type': 'Offer', price: m.price, priceCurrency: 'JPY', url: m.url },
    hasPart: m.articleUrls.map((url) => ({ '@type': 'Article', url })),
  };
}

/** A <script type="application/ld+json"> whose text cannot end the element early. */
export function jsonLdTag(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
