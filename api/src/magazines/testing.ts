// The magazine suites' shared steps: an author's magazine of paid articles, and buying it by card.
import type { TestApi } from '../testing/harness';
import { paidArticle } from '../purchases/testing';
import type { Database } from '../db/open';

export async function magazineOf(
  api: TestApi,
  author: { user: { id: number }; headers: Record<string, string> },
  count: number,
  values: { price?: number; affiliateRate?: number; affiliatableOnlyPurchaser?: boolean } = {},
) {
  const articles = [];
  for (let i = 0; i < count; i++)
    articles.push(await paidArticle(api.db as Database, author.user.id, { title: `マガジン記事${i + 1}` }));
  const created = await api.call('POST', '/v1/magazines', {
    headers: author.headers,
    json: {
      title: 'まとめて読む',
      price: values.price ?? 3000,
      affiliateRate: values.affiliateRate ?? 0.2,
      ...values,
    },
  });
  if (created.status !== 200) throw new Error(`magazine ${created.status} ${created.text}`);
  const id = created.body.data.id as number;
  await setMagazineArticles(
    api,
    author.headers,
    id,
    articles.map((a) => a.id),
  );
  return { id, articles };
}

export async function setMagazineArticles(
  api: TestApi,
  headers: Record<string, string>,
  id: number,
  articleIds: number[],
) {
  const res = await api.call('PUT', `/v1/magazines/${id}/articles`, { headers, json: { articleIds } });
  if (res.status !== 200) throw new Error(`set articles ${res.status} ${res.text}`);
  return res;
}

/** POST /v1/magazines/:id/charge; without `key` no Idempotency-Key is sent. */
export const chargeMagazine = (
  api: TestApi,
  headers: Record<string, string>,
  id: number,
  json: Record<string, unknown>,
  key?: string,
) =>
  api.call('POST', `/v1/magazines/${id}/charge`, {
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    json,
  });
