// Which referral link a purchase pays, without relying on the browser's cookie (issue 36 item 5): the
// clicks this server recorded for the article within the window — by the buyer's account (any device)
// and by this visit (today's visitor hash of the buying request: a reader who clicked signed out and
// then signed in) — decided by THE rules of @shirube/domain (last click, never one's own link,
// purchaser-only). No recorded click → the affiliateUid the request carried (the shell's cookie
// memory, or an API client's own), as before.
import { ATTRIBUTION_WINDOW_MS, attributedClick } from '@shirube/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { requestAddress, type AddressSource } from '../http/client-address';
import { visitorKey } from './visitor';

export interface PurchaseVisit {
  buyerId: number;
  articleId: number;
  address: string;
  userAgent: string;
  /** The affiliateUid the request carried, if any. */
  carried: string | null | undefined;
  now?: Date;
}

type Rows<T> = { rows: T[] };

export async function attributedAffiliateUid(db: Database, visit: PurchaseVisit): Promise<string | null> {
  const now = visit.now ?? new Date();
  const visitHash = visit.userAgent
    ? await visitorKey(db, { userId: null, address: visit.address, userAgent: visit.userAgent, now }).catch(
        () => null,
      )
    : null;
  const since = new Date(now.getTime() - ATTRIBUTION_WINDOW_MS);
  const clicks = (
    (await db.execute(sql`
      select sl.code, rc.affiliate_user_id, rc.created_at
      from referral_clicks rc join share_links sl on sl.id = rc.share_link_id
      where rc.article_id = ${visit.articleId} and rc.created_at > ${since.toISOString()}::timestamptz
        and (rc.user_id = ${visit.buyerId} or rc.visitor = ${visitHash ?? ''})
      order by rc.created_at desc
      limit 50`)) as unknown as Rows<{ code: string; affiliate_user_id: number; created_at: string | Date }>
  ).rows.map((r) => ({
    code: r.code,
    affiliateUserId: Number(r.affiliate_user_id),
    clickedAt: new Date(r.created_at),
  }));
  if (clicks.length === 0) return visit.carried || null;
  const article = (
    (await db.execute(sql`
      select a.user_id, a.affiliatable_only_purchaser,
        coalesce((select array_agg(p.user_id) from purchases p where p.article_id = a.id
          and p.refunded_at is null and p.user_id in (${sql.join(
            clicks.map((c) => sql`${c.affiliateUserId}`),
            sql`, `,
          )})), '{}') as bought
      from articles a where a.id = ${visit.articleId}`)) as unknown as Rows<{
      user_id: number;
      affiliatable_only_purchaser: boolean;
      bought: number[] | string;
    }>
  ).rows[0];
  if (!article) return visit.carried || null;
  const bought = Array.isArray(article.bought) ? article.bought.map(Number) : [];
  const chosen = attributedClick(clicks, {
    buyerId: visit.buyerId,
    authorId: Number(article.user_id),
    now,
    purchaserOnly: article.affiliatable_only_purchaser,
    affiliatesWhoBought: new Set(bought),
  });
  return chosen?.code ?? visit.carried ?? null;
}

/** attributedAffiliateUid for a buying request (its address by TRUST_PROXY, its User-Agent). */
export function affiliateUidForRequest(
  db: Database,
  config: { readonly trustProxy?: readonly string[] },
  request: AddressSource,
  purchase: { buyerId: number; articleId: number; carried: string | null | undefined },
): Promise<string | null> {
  return attributedAffiliateUid(db, {
    ...purchase,
    address: requestAddress(config, request),
    userAgent: request.headers['user-agent'] ?? '',
  });
}
