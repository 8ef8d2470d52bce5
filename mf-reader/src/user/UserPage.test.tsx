import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { articleSummary, page, userProfile } from '../lib/testing/fixtures';
import { renderReader } from '../lib/testing/render';
import { UserPage } from './UserPage';

const PATH = '/u/:account';

describe('UserPage', () => {
  it("shows the profile and pages through the user's articles with since", async () => {
    const fake = installFakeFetch({
      'GET /v1/users/:account': ({ params }) => ({
        body: { data: userProfile({ account: params.account }) },
      }),
      'GET /v1/users/:account/articles': ({ url }) =>
        url.searchParams.get('since')
          ? { body: page([articleSummary({ id: 12, title: '二ページ目の記事' })]) }
          : { body: page([articleSummary({ id: 11, title: '一ページ目の記事' })], 'p2') },
    });
    renderReader(<UserPage />, { path: PATH, url: '/u/hanako' });
    const profile = await screen.findByTestId('profile');
    expect(within(profile).getByRole('heading', { name: '山田花子' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('@hanako');
    expect(within(profile).getByRole('link', { name: 'フォロワー 345' })).toHaveAttribute(
      'href',
      '/u/hanako/followers',
    );
    expect(await screen.findByText('一ページ目の記事')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByText('二ページ目の記事')).toBeInTheDocument();
    const sinces = fake.calls
      .filter((c) => c.url.pathname === '/v1/users/hanako/articles')
      .map((c) => c.url.searchParams.get('since'));
    expect(sinces).toEqual([null, 'p2']);
  });

  it('passes ?discount_code= to the lists; the priced card shows the code price and links with the code', async () => {
    const fake = installFakeFetch({
      'GET /v1/users/:account': ({ params }) => ({
        body: { data: userProfile({ account: params.account }) },
      }),
      'GET /v1/users/:account/articles': ({ url }) => {
        const coded = url.searchParams.get('discount_code') === 'SALE1';
        return {
          body: page([
            articleSummary({
              id: 11,
              title: '割引の記事',
              price: 500,
              discountedPrice: coded ? 400 : null,
              hasDiscountCode: coded,
            }),
            articleSummary({ id: 12, title: '通常の記事', price: 800, discountedPrice: null }),
          ]),
        };
      },
    });
    renderReader(<UserPage />, { path: PATH, url: '/u/hanako?discount_code=SALE1' });
    const priced = (await screen.findByText('割引の記事')).closest('a')!;
    expect(priced).toHaveAttribute('href', '/u/hanako/a/11?discount_code=SALE1');
    expect(priced).toHaveTextContent('400');
    const plain = screen.getByText('通常の記事').closest('a')!;
    expect(plain).toHaveAttribute('href', '/u/hanako/a/12');
    expect(
      fake.calls
        .find((c) => c.url.pathname === '/v1/users/hanako/articles')
        ?.url.searchParams.get('discount_code'),
    ).toBe('SALE1');
    // 人気 keeps the code; the tab link carries it.
    expect(screen.getByRole('link', { name: '人気' })).toHaveAttribute(
      'href',
      '/u/hanako?sortType=fav&discount_code=SALE1',
    );
  });

  it('throws the shell error page: 404 (PageError) for an unknown account', async () => {
    installFakeFetch({
      'GET /v1/users/:account': () => ({ status: 404, body: { code: 'not_found', message: 'no such user' } }),
      'GET /v1/users/:account/articles': () => ({
        status: 404,
        body: { code: 'not_found', message: 'no such user' },
      }),
    });
    renderReader(<UserPage />, { path: PATH, url: '/u/nobody' });
    const error = await screen.findByTestId('page-error');
    expect(error).toHaveAttribute('data-status', '404');
    expect(error).toHaveAttribute('data-variant', '');
  });
});
