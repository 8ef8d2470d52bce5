// The purchase history by month (GET /v1/sales/purchased_month → /v1/sales/purchased_histories?month=).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { inputClass } from '@shirube/ui';
import { renderCommerce } from '../testing/render';
import { PurchasedHistoryPage } from './PurchasedHistoryPage';

const bought = (purchaseId: number, title: string, price: number, refundedAt: string | null = null) => ({
  purchaseId,
  purchasedAt: '2026-10-21T03:00:00.000Z',
  price,
  article: { id: purchaseId, title, user: { account: 'author', name: '書く人' } },
  receipt: null,
  refundedAt,
});
const list = (data: unknown[], next: string | null = null) => ({ body: { data, meta: { pager: { next } } } });

it('picks a month the buyer bought in and shows only its purchases with their total', async () => {
  const fake = installFakeFetch({
    'GET /v1/current/purchases': () => list([bought(9, '十一月の記事', 500), bought(1, '十月の記事', 1100)]),
    'GET /v1/sales/purchased_month': () => ({ body: { data: { months: ['2026-11', '2026-10'] } } }),
    'GET /v1/sales/purchased_histories': () =>
      list([
        bought(1, '十月の記事', 1100),
        bought(2, '返金された記事', 300, '2026-10-25T00:00:00.000Z'),
        bought(3, '無料の記事', 0),
      ]),
  });
  renderCommerce(<PurchasedHistoryPage />);
  expect(await screen.findByText('十一月の記事')).toBeInTheDocument();
  await screen.findByRole('option', { name: '2026年10月' });
  const picker = screen.getByLabelText('購入した月');
  expect(picker).toHaveClass(inputClass); // the site's field style (issue 40 item 6)
  expect(
    within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['すべての期間', '2026年11月', '2026年10月']);
  expect(screen.queryByTestId('purchase-month-total')).toBeNull();

  await userEvent.selectOptions(picker, '2026-10');
  expect(await screen.findByText('返金された記事')).toBeInTheDocument();
  expect(screen.queryByText('十一月の記事')).toBeNull();
  expect(fake.callsTo('GET /v1/sales/purchased_histories')[0]!.url.searchParams.get('month')).toBe('2026-10');
  // The refunded purchase is listed but its money went back: 2 purchases kept, 1,100円 paid.
  expect(screen.getByTestId('purchase-month-total')).toHaveTextContent(
    '2026年10月の購入: 2件・合計 1,100円(税込)',
  );

  await userEvent.selectOptions(picker, '');
  expect(await screen.findByText('十一月の記事')).toBeInTheDocument();
  expect(fake.callsTo('GET /v1/current/purchases')).toHaveLength(2);
}, 20_000);

it('pages one month with its cursor and totals it only once every purchase is there', async () => {
  const fake = installFakeFetch({
    'GET /v1/current/purchases': () => list([bought(1, '記事A', 100)]),
    'GET /v1/sales/purchased_month': () => ({ body: { data: { months: ['2026-10'] } } }),
    'GET /v1/sales/purchased_histories': ({ url }) =>
      url.searchParams.get('since') === '20'
        ? list([bought(2, '記事B', 200)])
        : list([bought(1, '記事A', 100)], '20'),
  });
  renderCommerce(<PurchasedHistoryPage />);
  await screen.findByRole('option', { name: '2026年10月' });
  await userEvent.selectOptions(screen.getByLabelText('購入した月'), '2026-10');
  expect(await screen.findByRole('button', { name: 'もっと見る' })).toBeInTheDocument();
  expect(screen.queryByTestId('purchase-month-total')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
  expect(await screen.findByText('記事B')).toBeInTheDocument();
  expect(fake.callsTo('GET /v1/sales/purchased_histories')[1]!.url.searchParams.get('month')).toBe('2026-10');
  expect(screen.getByTestId('purchase-month-total')).toHaveTextContent('2件・合計 300円(税込)');
}, 20_000);
