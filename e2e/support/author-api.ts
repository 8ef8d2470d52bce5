/**
 * The author's and admin's setup steps through the API, for specs whose subject is what a reader or
 * buyer sees (the editor and the review queue have journeys of their own): the demo author (sato) and
 * admin signed in, and a new article of the author's published and approved.
 */
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from '../../api/src/seed/data/users';
import { signedInActor, type Actor } from './actors';

export const demoAuthor = demoUsers.find((u) => u.account === 'sato')!;
const demoAdmin = demoUsers.find((u) => u.isAdmin)!;

/** The publish settings: unlimited copies at `price`, 10 % affiliate reward, paid from the 2nd paragraph. */
export const saleSettings = (price: number) => ({
  price,
  salesCount: 0,
  isSalesUnlimited: true,
  affiliateRate: 0.1,
  affiliatableOnlyPurchaser: false,
  category: null,
  reservePublishType: null,
  tags: [],
  payArticleLine: 1,
});

/** The demo author and admin, each signed in in a browser context of their own. */
export async function authorAndAdmin(
  browser: Browser,
  baseURL: string,
): Promise<{ author: Actor; admin: Actor }> {
  const author = await signedInActor(browser, baseURL, 'author', {
    email: demoAuthor.email,
    password: DEMO_PASSWORD,
  });
  const admin = await signedInActor(browser, baseURL, 'admin', {
    email: demoAdmin.email,
    password: DEMO_PASSWORD,
  });
  return { author, admin };
}

/**
 * A new article of `author`'s, saved as `title` + `body` (paid from the 2nd paragraph), published at
 * `price` and approved by `admin`. `call` is a JSON request with the site's origin (the shell's CSRF
 * check) that must answer 200; `save` saves another version of the article's draft.
 */
export async function publishedArticle(
  { author, admin }: { author: Actor; admin: Actor },
  baseURL: string,
  article: { title: string; body: string[]; price: number },
) {
  const headers = { origin: new URL(baseURL).origin };
  const call = async (api: APIRequestContext, method: 'post' | 'patch', path: string, data?: object) => {
    const res = await api[method](`${baseURL}${path}`, { headers, ...(data ? { data } : {}) });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
    return (await res.json()) as { data: { id: number; code?: string } };
  };
  const { id } = (await call(author.context.request, 'post', '/v1/articles/draft')).data;
  const save = (title: string, body: string[]) =>
    call(author.context.request, 'patch', `/v1/articles/${id}/draft`, {
      article: { title, body, payArticleLine: 1 },
    });
  await save(article.title, article.body);
  await call(author.context.request, 'post', `/v1/articles/${id}/publish`, saleSettings(article.price));
  await call(admin.context.request, 'post', `/v1/admin/articles/${id}/approve`);
  return { id, call, save };
}
