// Fixtures for the money-out suites: real sales through the sandbox card, a seller set up for payouts
// through the real endpoints (bank account, details, ID image, admin verification).
import { calculateSale } from '@shirube/domain';
import sharp from 'sharp';
import { CARDS, cardToken, paidArticle } from '../purchases/testing';
import { createUser, type TestApi } from '../testing/harness';

type Session = { headers: Record<string, string>; user: { id: number; account: string } };

/** Buys the article through the sandbox (card 4242: purchased at once). */
export async function buy(api: TestApi, buyer: Session, articleId: number, affiliateUid?: string) {
  const token = await cardToken(api, buyer.headers, CARDS.ok);
  const res = await api.call('POST', '/v1/payment/veritrans/charge', {
    headers: { ...buyer.headers, 'idempotency-key': `buy-${articleId}-${buyer.user.id}-${Math.random()}` },
    json: { articleId, token, ...(affiliateUid ? { affiliateUid } : {}) },
  });
  if (res.status !== 200 || res.body.data.status !== 'purchased')
    throw new Error(`buy ${res.status} ${res.text}`);
}

/** A seller with `sales` sales of a `price`-yen article (no affiliate, 12 % fee). */
export async function sellerWithSales(api: TestApi, sales: number, price = 1000) {
  const seller = await createUser(api.db);
  const article = await paidArticle(api.db, seller.user.id, { price, affiliateRateBp: 0 });
  for (let i = 0; i < sales; i++) await buy(api, await createUser(api.db), article.id);
  return { seller, article };
}

/** The seller's share of one sale at sellerWithSales's default price (1000 yen, no affiliate): 880. */
export const saleShare = calculateSale({ price: 1000, affiliateRateBp: 0, hasAffiliate: false }).sellerShare;

/** The seller's money panel (GET /v1/sales/total_sales) as `headers`' user. */
export const salesSummary = async (api: TestApi, headers: Record<string, string>) =>
  (await api.call('GET', '/v1/sales/total_sales', { headers })).body.data;

export const BANK = {
  bankCode: '0009',
  branchCode: '101',
  accountType: 'ordinary',
  accountNumber: '1234567',
  holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ',
};

export const INDIVIDUAL = {
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'やまだ',
  firstNameKana: 'たろう',
  birthDate: '1990-04-01',
  postalCode: '104-0061',
  prefecture: '東京都',
  city: '中央区',
  town: '銀座',
  addressLine: '1-2-3',
  phone: '090-1234-5678',
};

export const idImage = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 200, g: 180, b: 160 } } })
    .png()
    .toBuffer();

export async function uploadId(api: TestApi, headers: Record<string, string>, type: string, image?: Buffer) {
  const form = new FormData();
  form.set('type', type);
  form.set('image', new Blob([new Uint8Array(image ?? (await idImage()))], { type: 'image/png' }), 'id.png');
  const res = await fetch(`${api.url}/v1/payment/identification`, { method: 'POST', headers, body: form });
  return { status: res.status, body: await res.json() };
}

/** Bank account + details + front image, then an admin verifies. Returns the admin too. */
export async function makePayable(api: TestApi, seller: Session, bank = BANK) {
  const put = await api.call('PUT', '/v1/payment/bank_accounts', { headers: seller.headers, json: bank });
  if (put.status !== 204) throw new Error(`bank ${put.status} ${put.text}`);
  const profile = await api.call('POST', '/v1/payment/banks', { headers: seller.headers, json: INDIVIDUAL });
  if (profile.status !== 200) throw new Error(`profile ${profile.status} ${profile.text}`);
  const up = await uploadId(api, seller.headers, 'front');
  if (up.status !== 200) throw new Error(`upload ${up.status}`);
  const admin = await createUser(api.db, { isAdmin: true });
  const ok = await api.call('POST', `/v1/admin/identifications/${seller.user.id}/verify`, {
    headers: admin.headers,
  });
  if (ok.status !== 204) throw new Error(`verify ${ok.status} ${ok.text}`);
  return admin;
}
