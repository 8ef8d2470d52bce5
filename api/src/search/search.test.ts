import { categories } from '../db/schema';
import { createUser, describeApi, type TestApi } from '../testing/harness';
import { countMatches, searchArticles } from './query';
import { publish } from './testing';

// The project's testTimeout is not applied per project by jest 30: these suites write many rows.
jest.setTimeout(30_000);

const titles = (res: { body: { data: Array<{ title: string }> } }) => res.body.data.map((a) => a.title);
const search = (api: TestApi, query: string) => api.call('GET', `/v1/articles/search?${query}`);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describeApi('search', (api) => {
  let categorySlug: string;

  beforeAll(async () => {
    const { db } = api();
    const author = await createUser(db);
    const [category] = await db.insert(categories).values({ name: 'お金', slug: 'money-search' }).returning();
    categorySlug = category!.slug;
    const at = (minutes: number) => ({ publishedAt: new Date(Date.now() - minutes * 60_000) });
    await publish(db, author.user.id, '副業で月5万円', ['はじめての副業。'], {
      ...at(10),
      categoryId: category!.id,
      averagePointCenti: 300,
      reviewsCount: 1,
    });
    await publish(db, author.user.id, 'ブログ運営の基本', ['ブログを副業にする手順。'], {
      ...at(5),
      averagePointCenti: 500,
      reviewsCount: 2,
    });
    await publish(
      db,
      author.user.id,
      'プログラミング入門',
      ['ＡＩとＲｅａｃｔで作る。株の話も少し。'],
      at(20),
    );
    await publish(db, author.user.id, '100%の力で', ['全力の記録'], at(1));
    await publish(db, author.user.id, '下書きの副業', ['副業'], { status: 'draft', publishedAt: null });
    await publish(db, author.user.id, '審査中の副業', ['副業'], {
      ...at(3),
      status: 'draft',
      inspectStatus: 'review',
    });
    await publish(db, author.user.id, '削除した副業', ['副業'], { ...at(3), deletedAt: new Date() });
    await publish(db, author.user.id, '予約した副業', ['副業'], {
      publishedAt: new Date(Date.now() + 3600_000),
    });
  });

  it('finds 副業 in titles and in free text, title matches first, and counts them', async () => {
    const res = await search(api(), q('副業'));
    expect(res.status).toBe(200);
    // The title hit comes before the newer article that has the word only in its text.
    expect(titles(res)).toEqual(['副業で月5万円', 'ブログ運営の基本']);
    expect(res.body.meta).toMatchObject({ total: 2, totalCapped: false, pager: { next: null } });
    expect(res.text).not.toContain('PAID-ONLY-WORD');
  });

  it('orders by rating with order=fav and by date with order=new inside each tier', async () => {
    // の is in two titles (tier 1) and in the text of two more (tier 2).
    expect(titles(await search(api(), `${q('の')}&order=fav`))).toEqual([
      'ブログ運営の基本',
      '100%の力で',
      '副業で月5万円',
      'プログラミング入門',
    ]);
    expect(titles(await search(api(), `${q('の')}&order=new`))).toEqual([
      '100%の力で',
      'ブログ運営の基本',
      '副業で月5万円',
      'プログラミング入門',
    ]);
    expect(titles(await search(api(), `${q('副業')}&order=fav`))).toEqual([
      '副業で月5万円',
      'ブログ運営の基本',
    ]);
  });

  it('folds katakana to hiragana, full width to half width and case', async () => {
    for (const text of ['ぷろぐらみんぐ', 'ﾌﾟﾛｸﾞﾗﾐﾝｸﾞ', 'プログラミング', 'ai', 'AI', 'ＡＩ', 'react']) {
      expect([text, titles(await search(api(), q(text)))]).toEqual([text, ['プログラミング入門']]);
    }
  });

  it('answers 1- and 2-character queries and requires every word', async () => {
    expect(titles(await search(api(), q('株')))).toEqual(['プログラミング入門']);
    expect(titles(await search(api(), q('ブログ')))).toEqual(['ブログ運営の基本']);
    expect(titles(await search(api(), q('副業　ブログ')))).toEqual(['ブログ運営の基本']);
    expect(titles(await search(api(), q('副業 存在しない語')))).toEqual([]);
  });

  it('a word of common characters that matches nothing: no results, a count of 0; a common word beside it', async () => {
    // Issue 23's no-match case (its characters all present: the 'search paging' suite below).
    const none = await search(api(), q('のしかた投資'));
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.meta).toMatchObject({ total: 0, totalCapped: false, pager: { next: null } });
    const some = await search(api(), q('の'));
    expect(some.body.meta).toMatchObject({ total: 4, totalCapped: false, pager: { next: null } });
  });

  it('through the character index (window 1): one pass gives the text tier and the count of all matches', async () => {
    const { db } = api();
    const some = await searchArticles(db, { words: ['の'], window: 1 });
    expect(some.records.map((r) => r.article.title)).toEqual([
      '100%の力で',
      'ブログ運営の基本',
      '副業で月5万円',
      'プログラミング入門',
    ]);
    expect(some.total).toBe(4);
    // A later page (cursor) or a page the title tier filled makes no count.
    expect((await searchArticles(db, { words: ['の'], window: 1, limit: 1 })).total).toBeUndefined();
    // The count takes the page's when its newest rows do not settle it.
    const exact = jest.fn(async () => 4);
    expect(await countMatches(db, { words: ['の'], window: 1, exact })).toEqual({
      total: 4,
      totalCapped: false,
    });
    expect(exact).toHaveBeenCalledTimes(1);
    // No count from the page: the index counts on its own.
    expect(await countMatches(db, { words: ['の'], window: 1, exact: async () => undefined })).toEqual({
      total: 4,
      totalCapped: false,
    });
  });

  it('never matches the paid part, and takes % and _ literally', async () => {
    expect(titles(await search(api(), q('裏技')))).toEqual([]);
    expect(titles(await search(api(), q('paid-only-word')))).toEqual([]);
    expect(titles(await search(api(), q('%')))).toEqual(['100%の力で']);
    expect(titles(await search(api(), q('_')))).toEqual([]);
  });

  it('excludes drafts, articles under review, deleted and not yet published ones', async () => {
    const res = await search(api(), q('副業'));
    for (const hidden of ['下書きの副業', '審査中の副業', '削除した副業', '予約した副業']) {
      expect(titles(res)).not.toContain(hidden);
    }
  });

  it('narrows to a category, and lists a category with search_by_category', async () => {
    expect(titles(await search(api(), `${q('副業')}&category=${categorySlug}`))).toEqual(['副業で月5万円']);
    const byCategory = await api().call('GET', `/v1/articles/search_by_category?q=${categorySlug}`);
    expect(titles(byCategory)).toEqual(['副業で月5万円']);
    expect(byCategory.body.meta.total).toBe(1);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['/v1/articles/search', 'q'],
      ['/v1/articles/search?q=%20%E3%80%80', 'q'],
      [`/v1/articles/search?q=${'あ'.repeat(101)}`, 'q'],
      ['/v1/articles/search?q=a+b+c+d+e+f+g+h+i', 'q'],
      ['/v1/articles/search?q=x&order=popular', 'order'],
      ['/v1/articles/search?q=x&category=nope', 'category'],
      ['/v1/articles/search?q=x&since=MQ', 'since'],
      ['/v1/articles/search_by_category?q=nope', 'q'],
      ['/v1/articles/search_by_category', 'q'],
    ];
    for (const [url, field] of cases) {
      const res = await api().call('GET', url);
      expect([url, res.status, res.body?.code, res.body?.field]).toEqual([url, 400, 'validation', field]);
    }
  });
});

