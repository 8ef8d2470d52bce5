// Issue 36 for magazine referral links (`/u/<a>/m/<id>?ref=`, issue 37): the click is recorded like an
// article link's, the magazine purchase is attributed from it when the browser kept no cookie (same
// visit; signed-in account on another device) by the same rules, and the affiliate's analytics list it.
import { calculateSale } from '@shirube/domain';
import { eq, sql } from 'drizzle-orm';
import { magazineReferralClicks, purchases } from '../db/schema';
import { CARDS, cardToken } from '../purchases/testing';
import { createUser, describeApi, type TestApi } from '../testing/harness';
import { chargeMagazine, magazineOf } from '../magazines/testing';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1';

/** A browser with no cookie: only its address and agent say who it is. */
const device = (address: string, agent = CHROME) => ({ 'x-forwarded-for': address, 'user-agent': agent });

type User = Awaited<ReturnType<typeof createUser>>;

/** The shell server's call when it resolves `/u/<author>/m/<id>?ref=<code>`. */
const click = (
  api: TestApi,
  author: User,
  magazineId: number,
  code: string,
  headers: Record<string, string>,
  referrer?: string,
) =>
  api.call('POST', '/v1/magazine_share_links/clicks', {
    headers,
    json: { url: `/u/${author.user.account}/m/${magazineId}?ref=${code}`, referrer },
  });

const linkOf = async (api: TestApi, magazineId: number, affiliate: User) => {
  const res = await api.call('POST', `/v1/magazines/${magazineId}/share_link`, {
    headers: affiliate.headers,
  });
  if (res.status !== 200) throw new Error(`share_link ${res.status} ${res.text}`);
  return res.body.data.affiliateUid as string;
};

let n = 0;
/** The magazine charge WITHOUT any affiliateUid (no cookie to fill it in); the buyer's purchase row. */
async function buyWithoutCookie(
  api: TestApi,
  headers: Record<string, string>,
  magazineId: number,
  buyer: User,
) {
  const token = await cardToken(api, buyer.headers, CARDS.ok);
  const res = await chargeMagazine(
    api,
    headers,
    magazineId,
    { token, expectedAmount: 3000 },
    `magazine-ref-${++n}`,
  );
  if (res.status !== 200 || res.body.data.status !== 'purchased')
    throw new Error(`buy ${res.status} ${res.text}`);
  const rows = await api.db.select().from(purchases).where(eq(purchases.magazineId, magazineId));
  return rows.find((r) => r.userId === buyer.user.id)!;
}

