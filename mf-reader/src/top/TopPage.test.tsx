import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { articleSummary, page } from '../lib/testing/fixtures';
import { renderReader, signedIn } from '../lib/testing/render';
import { TopPage } from './TopPage';

const categories = {
  data: [
    { id: 1, name: 'プログラミング', slug: 'programming' },
    { id: 2, name: 'お金', slug: 'money' },
  ],
};
const advertisements = { data: [{ id: 1, title: '春の特集', imageUrl: null, linkUrl: '/search?q=春' }] };

/** The top page's answers with no articles yet: each test overrides the ones it is about. */
const emptyTop = {
  'GET /v1/articles': () => ({ body: page([]) }),
  'GET /v1/categories': () => ({ body: categories }),
  'GET /v1/advertisements': () => ({ body: advertisements }),
  'GET /v1/articles/recommended': () => ({ body: { data: [] } }),
};

describe('TopPage', () => {
  it('lists new arrivals and loads the next page with the pager cursor as since', async () => {
    const fake = installFakeFetch({
      ...emptyTop,
      'GET /v1/articles': ({ url }) =>
        url.searchParams.get('since') === 'cursor-2'
          ? { body: page([articleSummary({ id: 3, title: '三本目の記事' })]) }
          : {
              body: page(
                [
                  articleSummary({ id: 1, title: '一本目の記事' }),
                  articleSummary({ id: 2, title: '二本目の記事' }),
                ],
                'cursor-2',
              ),
            },
    });
    renderReader(<TopPage />);

    const list = await screen.findByRole('list', { name: '新着' });
    expect(within(list).getAllByTestId('article-card')).toHaveLength(2);
    expect(within(list).getByText('一本目の記事').closest('a')).toHaveAttribute('href', '/u/hanako/a/1');

    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByText('三本目の記事')).toBeInTheDocument();
    expect(screen.getAllByTestId('article-card')).toHaveLength(3);
    const listCalls = fake.calls.filter((c) => c.url.pathname === '/v1/articles');
    expect(listCalls.map((c) => c.url.searchParams.get('since'))).toEqual([null, 'cursor-2']);
    // Last page: no more button.
    expect(screen.queryByRole('button', { name: 'もっと見る' })).not.toBeInTheDocument();
  });

  it('shows categories and advertisements', async () => {
    installFakeFetch(emptyTop);
    renderReader(<TopPage />);
    expect(await screen.findByRole('link', { name: 'お金' })).toHaveAttribute(
      'href',
      '/search?order=fav&category=money',
    );
    expect(await screen.findByText('春の特集')).toBeInTheDocument();
    expect(await screen.findByText('まだ記事がありません')).toBeInTheDocument();
  });

  it('shows the operators’ notice (system phrase top_notice) with its link', async () => {
    installFakeFetch({
      ...emptyTop,
      'GET /v1/system_phrases': () => ({
        body: {
          data: [
            { id: 1, key: 'purchase_notice', body: '返金はできません。', url: null },
            { id: 2, key: 'top_notice', body: '年末年始は審査をお休みします。', url: '/terms' },
          ],
        },
      }),
    });
    renderReader(<TopPage />);
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('年末年始は審査をお休みします。');
    expect(within(notice).getByRole('link', { name: '詳しく見る' })).toHaveAttribute('href', '/terms');
    expect(screen.queryByText('返金はできません。')).not.toBeInTheDocument();
  });

  it('shows a Japanese error with a retry that reloads the list', async () => {
    let fail = true;
    installFakeFetch({
      ...emptyTop,
      'GET /v1/articles': () =>
        fail
          ? { status: 500, body: { code: 'internal', message: 'boom' } }
          : { body: page([articleSummary()]) },
    });
    renderReader(<TopPage />);
    expect(await screen.findByText('記事を読み込めませんでした')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('はじめての家計簿アプリ開発')).toBeInTheDocument();
  });

  it('switches to 人気 and, signed in, to フォロー中; shows おすすめ in the sidebar', async () => {
    const fake = installFakeFetch({
      ...emptyTop,
      'GET /v1/articles': () => ({ body: page([articleSummary({ id: 1, title: '新しい記事' })]) }),
      'GET /v1/articles/high_rated': () => ({
        body: page([articleSummary({ id: 2, title: '評価の高い記事' })]),
      }),
      'GET /v1/current/articles/followings': () => ({ body: page([]) }),
      'GET /v1/articles/recommended': () => ({
        body: { data: [articleSummary({ id: 9, title: '今売れている記事' })] },
      }),
    });
    renderReader(<TopPage />, { session: signedIn() });
    expect(await screen.findByRole('link', { name: '今売れている記事' })).toHaveAttribute(
      'href',
      '/u/hanako/a/9',
    );
    await userEvent.click(screen.getByRole('tab', { name: '人気' }));
    expect(await screen.findByText('評価の高い記事')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '人気' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'フォロー中' }));
    expect(await screen.findByText('フォロー中のユーザーの新しい記事はまだありません')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.url.pathname === '/v1/current/articles/followings')).toBe(true);
  });

  it('offers フォロー中 only to signed-in readers', async () => {
    installFakeFetch(emptyTop);
    renderReader(<TopPage />);
    expect(await screen.findByRole('tab', { name: '人気' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'フォロー中' })).not.toBeInTheDocument();
    expect(await screen.findByText('おすすめできる記事はまだありません')).toBeInTheDocument();
  });
});
