import { pageTitle } from '@shirube/i18n/src/core';
import { titles } from '@shirube/i18n/src/ja/titles';
import { documentTitleOf, pageTitleIdOf, pageTitleIds } from './pageTitles';
import { remoteRoutes, shellRoutePaths } from './routeTable';

describe('document titles', () => {
  it('names every page the shell routes, except those named by their data (article, user pages)', () => {
    const namedByData = ['/', '/u/:account', '/u/:account/followers', '/u/:account/following'];
    const unnamed = [...remoteRoutes.map((r) => r.path), ...shellRoutePaths]
      .filter((path) => !namedByData.includes(path) && !path.startsWith('/u/:account/'))
      .filter((path) => path !== '/settings') // redirects to /settings/account
      .filter((path) => path !== '/help/:topic') // each topic named below
      .filter((path) => !pageTitleIds.some(([pattern]) => pattern === path));
    expect(unnamed).toEqual([]);
    for (const [, id] of pageTitleIds) expect(titles).toHaveProperty([id]);
  });

  it('reads 「ページ名｜しるべ」, the site name alone on the top page, and leaves article pages to the reader', () => {
    expect(documentTitleOf('/dashboard/sales_management')).toBe('売上管理｜しるべ');
    expect(pageTitleIdOf('/a/12/edit')).toBe('shell.title.edit');
    expect(pageTitleIdOf('/')).toBe('');
    expect(pageTitle(null)).toBe('しるべ');
    expect(pageTitleIdOf('/u/taro/a/3')).toBeNull();
    expect(pageTitleIdOf('/u/taro')).toBeNull();
  });

  it('names each help page by its topic, not all 「ヘルプ」 (issue 40 item 6)', () => {
    expect(['/help/faq', '/help/guideline', '/help/manual'].map(documentTitleOf)).toEqual([
      'よくある質問｜しるべ',
      '投稿ガイドライン｜しるべ',
      '使い方マニュアル｜しるべ',
    ]);
    // An unknown topic is the 404 page, which names itself (ErrorPage).
    expect(documentTitleOf('/help/nothing')).toBeNull();
  });
});
