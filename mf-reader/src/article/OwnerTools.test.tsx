import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { article } from '../lib/testing/fixtures';
import { renderReader, signedIn } from '../lib/testing/render';
import { ArticlePage } from './ArticlePage';

const PATH = '/u/:account/a/:id';

it('gives the owner quick edit, discount codes and a confirmed delete that lands on /my_articles', async () => {
  const fake = installFakeFetch({
    'GET /v1/articles/:id': () => ({
      status: 200,
      body: { data: article({ isOwner: true, status: 'published' }) },
    }),
    'DELETE /v1/articles/:id': () => ({ status: 200, body: { data: { id: 1 } } }),
  });
  const { shell } = renderReader(<ArticlePage />, {
    path: PATH,
    url: '/u/hanako/a/1',
    session: signedIn({ account: 'hanako' }),
  });
  const tools = await screen.findByTestId('owner-tools');
  expect(within(tools).getByRole('link', { name: 'クイック編集' })).toHaveAttribute(
    'href',
    '/my_articles?quick_edit=1',
  );
  expect(within(tools).getByRole('link', { name: '割引コード' })).toHaveAttribute(
    'href',
    '/my_articles?quick_edit=1&section=discounts',
  );
  await userEvent.click(within(tools).getByRole('button', { name: '記事を削除' }));
  const dialog = screen.getByRole('dialog', { name: '記事を削除しますか？' });
  expect(fake.calls.some((c) => c.method === 'DELETE')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
  expect(fake.calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/v1/articles/1');
  expect(shell.navigate).toHaveBeenCalledWith('/my_articles');
});

it('shows no owner tools to a reader, and says why a discount link does not apply', async () => {
  installFakeFetch({
    'GET /v1/articles/:id': () => ({
      status: 200,
      body: { data: article({ discountCodeProblem: 'expired', discountedPrice: null }) },
    }),
  });
  renderReader(<ArticlePage />, { path: PATH, url: '/u/hanako/a/1?discount_code=OLD' });
  expect(await screen.findByTestId('discount-problem')).toHaveTextContent(
    'この割引コードは期限切れです。通常価格で購入できます',
  );
  expect(screen.queryByTestId('owner-tools')).not.toBeInTheDocument();
});

it('tells the reader the code applies, with its price', async () => {
  installFakeFetch({
    'GET /v1/articles/:id': () => ({
      status: 200,
      body: { data: article({ hasDiscountCode: true, discountedPrice: 700 }) },
    }),
  });
  renderReader(<ArticlePage />, { path: PATH, url: '/u/hanako/a/1?discount_code=OK' });
  expect(await screen.findByTestId('discount-applied')).toHaveTextContent('700円(税込)で購入できます');
});

it('lets the owner set the publish time of an article without one, in Japan time', async () => {
  const fake = installFakeFetch({
    'GET /v1/articles/:id': () => ({
      status: 200,
      body: { data: article({ isOwner: true, status: 'published', publishedAt: null }) },
    }),
    'PATCH /v1/articles/:id/set_published_at': () => ({ status: 200, body: {} }),
  });
  renderReader(<ArticlePage />, {
    path: PATH,
    url: '/u/hanako/a/1',
    session: signedIn({ account: 'hanako' }),
  });
  const setter = await screen.findByTestId('publish-date-setter');
  const input = within(setter).getByLabelText('公開日時（日本時間）');
  await userEvent.type(input, '2001-01-01T09:00');
  await userEvent.click(within(setter).getByRole('button', { name: '公開日時を設定' }));
  expect(within(setter).getByRole('alert')).toHaveTextContent('現在より後、1年以内の日時を指定してください');
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await userEvent.clear(input);
  await userEvent.type(input, `${day}T10:00`);
  await userEvent.click(within(setter).getByRole('button', { name: '公開日時を設定' }));
  const patch = fake.calls.find((c) => c.method === 'PATCH');
  expect(patch?.url.pathname).toBe('/v1/articles/1/set_published_at');
});

it('tells the owner when a reserved article goes public', async () => {
  installFakeFetch({
    'GET /v1/articles/:id': () => ({
      status: 200,
      body: {
        data: article({ isOwner: true, status: 'published', publishedAt: '2099-01-01T01:00:00.000Z' }),
      },
    }),
  });
  renderReader(<ArticlePage />, {
    path: PATH,
    url: '/u/hanako/a/1',
    session: signedIn({ account: 'hanako' }),
  });
  expect(await screen.findByTestId('banner-reserved')).toHaveTextContent(
    '予約公開: 2099/01/01 10:00 に公開されます',
  );
});
