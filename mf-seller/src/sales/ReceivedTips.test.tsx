import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { installFakeFetch, signedInAs } from '@shirube/testing';
import { SalesHistoryPage } from '../pages';
import { renderSeller } from '../testing/render';

const tip = (over: Record<string, unknown>) => ({
  id: 1,
  amount: 1000,
  message: null,
  anonymous: false,
  tipperName: null,
  tipperAccount: null,
  articleId: null,
  articleTitle: null,
  paidAt: '2026-11-20T03:00:00.000Z',
  refundedAt: null,
  ...over,
});

it('lists the tips received below the sales history: the tipper’s name or 匿名, and the message', async () => {
  installFakeFetch({
    'GET /v1/sales/sold_month': () => ({ body: { data: { months: [] } } }),
    'GET /v1/sales/sales_histories': () => ({
      body: {
        data: [],
        meta: { pager: { next: null } },
        totalSales: 0,
        totalPaymentFee: 0,
        totalAffiliateCommission: 0,
        totalProfit: 0,
      },
    }),
    'GET /v1/current/tips/received': () => ({
      body: {
        data: [
          tip({
            id: 2,
            tipperName: '読者太郎',
            tipperAccount: 'taro',
            message: 'いつもありがとう',
            articleId: 7,
            articleTitle: '家計簿',
          }),
          tip({ id: 1, amount: 500, anonymous: true }),
        ],
      },
    }),
  });
  renderSeller(
    <Routes>
      <Route path="/dashboard/sales_history" element={<SalesHistoryPage />} />
    </Routes>,
    { session: signedInAs({ id: 1, account: 'hanako', name: '山田花子' }), url: '/dashboard/sales_history' },
  );
  const [named, anonymous] = await screen.findAllByTestId('received-tip');
  expect(screen.getByRole('heading', { name: '受け取ったチップ' })).toBeInTheDocument();
  expect(named).toHaveTextContent('読者太郎');
  expect(named).toHaveTextContent('1,000円');
  expect(named).toHaveTextContent('いつもありがとう');
  expect(within(named!).getByRole('link', { name: '家計簿' })).toHaveAttribute('href', '/u/hanako/a/7');
  expect(anonymous).toHaveTextContent('匿名');
  expect(anonymous).toHaveTextContent('500円');
});