describeApi('search paging', (api) => {
  it('pages across the title tier and the text tier, each article exactly once', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const expected: string[] = [];
    // One clock reading for all the dates: read per article, a publish slower than the 1 s step (a
    // starved CI worker) gave the next article a later date than its predecessor and swapped them.
    const now = Date.now();
    for (let i = 0; i < 3; i++) {
      await publish(db, author.user.id, `節約術その${i}`, ['本文'], {
        publishedAt: new Date(now - i * 1000),
      });
      expected.push(`節約術その${i}`);
    }
    for (let i = 0; i < 22; i++) {
      await publish(db, author.user.id, `家計の記事${i}`, ['毎月の節約。'], {
        publishedAt: new Date(now - 10_000 - i * 1000),
      });
      expected.push(`家計の記事${i}`);
    }
    const seen: string[] = [];
    let since: string | null = null;
    let first = true;
    do {
      const res = await call(
        'GET',
        `/v1/articles/search?q=${encodeURIComponent('節約')}${since ? `&since=${since}` : ''}`,
      );
      expect(res.status).toBe(200);
      if (first) expect(res.body.meta.total).toBe(25);
      else expect(res.body.meta.total).toBeUndefined();
      first = false;
      seen.push(...titles(res));
      since = res.body.meta.pager.next;
      // A newer matching article published meanwhile must not shift or repeat anything.
      await publish(db, author.user.id, `途中で出た節約`, ['x'], { publishedAt: new Date() });
    } while (since !== null);
    expect(seen).toEqual(expected);
  });

  it('a word whose characters are all in the articles but never as the word: 0 results, counted 0, both ways', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    for (const title of ['投資のしかた入門', 'しかたなく始めた投資', '資産の投げ売り']) {
      await publish(db, author.user.id, title, ['のんびりした話。'], { publishedAt: new Date() });
    }
    const res = await call('GET', `/v1/articles/search?q=${encodeURIComponent('のしかた投資')}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta).toMatchObject({ total: 0, totalCapped: false, pager: { next: null } });
    // The character index's candidates (all three hold every character) are rechecked once: the page
    // says 0 matches, and the count takes that.
    expect(await searchArticles(db, { words: ['のしかた投資'], window: 1 })).toMatchObject({
      records: [],
      next: null,
      total: 0,
    });
    expect(await countMatches(db, { words: ['のしかた投資'], window: 1, exact: async () => 0 })).toEqual({
      total: 0,
      totalCapped: false,
    });
    expect(await countMatches(db, { words: ['のしかた投資'], window: 1 })).toEqual({
      total: 0,
      totalCapped: false,
    });
    // The same articles do answer the words they hold.
    const found = await call('GET', `/v1/articles/search?q=${encodeURIComponent('しかた')}`);
    expect(titles(found).sort()).toEqual(['しかたなく始めた投資', '投資のしかた入門']);
    expect(found.body.meta.total).toBe(2);
  });

  it('gives the same pages whether it walks the list order or uses the character index', async () => {
    const { db } = api();
    const walkAll = async (window: number, order: 'new' | 'fav') => {
      const seen: number[] = [];
      let cursor: string[] | undefined;
      for (let i = 0; i < 10; i++) {
        const page = await searchArticles(db, { words: ['節約'], order, cursor, limit: 7, window });
        seen.push(...page.records.map((r) => r.article.id));
        if (!page.next) break;
        cursor = JSON.parse(Buffer.from(page.next, 'base64url').toString());
      }
      return seen;
    };
    for (const order of ['new', 'fav'] as const) {
      const walked = await walkAll(10_000, order);
      expect(walked.length).toBeGreaterThanOrEqual(25);
      // A window of one row is never enough: every page then comes from the index.
      expect(await walkAll(1, order)).toEqual(walked);
      expect(await walkAll(3, order)).toEqual(walked);
    }
    // The count too: from the newest rows or (a window too small to reach the cap) the index.
    const counted = await countMatches(db, { words: ['節約'], window: 10_000 });
    expect(await countMatches(db, { words: ['節約'], window: 1 })).toEqual(counted);
    expect(counted.total).toBeGreaterThanOrEqual(25);
    // Above the cap, both ways say "cap or more".
    const over = { total: 10, totalCapped: true };
    expect(await countMatches(db, { words: ['節約'], window: 10_000, cap: 10 })).toEqual(over);
    expect(await countMatches(db, { words: ['節約'], window: 1, cap: 10 })).toEqual(over);
  });
});
