/** Magazines beside the reader's other pages (issue 37): 「このマガジンに含まれています」 on an article, the
 *  author's magazines on the user page, magazines found by a search; their empty and error states. */
import { screen, waitFor, within } from '@testing-library/react';
import type { MagazineSummary } from '@shirube/api-contract';
import { installFakeFetch, type FakeReply } from '@shirube/testing';
import { ArticlePage } from '../article/ArticlePage';
import { article, articleSummary, page, userProfile } from '../lib/testing/fixtures';
import { renderReader } from '../lib/testing/render';
import { SearchPage } from '../search/SearchPage';
import { UserPage } from '../user/UserPage';

const summary = (overrides: Partial<MagazineSummary> = {}): MagazineSummary => ({
  id: 5,
  title: '週刊しるべ',
  description: '',
  coverImageUrl: null,
  price: 800,
  affiliateRate: 0.1,
  affiliatableOnlyPurchaser: false,
  articlesCount: 3,
  onSale: true,
  user: { account: 'hanako', name: '山田花子' },
  createdAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

describe('magazines on the article page', () => {
  it('shows 「このマガジンに含まれています」 with the title, link and price beside the article’s price', async () => {
    installFakeFetch({
      'GET /v1/articles/:id': () => ({ body: { data: article() } }),
      'GET /v1/articles/:id/magazines': () => ({ body: { data: [summary()] } }),
    });
    renderReader(<ArticlePage />, { path: '/u/:account/a/:id', url: '/u/hanako/a/1' });
    const notice = await screen.findByTestId('in-magazines');
    expect(notice.closest('[data-testid="paywall"]')).not.toBeNull();
    expect(notice).toHaveTextContent('このマガジンに含まれています');
    expect(within(notice).getByRole('link', { name: '週刊しるべ' })).toHaveAttribute('href', '/u/hanako/m/5');
    expect(within(notice).getByText('800円(税込)')).toBeInTheDocument();
    expect(within(screen.getByTestId('paywall')).getByText('1,100円(税込)')).toBeInTheDocument();
  });

  it('shows nothing for an article in no magazine, or when the list cannot be had', async () => {
    for (const reply of [
      { body: { data: [] } },
      { status: 500, body: { code: 'x', message: 'x' } },
    ] as FakeReply[]) {
      installFakeFetch({
        'GET /v1/articles/:id': () => ({ body: { data: article() } }),
        'GET /v1/articles/:id/magazines': () => reply,
      });
      const view = renderReader(<ArticlePage />, { path: '/u/:account/a/:id', url: '/u/hanako/a/1' });
      await screen.findByTestId('paywall');
      expect(screen.queryByTestId('in-magazines')).toBeNull();
      view.unmount();
    }
  });
});

describe('magazines on the user page and in search', () => {
  it("lists the author's magazines with cover, title, price and article count", async () => {
    installFakeFetch({
      'GET /v1/users/:account': () => ({ body: { data: userProfile() } }),
      'GET /v1/users/:account/articles': () => ({ body: page([articleSummary({ id: 11, title: '記事' })]) }),
      'GET /v1/users/:account/magazines': () => ({
        body: {
          data: [summary({ coverImageUrl: '/uploads/c.jpg' }), summary({ id: 6, title: '無料号', price: 0 })],
        },
      }),
    });
    renderReader(<UserPage />, { path: '/u/:account', url: '/u/hanako' });
    const section = await screen.findByTestId('magazine-cards');
    expect(within(section).getByRole('heading', { name: 'マガジン' })).toBeInTheDocument();
    const cards = within(section).getAllByTestId('magazine-card');
    expect(cards[0]).toHaveAttribute('href', '/u/hanako/m/5');
    expect(cards[0]).toHaveTextContent('週刊しるべ');
    expect(cards[0]).toHaveTextContent('800円(税込)');
    expect(cards[0]).toHaveTextContent('3本の記事');
    expect(within(cards[0]!).getByRole('img', { name: '週刊しるべ の表紙' })).toHaveAttribute(
      'src',
      '/uploads/c.jpg',
    );
    expect(cards[1]).toHaveTextContent('無料');
  });

  it('shows no section for an author without magazines, nor when the list failed (asked once)', async () => {
    const replies: FakeReply[] = [{ body: { data: [] } }, { status: 500, body: { code: 'x', message: 'x' } }];
    for (const reply of replies) {
      const fake = installFakeFetch({
        'GET /v1/users/:account': () => ({ body: { data: userProfile() } }),
        'GET /v1/users/:account/articles': () => ({
          body: page([articleSummary({ id: 11, title: '記事' })]),
        }),
        'GET /v1/users/:account/magazines': () => reply,
      });
      const view = renderReader(<UserPage />, { path: '/u/:account', url: '/u/hanako' });
      expect(await screen.findByText('記事')).toBeInTheDocument();
      await waitFor(() => expect(fake.callsTo('GET /v1/users/hanako/magazines')).toHaveLength(1));
      // Its answer is in (the page renders again), and nothing shows for it nor is asked again.
      await screen.findByTestId('profile');
      expect(screen.queryByTestId('magazine-cards')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(fake.callsTo('GET /v1/users/hanako/magazines')).toHaveLength(1);
      view.unmount();
    }
  });

  it('finds magazines by title above the articles of a search', async () => {
    const fake = installFakeFetch({
      'GET /v1/categories': () => ({ body: { data: [] } }),
      'GET /v1/articles/search': () => ({ body: { ...page([]), meta: { pager: { next: null }, total: 0 } } }),
      'GET /v1/magazines': () => ({ body: { data: [summary()] } }),
    });
    renderReader(<SearchPage />, { path: '/search', url: '/search?q=%E9%80%B1%E5%88%8A' });
    const section = await screen.findByTestId('magazine-cards');
    expect(within(section).getByTestId('magazine-card')).toHaveTextContent('週刊しるべ');
    expect(fake.callsTo('GET /v1/magazines')[0]!.url.searchParams.get('q')).toBe('週刊');
  });
});
