/** The referrer's per-link figures as the page shows them: sums, sort order, and the CSV (THE CSV rules). */
import type { IntlShape } from 'react-intl';
import type { ReferralAnalytics } from '@shirube/api-contract';
import { conversionRate, csvDocument } from '@shirube/domain/core';

/** One row of the page: an article link or a magazine link (issue 37), the same figures. */
export interface LinkRow {
  kind: 'article' | 'magazine';
  code: string;
  title: string;
  clicks: number;
  uniqueVisitors: number;
  purchases: number;
  conversion: number;
  commission: ReferralAnalytics['links'][number]['commission'];
}
export const COMMISSION_STATES = ['pending', 'payable', 'paid', 'reversed'] as const;
export type SortKey =
  'title' | 'clicks' | 'uniqueVisitors' | 'purchases' | 'conversion' | (typeof COMMISSION_STATES)[number];

/** Article links, then magazine links (absent from an older API's answer: none). */
export function linkRows(data: ReferralAnalytics): LinkRow[] {
  return [
    ...data.links.map(({ articleId: _, articleTitle, ...l }) => ({
      ...l,
      kind: 'article' as const,
      title: articleTitle,
    })),
    ...(data.magazineLinks ?? []).map(({ magazineId: _, magazineTitle, ...l }) => ({
      ...l,
      kind: 'magazine' as const,
      title: magazineTitle,
    })),
  ];
}

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
    const id = (l: LinkRow) => `${l.kind}:${l.code}`;
    return (descending ? -order : order) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0);
  });
}

/** The per-link table as a file: the same columns as on screen (and the kind), conversion in percent,
 *  yen as integers. */
export function referralsCsv(intl: IntlShape, data: ReferralAnalytics): string {
  const heading = (id: string) => intl.formatMessage({ id: `seller.referrals.${id}` });
  const header = [
    'article',
    'kind',
    'code',
    'clicks',
    'uniqueVisitors',
    'purchases',
    'conversion',
    ...COMMISSION_STATES,
  ].map(heading);
  const rows = linkRows(data).map((l) => [
    l.title,
    heading(`kind.${l.kind}`),
    l.code,
    l.clicks,
    l.uniqueVisitors,
    l.purchases,
    Math.round(l.conversion * 10000) / 100,
    ...COMMISSION_STATES.map((s) => l.commission[s]),
  ]);
  return csvDocument(header, rows);
}
