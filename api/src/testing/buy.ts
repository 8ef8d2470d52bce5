// Buying through the real charge endpoint (sandbox card that needs no 3-D Secure), for suites that
// need a purchase with its ledger rows.
import { cardToken, CARDS } from '../purchases/testing';
import type { TestApi } from './harness';

let counter = 0;
export async function buy(api: TestApi, headers: Record<string, string>, articleId: number): Promise<number> {
  const token = await cardToken(api, headers, CARDS.ok);
  const res = await api.call('POST', '/v1/payment/veritrans/charge', {
    headers: { ...headers, 'idempotency-key': `buy-${Date.now()}-${++counter}` },
    json: { articleId, token },
  });
  if (res.status !== 200 || res.body.data.status !== 'purchased')
    throw new Error(`buy ${res.status} ${res.text}`);
  const history = await api.call('GET', '/v1/current/purchases', { headers });
  const row = history.body.data.find(
    (p: { article: { id: number }; itemKind?: string }) =>
      p.article.id === articleId && p.itemKind !== 'magazine',
  );
  return row.purchaseId as number;
}
