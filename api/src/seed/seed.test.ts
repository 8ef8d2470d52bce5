import { demoArticles, demoUsers } from './demo-data';
import { describeApi } from '../testing/harness';
import { hasUsers, remainingDemoLogins, seedDemo } from './seed';
import { users } from '../db/schema';
import { eq } from 'drizzle-orm';

describeApi('demo seed', (api) => {
  it('inserts the demo content once, logins work, and paid parts stay hidden', async () => {
    const { db, call } = api();
    expect(await hasUsers(db)).toBe(false);
    await seedDemo(db);
    expect(await hasUsers(db)).toBe(true);

    const login = demoUsers.find((u) => !u.isAdmin)!;
    const signIn = await call('POST', '/v1/auth/sign_in', {
      json: { email: login.email, password: login.password },
    });
    expect(signIn.status).toBe(200);

    const list = await call('GET', '/v1/articles');
    expect(list.body.data.length).toBeGreaterThan(0);
    const paidDemo = demoArticles.find((a) => a.paidParagraphs.length > 0 && !a.inspectStatus)!;
    const listed = list.body.data.find((a: { title: string }) => a.title === paidDemo.title);
    expect(listed).toBeDefined();
    const detail = await call('GET', `/v1/articles/${listed.id}`);
    expect(detail.body.data.body).toHaveLength(paidDemo.freeParagraphs.length);
    expect(detail.body.data.paidParagraphsCount).toBe(paidDemo.paidParagraphs.length);

    const discounted = demoArticles.find((a) => a.discountedPrice !== null && !a.inspectStatus);
    if (discounted) {
      const all = [...list.body.data];
      for (let next = list.body.meta.pager.next; next;) {
        const page = await call('GET', `/v1/articles?since=${next}`);
        all.push(...page.body.data);
        next = page.body.meta.pager.next;
      }
      const shown = all.find((a: { title: string }) => a.title === discounted.title);
      expect(shown).toMatchObject({ price: discounted.price, discountedPrice: discounted.discountedPrice });
    }
  });

  it('a later start prints the demo logins still there (a deleted one left out)', async () => {
    const { db } = api();
    // The suite's database is shared between its tests: seeded by the one above, or here when run alone.
    if (!(await hasUsers(db))) await seedDemo(db);
    expect((await remainingDemoLogins(db)).map((u) => u.email)).toEqual(demoUsers.map((u) => u.email));
    const gone = demoUsers.find((u) => !u.isAdmin)!;
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, gone.email));
    const left = await remainingDemoLogins(db);
    expect(left.map((u) => u.email)).toEqual(demoUsers.filter((u) => u !== gone).map((u) => u.email));
  });
});
