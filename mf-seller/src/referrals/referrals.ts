/** The referrer's per-link figures as the page shows them: sums, sort order, and the CSV (THE CSV rules). */
import type { IntlShape } from 'react-intl';
import type { ReferralAnalytics } from '@shirube/api-contract';
import { conversionRate, csvDocument } from '@shirube/domain/core';

export type LinkRow = ReferralAnalytics['links'][number];
export const COMMISSION_STATES = ['pending', 'payable', 'paid', 'reversed'] as const;
export type SortKey =
  | 'articleTitle'
  | 'clicks'
  | 'uniqueVisitors'
  | 'purchases'
  | 'conversion'
  | (typeof COMMISSION_STATES)[number];

/** Every link summed; conversion over the sums (not an average of the links' rates). */
export function linkTotals(links: readonly LinkRow[]) {
  const t = { clicks: 0, uniqueVisitors: 0, purchases: 0, pending: 0, payable: 0, paid: 0, reversed: 0 };
  for (const l of links) {
    t.clicks += l.clicks;
    t.uniqueVisitors += l.uniqueVisitors;
    t.purchases += l.purchases;
    for (const state of COMMISSION_STATES) t[state] += l.commission[state];
  }
  return { ...t, conversion: conversionRate(t.purchases, t.clicks) };
}

const value = (l: LinkRow, key: SortKey): string | number =>
  (COMMISSION_STATES as readonly string[]).includes(key)
    ? l.commission[key as (typeof COMMISSION_STATES)[number]]
    : l[key as Exclude<SortKey, (typeof COMMISSION_STATES)[number]>];

export function sortLinks(links: readonly LinkRow[], key: SortKey, descending: boolean): LinkRow[] {
  return [...links].sort((a, b) => {
    const x = value(a, key);
    const y = value(b, key);
    const order = typeof x === 'string' ? x.localeCompare(String(y), 'ja') : x - (y as number);
    return (descending ? -order : order) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  });
}

/** The per-link table as a file: the same columns as on screen, conversion in percent, yen as integers. */
export function referralsCsv(intl: IntlShape, data: ReferralAnalytics): string {
  const heading = (id: string) => intl.formatMessage({ id: `seller.referrals.${id}` });
  const header = [
    'article',
    'code',
    'clicks',
    'uniqueVisitors',
    'purchases',
    'conversion',
    ...COMMISSION_STATES,
  ].map(heading);
  const rows = data.links.map((l) => [
    l.articleTitle,
    l.code,
    l.clicks,
    l.uniqueVisitors,
    l.purchases,
    Math.round(l.conversion * 10000) / 100,
    ...COMMISSION_STATES.map((s) => l.commission[s]),
  ]);
  return csvDocument(header, rows);
}
