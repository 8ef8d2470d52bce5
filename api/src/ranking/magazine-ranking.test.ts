// Issue 36 item 4 for magazines: the author's ranking report names the affiliators who sell their
// magazines — clicks on the magazine link, purchases, conversion, sales and the commission the ledger
// holds (a refund's reversal nets out) — and shows none of it to another author.
import { calculateSale } from '@shirube/domain';
import { and, eq, sql } from 'drizzle-orm';
import { purchases } from '../db/schema';
import { chargeMagazine, magazineOf } from '../magazines/testing';
import { CARDS, cardToken } from '../purchases/testing';
import { createUser, describeApi, type TestApi } from '../testing/harness';

type User = Awaited<ReturnType<typeof createUser>>;
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const RANKING = '/v1/current/magazine_affiliator_ranking';

/** The shell server's call when a signed-out browser at `address` opens the magazine link. */
const click = (api: TestApi, author: User, magazineId: number, code: string, address: string) =>
  api.call('POST', '/v1/magazine_share_links/clicks', {
    headers: { 'x-forwarded-for': address, 'user-agent': CHROME },
    json: { url: `/u/${author.user.account}/m/${magazineId}?ref=${code}` },
  });

let n = 0;
async function buy(api: TestApi, buyer: User, magazineId: number, affiliateUid: string) {
  const token = await cardToken(api, buyer.headers, CARDS.ok);
  const res = await chargeMagazine(
    api,
    buyer.headers,
    magazineId,
    { token, affiliateUid, expectedAmount: 3000 },
    `magazine-ranking-${++n}`,
  );
  if (res.status !== 200 || res.body.data.status !== 'purchased')
    throw new Error(`buy ${res.status} ${res.text}`);
  const [row] = await api.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.magazineId, magazineId), eq(purchases.userId, buyer.user.id)));
  return row!;
}

/** What the ledger holds for the affiliator on this magazine's purchases. */
async function ledgerCommission(api: TestApi, magazineId: number, affiliatorId: number) {
  const result = (await api.db.execute(
    sql`select coalesce(sum(le.amount), 0) as total from ledger_entries le
        join purchases p on p.id = le.purchase_id
        where p.magazine_id = ${magazineId} and le.account = 'affiliate' and le.user_id = ${affiliatorId}`,
  )) as unknown as { rows: Array<{ total: unknown }> };
  return Number(result.rows[0]!.total);
}

describeApi("the author's ranking report: affiliators of their magazines", (api) => {
  it('two clicks and one purchase show as 2 clicks, 1 purchase, 50 %, the commission; a refund nets out; another author sees none of it', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const otherAuthor = await createUser(db);
    const affiliate = await createUser(db);
    const [reader, second] = [await createUser(db), await createUser(db)];
    const admin = await createUser(db, { isAdmin: true });
    const { id, articles } = await magazineOf(api(), author, 1);
    const link = await call('POST', `/v1/magazines/${id}/share_link`, { headers: affiliate.headers });
    const code = link.body.data.affiliateUid as string;

    expect((await click(api(), author, id, code, '203.0.113.31')).status).toBe(200);
    expect((await click(api(), author, id, code, '203.0.113.32')).status).toBe(200);
    await buy(api(), reader, id, code);

    const commission = calculateSale({
      price: 3000,
      affiliateRateBp: 2000,
      hasAffiliate: true,
    }).affiliateCommission;
    const expected = {
      magazineId: id,
      magazineTitle: 'まとめて読む',
      magazineDeleted: false,
      affiliatorId: affiliate.user.id,
      account: affiliate.user.account,
      name: affiliate.user.name,
      clicks: 2,
      salesCount: 1,
      conversion: 0.5,
      salesAmount: 3000,
      commission,
      deleted: false,
    };
    const shown = await call('GET', RANKING, { headers: author.headers });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ data: [expected], meta: { pager: { next: null } } });
    expect(shown.body.data[0].commission).toBe(await ledgerCommission(api(), id, affiliate.user.id));

    // Another author, and the affiliate themself, have no magazine sold through anyone.
    for (const viewer of [otherAuthor, affiliate]) {
      const theirs = await call('GET', RANKING, { headers: viewer.headers });
      expect(theirs.body.data).toEqual([]);
    }
    // The article ranking of the magazine's article knows no magazine sale.
    const articleRanking = await call('GET', `/v1/current/articles/${articles[0]!.id}/affiliator_ranking`, {
      headers: author.headers,
    });
    expect(articleRanking.body.data).toEqual([]);

    // A second sale, refunded: it drops out of the count and its reversal nets the commission out.
    const refunded = await buy(api(), second, id, code);
    const refund = await call('POST', `/v1/admin/purchases/${refunded.id}/refund`, {
      headers: admin.headers,
      json: { reason: '購入者の申し出' },
    });
    expect(refund.status).toBe(200);
    const after = await call('GET', RANKING, { headers: author.headers });
    expect(after.body.data).toEqual([expected]);
    expect(after.body.data[0].commission).toBe(await ledgerCommission(api(), id, affiliate.user.id));
  }, 60_000);

  it('an affiliator clicked but not yet bought from is listed with no sale; signed out is 401; a bad page is 400', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const { id } = await magazineOf(api(), author, 1);
    const link = await call('POST', `/v1/magazines/${id}/share_link`, { headers: affiliate.headers });
    await click(api(), author, id, link.body.data.affiliateUid, '203.0.113.40');
    const shown = await call('GET', RANKING, { headers: author.headers });
    expect(shown.body.data).toEqual([
      expect.objectContaining({
        affiliatorId: affiliate.user.id,
        clicks: 1,
        salesCount: 0,
        conversion: 0,
        commission: 0,
      }),
    ]);
    expect((await call('GET', RANKING)).status).toBe(401);
    const bad = await call('GET', `${RANKING}?since=x`, { headers: author.headers });
    expect(bad.status).toBe(400);
  }, 60_000);
});
