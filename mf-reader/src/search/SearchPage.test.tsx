import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { articleSummary, page } from '../lib/testing/fixtures';
import { renderReader } from '../lib/testing/render';
import { SearchPage } from './SearchPage';

const categories = {
  data: [
    { id: 1, name: '副業', slug: 'side-job' },
    { id: 2, name: 'お金', slug: 'money' },
  ],
};

describe('SearchPage', () => {
  it('searches q in the URL order, shows the count and loads more with the cursor', async () => {
    const fake = installFakeFetch({
      'GET /v1/categories': () => ({ body: categories }),
      'GET /v1/articles/search': ({ url }) =>
        url.searchParams.get('since') === 'c2'
          ? { body: page([articleSummary({ id: 3, title: '副業の続き' })]) }
          : {
              body: {
                ...page([articleSummary({ id: 1, title: '副業で月5万円' })], 'c2'),
                meta: { pager: { next: 'c2' }, total: 2, totalCapped: false },
              },
            },
    });
    renderReader(<SearchPage />, { path: '/search', url: '/search?q=%E5%89%AF%E6%A5%AD&order=fav' });
    expect(await screen.findByRole('heading', { name: '「副業」の検索結果' })).toBeInTheDocument();
    expect(await screen.findByText('副業で月5万円', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('search-count')).toHaveTextContent('2件');
    expect(screen.getByRole('link', { name: '人気' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '新着' })).toHaveAttribute(
      'href',
      '/search?q=%E5%89%AF%E6%A5%AD&order=new',
    );
    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByText('副業の続き')).toBeInTheDocument();
    const calls = fake.calls.filter((c) => c.url.pathname === '/v1/articles/search');
    expect(
      calls.map((c) => [
        c.url.searchParams.get('q'),
        c.url.searchParams.get('order'),
        c.url.searchParams.get('since'),
      ]),
    ).toEqual([
      ['副業', 'fav', null],
      ['副業', 'fav', 'c2'],
    ]);
  });

  it('shows an empty state with tips and category suggestions', async () => {
    installFakeFetch({
      'GET /v1/categories': () => ({ body: categories }),
      'GET /v1/articles/search': () => ({ body: { ...page([]), meta: { pager: { next: null }, total: 0 } } }),
    });
    renderReader(<SearchPage />, { path: '/search', url: '/search?q=zzz' });
    expect(await screen.findByText('「zzz」に一致する記事は見つかりませんでした')).toBeInTheDocument();
    expect(screen.getByText(/言葉を短くする/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'お金' })).toHaveAttribute(
      'href',
      '/search?order=fav&category=money',
    );
  });

  it('lists a category alone through search_by_category', async () => {
    const fake = installFakeFetch({
      'GET /v1/categories': () => ({ body: categories }),
      'GET /v1/articles/search_by_category': () => ({
        body: {
          ...page([articleSummary({ id: 5, title: '家計の見直し' })]),
          meta: { pager: { next: null }, total: 1 },
        },
      }),
    });
    renderReader(<SearchPage />, { path: '/search', url: '/search?order=fav&category=money' });
    expect(await screen.findByRole('heading', { name: 'お金の記事' })).toBeInTheDocument();
    expect(await screen.findByText('1件', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      fake.calls.find((c) => c.url.pathname === '/v1/articles/search_by_category')?.url.searchParams.get('q'),
    ).toBe('money');
  });

  it('asks for a keyword when there is neither q nor a category, and explains a refused query', async () => {
    installFakeFetch({
      'GET /v1/categories': () => ({ body: categories }),
      'GET /v1/articles/search': () => ({
        status: 400,
        body: { code: 'validation', message: 'q: too long', field: 'q' },
      }),
    });
    const first = renderReader(<SearchPage />, { path: '/search', url: '/search' });
    expect(
      await screen.findByText('キーワードを入力するか、カテゴリーを選んで記事を探しましょう'),
    ).toBeInTheDocument();
    first.unmount();
    renderReader(<SearchPage />, { path: '/search', url: `/search?q=${'あ'.repeat(120)}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '検索キーワードは100文字・8語までで入力してください',
    );
  });
});
