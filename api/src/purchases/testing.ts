// Fixtures for the buying suites: a published paid article, a sandbox card token, a referral code.
import { nanoid } from 'nanoid';
import type { Database } from '../db/open';
import { articles, shareLinks } from '../db/schema';
import { insertArticle } from '../testing/fixtures';
import type { TestApi } from '../testing/harness';

export const FREE = ['<p>無料の導入</p>'];
export const PAID = ['<p>PAID-SECRET 有料の本題</p>', '<p>PAID-SECRET まとめ</p>'];

export function paidArticle(
  db: Database,
  userId: number,
  values: Partial<typeof articles.$inferInsert> = {},
) {
  return insertArticle(db, userId, {
    title: '購入テストの記事',
    body: [...FREE, ...PAID],
    payArticleLine: FREE.length,
    price: 1000,
    affiliateRateBp: 2000,
    status: 'published',
    publishedAt: new Date(Date.now() - 60_000),
    ...values,
  });
}

export const CARDS = {
  ok: '4242 4242 4242 4242',
  challenge: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
};

export async function cardToken(
  api: TestApi,
  headers: Record<string, string>,
  number: string,
): Promise<string> {
  const res = await api.call('POST', '/v1/payment/sandbox/tokens', {
    headers,
    json: { cardNumber: number, cardExpire: '12/30', securityCode: '123' },
  });
  if (res.status !== 200) throw new Error(`tokenize ${res.status} ${res.text}`);
  return res.body.token;
}

export async function referralCode(db: Database, articleId: number, userId: number): Promise<string> {
  const code = nanoid(10);
  await db.insert(shareLinks).values({ code, articleId, userId });
  return code;
}
