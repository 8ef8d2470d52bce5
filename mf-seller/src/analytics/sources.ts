/** A view source (API: kind + detail) as the author reads it, and the analytics CSV (THE CSV rules). */
import type { IntlShape } from 'react-intl';
import type { AuthorAnalytics } from '@shirube/api-contract';
import { csvDocument } from '@shirube/domain/core';

export function sourceLabel(intl: IntlShape, kind: string, detail: string): string {
  const say = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `seller.analytics.source.${id}` }, values);
  if (kind === 'referral') return say('referral', { detail });
  if (kind === 'external') return say('external', { detail });
  if (kind === 'internal') {
    if (detail === 'search:all') return say('searchAll');
    if (detail.startsWith('search:')) return say('search', { category: detail.slice(7) });
    if (['top', 'user', 'article'].includes(detail)) return say(detail);
    return say('other');
  }
  return say('direct');
}

/** The per-article table as a file: the same columns as on screen, conversion in percent. */
export function analyticsCsv(intl: IntlShape, data: AuthorAnalytics): string {
  const heading = (id: string) => intl.formatMessage({ id: `seller.analytics.${id}` });
  const header = ['article', 'views', 'uniqueBuyers', 'purchases', 'conversion', 'revenue'].map(heading);
  const rows = data.articles.map((a) => [
    a.title,
    a.views,
    a.uniqueBuyers,
    a.purchases,
    Math.round(a.conversion * 10000) / 100,
    a.revenue,
  ]);
  return csvDocument(header, rows);
}
