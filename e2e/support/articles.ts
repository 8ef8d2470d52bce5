/**
 * Finds a seeded demo article with a free AND a paid part, reading its full body as the demo admin
 * straight from the API (never through the browser), so a spec knows which text must stay hidden.
 */
import { expect, request } from '@playwright/test';
import { paragraphText } from '@shirube/domain/text-diff';
import { DEMO_PASSWORD, demoUsers } from '../../api/src/seed/data/users';

export interface PaidArticle {
  id: number;
  title: string;
  price: number;
  authorAccount: string;
  freeText: string;
  paidText: string;
}

/** The longest run of text between tags in a paragraph's HTML, entities decoded: a phrase that
 *  appears verbatim on the page (and in any response) exactly when that paragraph does. */
export function textOf(html: string): string {
  const runs = html.split(/<[^>]+>/).sort((a, b) => b.length - a.length);
  return paragraphText(runs[0]);
}

interface ArticleBody {
  id: number;
  title: string;
  price: number;
  discountedPrice?: number | null;
  availableSalesCount?: number;
  isSalesUnlimited?: boolean;
  body: string[];
  payArticleLine: number;
  user: { account: string };
}

export async function findPaidDemoArticle(apiUrl: string): Promise<PaidArticle> {
  return (await findPaidDemoArticles(apiUrl, 1))[0];
}

/**
 * `count` different seeded articles that a new user can buy: a free and a paid part, copies left (or
 * unlimited), no standing discount (so the price on the button is `price`).
 */
export async function findPaidDemoArticles(apiUrl: string, count: number): Promise<PaidArticle[]> {
  const admin = demoUsers.find((u) => u.isAdmin)!;
  const api = await request.newContext({ baseURL: apiUrl });
  try {
    const signIn = await api.post('/v1/auth/sign_in', {
      data: { email: admin.email, password: DEMO_PASSWORD },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const h = signIn.headers();
    const auth = { 'access-token': h['access-token'], client: h.client, uid: h.uid };
    const list = (await (await api.get('/v1/articles')).json()) as { data: ArticleBody[] };
    const found: PaidArticle[] = [];
    for (const summary of list.data.filter((a) => a.price > 0 && buyable(a))) {
      const res = await api.get(`/v1/articles/${summary.id}`, { headers: auth });
      if (!res.ok()) continue;
      const a = ((await res.json()) as { data: ArticleBody }).data;
      if (a.payArticleLine > 0 && a.body.length > a.payArticleLine) {
        found.push({
          id: a.id,
          title: a.title,
          price: a.price,
          authorAccount: a.user.account,
          freeText: textOf(a.body[0]),
          paidText: textOf(a.body[a.payArticleLine]),
        });
        if (found.length === count) return found;
      }
    }
    throw new Error(
      `only ${found.length} of ${count} seeded articles with a free and a paid part in the first page of /v1/articles`,
    );
  } finally {
    await api.dispose();
  }
}

function buyable(a: ArticleBody): boolean {
  return (a.discountedPrice ?? null) === null && (a.isSalesUnlimited || (a.availableSalesCount ?? 0) > 0);
}
