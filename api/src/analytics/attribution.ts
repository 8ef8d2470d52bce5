// Which referral link a purchase pays, without relying on the browser's cookie (issue 36 item 5): the
// clicks this server recorded for the article within the window — by the buyer's account (any device)
// and by this visit (today's visitor hash of the buying request: a reader who clicked signed out and
// then signed in) — decided by THE rules of @shirube/domain (last click, never one's own link,
// purchaser-only). A magazine the same way, from its own links' clicks (magazine_referral_clicks).
// No recorded click → the affiliateUid the request carried (the shell's cookie memory, or an API
// client's own), as before.
import { ATTRIBUTION_WINDOW_MS, attributedClick } from '@shirube/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { requestAddress, type AddressSource } from '../http/client-address';
import { visitorKey } from './visitor';

/** What is bought: an article, or a magazine (its own links, magazine_referral_clicks). */
export type PurchasedItem =
  { articleId: number; magazineId?: undefined } | { magazineId: number; articleId?: undefined };

export type PurchaseVisit = PurchasedItem & {
  buyerId: number;
  address: string;
  userAgent: string;
  /** The affiliateUid the request carried, if any. */
  carried: string | null | undefined;
  now?: Date;
};

type Rows<T> = { rows: T[] };

/** The item's recorded clicks within the window, of this account or of this visit, newest first. */
function clicksQuery(item: PurchasedItem, buyerId: number, visitHash: string, since: Date) {
  const recent = sql`c.created_at > ${since.toISOString()}::timestamptz
    and (c.user_id = ${buyerId} or c.visitor = ${visitHash})
    order by c.created_at desc limit 50`;
  return item.magazineId !== undefined
    ? sql`select l.code, c.affiliate_user_id, c.created_at
        from magazine_referral_clicks c join magazine_share_links l on l.id = c.magazine_share_link_id
        where c.magazine_id = ${item.magazineId} and ${recent}`
    : sql`select l.code, c.affiliate_user_id, c.created_at
        from referral_clicks c join share_links l on l.id = c.share_link_id
        where c.article_id = ${item.articleId} and ${recent}`;
}

/** The item's author, its purchaser-only setting, and which of `affiliates` bought it (unrefunded). */
function itemQuery(item: PurchasedItem, affiliates: readonly number[]) {
  const ids = sql.join(
    affiliates.map((id) => sql`${id}`),
    sql`, `,
  );
  return item.magazineId !== undefined
    ? sql`select m.user_id, m.affiliatable_only_purchaser,
        coalesce((select array_agg(p.user_id) from purchases p where p.magazine_id = m.id
          and p.refunded_at is null and p.user_id in (${ids})), '{}') as bought
      from magazines m where m.id = ${item.magazineId}`
    : sql`select a.user_id, a.affiliatable_only_purchaser,
        coalesce((select array_agg(p.user_id) from purchases p where p.article_id = a.id
          and p.refunded_at is null and p.user_id in (${ids})), '{}') as bought
      from articles a where a.id = ${item.articleId}`;
}

export async function attributedAffiliateUid(db: Database, visit: PurchaseVisit): Promise<string | null> {
  const now = visit.now ?? new Date();
  const visitHash = visit.userAgent
    ? await visitorKey(db, { userId: null, address: visit.address, userAgent: visit.userAgent, now }).catch(
        () => null,
      )
    : null;
  const since = new Date(now.getTime() - ATTRIBUTION_WINDOW_MS);
  const clicks = (
    (await db.execute(clicksQuery(visit, visit.buyerId, visitHash ?? '', since))) as unknown as Rows<{
      code: string;
      affiliate_user_id: number;
      created_at: string | Date;
    }>
  ).rows.map((r) => ({
    code: r.code,
    affiliateUserId: Number(r.affiliate_user_id),
    clickedAt: new Date(r.created_at),
  }));
  if (clicks.length === 0) return visit.carried || null;
  const item = (
    (await db.execute(
      itemQuery(
        visit,
        clicks.map((c) => c.affiliateUserId),
      ),
    )) as unknown as Rows<{
      user_id: number;
      affiliatable_only_purchaser: boolean;
      bought: number[] | string;
    }>
  ).rows[0];
  if (!item) return visit.carried || null;
  const bought = Array.isArray(item.bought) ? item.bought.map(Number) : [];
  const chosen = attributedClick(clicks, {
    buyerId: visit.buyerId,
    authorId: Number(item.user_id),
    now,
    purchaserOnly: item.affiliatable_only_purchaser,
    affiliatesWhoBought: new Set(bought),
  });
  return chosen?.code ?? visit.carried ?? null;
}

/** attributedAffiliateUid for a buying request (its address by TRUST_PROXY, its User-Agent). */
export function affiliateUidForRequest(
  db: Database,
  config: { readonly trustProxy?: readonly string[] },
  request: AddressSource,
  purchase: PurchasedItem & { buyerId: number; carried: string | null | undefined },
): Promise<string | null> {
  return attributedAffiliateUid(db, {
    ...purchase,
    address: requestAddress(config, request),
    userAgent: request.headers['user-agent'] ?? '',
  });
}