describeApi('magazine referral links: clicks, attribution without cookies, analytics', (api) => {
  it('the same visit: a signed-out click, then sign-in and purchase from that browser pays the affiliate', async () => {
    const { db } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const reader = await createUser(db);
    const { id } = await magazineOf(api(), author, 1);
    const code = await linkOf(api(), id, affiliate);

    const answer = await click(
      api(),
      author,
      id,
      code,
      device('203.0.113.120'),
      'https://blog.example/p?q=1',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ magazineId: id, affiliateUid: code });
    const [stored] = await db
      .select()
      .from(magazineReferralClicks)
      .where(eq(magazineReferralClicks.magazineId, id));
    expect(stored).toMatchObject({
      affiliateUserId: affiliate.user.id,
      userId: null,
      referringHost: 'blog.example',
    });
    expect(stored!.visitor).toMatch(/^h:[0-9a-f]{32}$/);

    const bought = await buyWithoutCookie(
      api(),
      { ...reader.headers, ...device('203.0.113.120') },
      id,
      reader,
    );
    expect(bought.affiliateUserId).toBe(affiliate.user.id);
    const ledger = (await db.execute(
      sql`select amount from ledger_entries where purchase_id = ${bought.id} and account = 'affiliate'`,
    )) as unknown as { rows: Array<{ amount: number }> };
    const expected = calculateSale({
      price: 3000,
      affiliateRateBp: 2000,
      hasAffiliate: true,
    }).affiliateCommission;
    expect(ledger.rows.map((r) => Number(r.amount))).toEqual([expected]);
  });

  it('the account: a signed-in click on the phone, the purchase on another device (no cookie, other address)', async () => {
    const { db } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const reader = await createUser(db);
    const { id } = await magazineOf(api(), author, 1);
    const code = await linkOf(api(), id, affiliate);
    await click(api(), author, id, code, { ...reader.headers, ...device('198.51.100.11', PHONE) });
    const bought = await buyWithoutCookie(
      api(),
      { ...reader.headers, ...device('203.0.113.177') },
      id,
      reader,
    );
    expect(bought.affiliateUserId).toBe(affiliate.user.id);
  });

  it("last click wins, one's own link never, a click past 30 days or on another device signed out does not count", async () => {
    const { db } = api();
    const author = await createUser(db);
    const first = await createUser(db);
    const second = await createUser(db);
    const reader = await createUser(db);
    const { id } = await magazineOf(api(), author, 1);
    const [firstCode, secondCode, ownCode] = [
      await linkOf(api(), id, first),
      await linkOf(api(), id, second),
      await linkOf(api(), id, reader),
    ];
    const signedIn = { ...reader.headers, ...device('203.0.113.130') };
    await click(api(), author, id, firstCode!, signedIn);
    await click(api(), author, id, secondCode!, signedIn);
    await click(api(), author, id, ownCode!, signedIn); // newest, but the reader's own: skipped
    expect((await buyWithoutCookie(api(), signedIn, id, reader)).affiliateUserId).toBe(second.user.id);

    // Another reader: the only click older than the window, and one signed out on a device they never buy on.
    const late = await createUser(db);
    await click(api(), author, id, firstCode!, { ...late.headers, ...device('203.0.113.131') });
    await db
      .update(magazineReferralClicks)
      .set({ createdAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(magazineReferralClicks.userId, late.user.id));
    await click(api(), author, id, secondCode!, device('203.0.113.132', PHONE));
    expect(
      (await buyWithoutCookie(api(), { ...late.headers, ...device('203.0.113.133') }, id, late))
        .affiliateUserId,
    ).toBeNull();
  });

  it('bots and prefetches are answered but not recorded; unknown or another magazine’s code is 404', async () => {
    const { db } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const { id } = await magazineOf(api(), author, 1);
    const other = await magazineOf(api(), author, 1);
    const code = await linkOf(api(), id, affiliate);
    expect(
      (
        await click(api(), author, id, code, {
          'user-agent': 'Twitterbot/1.0',
          'x-forwarded-for': '192.0.2.1',
        })
      ).status,
    ).toBe(200);
    expect(
      (await click(api(), author, id, code, { ...device('192.0.2.2'), 'sec-purpose': 'prefetch' })).status,
    ).toBe(200);
    expect(
      await db.select().from(magazineReferralClicks).where(eq(magazineReferralClicks.magazineId, id)),
    ).toEqual([]);
    expect((await click(api(), author, id, 'ZZZZZZZZZZ', device('192.0.2.3'))).status).toBe(404);
    expect((await click(api(), author, other.id, code, device('192.0.2.3'))).status).toBe(404);
  });

  it("the affiliate's analytics list the magazine link: clicks, visitors, purchases, conversion, commission, hosts", async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const buyer = await createUser(db);
    const { id } = await magazineOf(api(), author, 1);
    const code = await linkOf(api(), id, affiliate);
    await click(api(), author, id, code, device('203.0.113.141'), 'https://blog.example/a');
    await click(api(), author, id, code, device('203.0.113.141'), 'https://blog.example/b'); // same visitor
    await click(api(), author, id, code, device('203.0.113.142'));
    await click(api(), author, id, code, { ...buyer.headers, ...device('203.0.113.143') }, 'https://x.com/p');
    await buyWithoutCookie(api(), { ...buyer.headers, ...device('203.0.113.199') }, id, buyer);

    const res = await call('GET', '/v1/current/referral_analytics?period=7d', { headers: affiliate.headers });
    expect(res.status).toBe(200);
    const commission = calculateSale({
      price: 3000,
      affiliateRateBp: 2000,
      hasAffiliate: true,
    }).affiliateCommission;
    expect(res.body.data.links).toEqual([]);
    expect(res.body.data.magazineLinks).toEqual([
      {
        code,
        magazineId: id,
        magazineTitle: 'まとめて読む',
        clicks: 4,
        uniqueVisitors: 3,
        purchases: 1,
        conversion: 0.25,
        commission: { pending: commission, payable: 0, paid: 0, reversed: 0 },
      },
    ]);
    expect(res.body.data.referringHosts).toEqual([
      { host: 'blog.example', clicks: 2 },
      { host: '', clicks: 1 },
      { host: 'x.com', clicks: 1 },
    ]);
    // Another affiliate sees none of it.
    const stranger = await createUser(db);
    const theirs = await call('GET', '/v1/current/referral_analytics?period=7d', {
      headers: stranger.headers,
    });
    expect(theirs.body.data.magazineLinks).toEqual([]);
  });
});
