/**
 * An author's magazine made through the API (issue 37): the author UI is a journey of its own (mf-editor),
 * so specs about reading and buying set theirs up here — created, then given its ordered articles.
 */
import { expect, type APIRequestContext } from '@playwright/test';

export interface MagazineInput {
  title: string;
  description?: string;
  price: number;
  /** Fraction, as articles (0.1 = 10 %). */
  affiliateRate?: number;
  articleIds: number[];
}

export async function createMagazine(
  request: APIRequestContext,
  baseURL: string,
  input: MagazineInput,
): Promise<{ id: number }> {
  const headers = { origin: new URL(baseURL).origin };
  const { articleIds, ...settings } = input;
  const made = await request.post(`${baseURL}/v1/magazines`, {
    headers,
    data: { affiliatableOnlyPurchaser: false, ...settings },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { id } = ((await made.json()) as { data: { id: number } }).data;
  await setMagazineArticles(request, baseURL, id, articleIds);
  return { id };
}

/** The whole ordered list (PUT): articles left out are removed, new ones added. */
export async function setMagazineArticles(
  request: APIRequestContext,
  baseURL: string,
  id: number,
  articleIds: number[],
) {
  const res = await request.put(`${baseURL}/v1/magazines/${id}/articles`, {
    headers: { origin: new URL(baseURL).origin },
    data: { articleIds },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** One of `account`'s magazines on sale, made by `author` (signed in as that account) when there is none. */
export async function someMagazineOf(
  author: APIRequestContext,
  baseURL: string,
  account: string,
  articleIds: number[],
): Promise<number> {
  const listed = await author.get(`${baseURL}/v1/users/${account}/magazines`);
  expect(listed.status()).toBe(200);
  const { data } = (await listed.json()) as { data: Array<{ id: number }> };
  if (data[0]) return data[0].id;
  const made = await createMagazine(author, baseURL, {
    title: 'アクセシビリティ確認用マガジン',
    description: 'axe で確かめるマガジンです。',
    price: 500,
    articleIds,
  });
  return made.id;
}
