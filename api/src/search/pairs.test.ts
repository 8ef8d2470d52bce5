import { sql } from 'drizzle-orm';
import { normalizeForSearch } from '@shirube/domain';
import { createUser, describeApi } from '../testing/harness';
import { countMatches, pairsOf, searchArticles } from './query';
import { publish } from './testing';

// The project's testTimeout is not applied per project by jest 30: these suites write many rows.
jest.setTimeout(30_000);

const WORD = 'のしかた投資';

// Issue 23: a word of common characters goes to the index through its pairs of adjacent characters
// (search_pairs, drizzle/0022). These pin what that index must give: the same answers as LIKE alone.
describeApi('search by character pairs', (api) => {
  let authorId: number;

  beforeAll(async () => {
    const { db } = api();
    authorId = (await createUser(db)).user.id;
    // Each decoy holds every character of WORD (and most of its pairs), never the word itself.
    const decoys = ['投資のしかた入門', 'しかたなく始めた投資', '資産の投げ売り', 'のしかかる投資信託'];
    for (const [i, title] of decoys.entries()) {
      await publish(db, authorId, title, ['のんびりした話。'], {
        publishedAt: new Date(Date.now() - 60_000 - i * 1000),
      });
    }
  });

  it('a word of common characters that matches nothing: 0 results, counted 0, by the walk and by the index', async () => {
    const { db, call } = api();
    const res = await call('GET', `/v1/articles/search?q=${encodeURIComponent(WORD)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta).toMatchObject({ total: 0, totalCapped: false, pager: { next: null } });
    expect(await searchArticles(db, { words: [WORD], window: 1 })).toMatchObject({
      records: [],
      next: null,
      total: 0,
    });
    expect(await countMatches(db, { words: [WORD], window: 1 })).toEqual({ total: 0, totalCapped: false });
    // The page tells its count is coming (its index pass counts), and the count then takes it: here
    // a made-up 7 against a window that holds every article, to show the walk did not run.
    const told: boolean[] = [];
    await searchArticles(db, { words: [WORD], window: 1, onTotal: (coming) => told.push(coming) });
    expect(told[0]).toBe(true);
    const counted = await countMatches(db, {
      words: [WORD],
      window: 10_000,
      totalComing: Promise.resolve(true),
      exact: async () => 7,
    });
    expect(counted).toEqual({ total: 7, totalCapped: false });
    // A word the walk answers: no count is coming, and the count walks.
    told.length = 0;
    await searchArticles(db, { words: ['の'], onTotal: (coming) => told.push(coming) });
    expect(told[0]).toBe(false);
    expect(
      await countMatches(db, {
        words: [WORD],
        window: 10_000,
        totalComing: Promise.resolve(false),
        exact: async () => 7,
      }),
    ).toEqual({ total: 0, totalCapped: false });
  });

  it('the one article that holds the word is found, in its free text or its title, both ways, and counted', async () => {
    const { db, call } = api();
    const inText = await publish(db, authorId, '資産づくりの記録', ['わたしのしかた投資を書きます。'], {
      publishedAt: new Date(Date.now() - 30_000),
    });
    const res = await call('GET', `/v1/articles/search?q=${encodeURIComponent(WORD)}`);
    expect(res.body.data.map((a: { id: number }) => a.id)).toEqual([inText.id]);
    expect(res.body.meta).toMatchObject({ total: 1, totalCapped: false, pager: { next: null } });
    const indexed = await searchArticles(db, { words: [WORD], window: 1 });
    expect(indexed.records.map((r) => r.article.id)).toEqual([inText.id]);
    expect(indexed.total).toBe(1);
    expect(await countMatches(db, { words: [WORD], window: 1 })).toEqual({ total: 1, totalCapped: false });

    // A title match comes first (tier 1), also when the index answers; with a one-character word
    // beside it (its own character index) and across half/full-width forms.
    const inTitle = await publish(db, authorId, 'ノシカタ投資の株', ['本文'], {
      publishedAt: new Date(Date.now() - 40_000),
    });
    for (const words of [[WORD], [WORD, '株'], [normalizeForSearch('ﾉｼｶﾀ投資')]]) {
      const page = await searchArticles(db, { words, window: 1 });
      const expected = words.includes('株') ? [inTitle.id] : [inTitle.id, inText.id];
      expect([words, page.records.map((r) => r.article.id)]).toEqual([words, expected]);
    }
  });

  it('pairs by code point, as SQL counts characters: a character outside the BMP is one', async () => {
    const { db } = api();
    // A long text too: the pairs are read in one pass over its characters (drizzle/0023).
    for (const text of [normalizeForSearch('𠮷野家の牛丼 ab'), 'あ𠮷いう'.repeat(2000), 'x', '']) {
      const { rows } = (await db.execute(sql`select search_pairs(${text}) as pairs`)) as unknown as {
        rows: Array<{ pairs: string[] }>;
      };
      expect(rows[0]!.pairs).toEqual(pairsOf(text));
    }
    expect(pairsOf('𠮷野家')).toEqual(['𠮷野', '野家']);
    const article = await publish(db, authorId, '𠮷野家の牛丼', ['本文']);
    for (const window of [1, 3000]) {
      const page = await searchArticles(db, { words: ['𠮷野'], window });
      expect(page.records.map((r) => r.article.id)).toEqual([article.id]);
    }
  });
});
