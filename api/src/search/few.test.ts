import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open';
import { createUser, describeApi } from '../testing/harness';
import { forgetPairStatistics } from './few';
import { searchArticles } from './query';
import { publish } from './testing';

jest.setTimeout(30_000);

const ABSENT = 'のしかた投資';
const RARE = '積立日記';
const dialect = new PgDialect();

/** The database, noting the text of every statement run through execute (the walk's among them). */
function watched(db: Database) {
  const statements: string[] = [];
  const spy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute')
        return (query: SQL) => {
          statements.push(dialect.sqlToQuery(query).sql);
          return target.execute(query);
        };
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  // The walk (walk.ts) numbers the rows it looks at.
  const walked = () => statements.some((s) => s.includes('row_number() over'));
  return { spy, walked };
}

// Issue 39 item 9: a word whose pairs PostgreSQL's statistics do not list as common, and that the
// pair index finds in few articles, is answered by that index without walking the newest rows.
describeApi('search: a rare or absent word skips the walk', (api) => {
  let titleHit: number;
  let textHit: number;

  beforeAll(async () => {
    const { db } = api();
    const authorId = (await createUser(db)).user.id;
    // No ANALYZE but the test's own: autovacuum analyses a table after 50 inserts, and statistics target
    // 0 below does not remove statistics it already gathered (CI's slower runs met that: no walk).
    await db.execute(sql`alter table articles set (autovacuum_enabled = false)`);
    // Many articles of common pairs (ANALYZE lists them as common), none holding either word.
    for (let i = 0; i < 150; i++) {
      await publish(db, authorId, `投資のしかた入門 ${i}`, ['しかたなく始める投資の話。のんびり書きます。'], {
        publishedAt: new Date(Date.now() - 100_000 - i * 1000),
      });
    }
    textHit = (
      await publish(db, authorId, '家計の話', [`わたしの${RARE}です。`], {
        publishedAt: new Date(Date.now() - 10_000),
      })
    ).id;
    titleHit = (
      await publish(db, authorId, `${RARE}その2`, ['本文'], { publishedAt: new Date(Date.now() - 20_000) })
    ).id;
  });

  it('answers the same pages and counts with and without the statistics; with them, no walk', async () => {
    const { db, call } = api();
    const cases = [
      { words: [ABSENT], limit: 20, total: 0 },
      { words: [RARE], limit: 20, total: 2 },
      { words: [RARE], limit: 1, total: 2 }, // the title match first; the cursor says tier 1
      { words: [RARE, '家計'], limit: 20, total: 1 },
    ];
    // No statistics of the pair index (target 0; PostgreSQL's autovacuum may ANALYZE meanwhile).
    await db.execute(sql`alter index articles_search_pairs alter column 1 set statistics 0`);
    await db.execute(sql`analyze articles`);
    forgetPairStatistics(db);
    const before = [];
    for (const c of cases) {
      const { spy, walked } = watched(db);
      before.push(await searchArticles(spy, c));
      // Without statistics the walk runs first, as before.
      expect(walked()).toBe(true);
    }
    // Statistics as ANALYZE keeps them for a big table, where only the most common pairs are listed
    // (this small table's sample would list every pair it saw). This database is the suite's own copy.
    await db.execute(sql`alter index articles_search_pairs alter column 1 set statistics 1`);
    await db.execute(sql`analyze articles`);
    forgetPairStatistics(db);
    for (const [i, c] of cases.entries()) {
      const { spy, walked } = watched(db);
      const after = await searchArticles(spy, c);
      expect([c, walked()]).toEqual([c, false]);
      expect(after.records.map((r) => r.article.id)).toEqual(before[i]!.records.map((r) => r.article.id));
      expect(after.next).toEqual(before[i]!.next);
      // …and the count of every match, which the page's own pass made (the walk's pages make none).
      expect(after.total).toBe(c.total);
    }
    expect(before[1]!.records.map((r) => r.article.id)).toEqual([titleHit, textHit]);
    expect(before[2]!.next).not.toBeNull();

    // Through the API: the absent word is 0 results counted 0, the rare one both, counted 2.
    const absent = await call('GET', `/v1/articles/search?q=${encodeURIComponent(ABSENT)}`);
    expect(absent.body).toMatchObject({
      data: [],
      meta: { total: 0, totalCapped: false, pager: { next: null } },
    });
    const rare = await call('GET', `/v1/articles/search?q=${encodeURIComponent(RARE)}`);
    expect(rare.body.data.map((a: { id: number }) => a.id)).toEqual([titleHit, textHit]);
    expect(rare.body.meta).toMatchObject({ total: 2, totalCapped: false });
  });

  it('a common word still walks (its pairs are all common: the index would read too many)', async () => {
    const { db } = api();
    // The default statistics target: on this small table every pair seen is listed as common.
    await db.execute(sql`alter index articles_search_pairs alter column 1 set statistics -1`);
    await db.execute(sql`analyze articles`);
    forgetPairStatistics(db);
    const { spy, walked } = watched(db);
    const page = await searchArticles(spy, { words: ['しかた'] });
    expect(page.records.length).toBe(20);
    expect(walked()).toBe(true);
  });
});
