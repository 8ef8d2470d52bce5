import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, signedInAs } from '@shirube/testing';
import { AdminRefundsPage } from '../pages';
import { renderSeller } from '../testing/render';

it('lists the buyer’s tips beside their purchases and refunds a tip when confirmed (issue 37)', async () => {
  let refundedAt: string | null = null;
  const fake = installFakeFetch({
    'GET /v1/admin/purchases': () => ({ body: { data: [] } }),
    'GET /v1/admin/tips': () => ({
      body: {
        data: [
          {
            id: 9,
            amount: 1000,
            message: null,
            anonymous: false,
            recipientName: '佐藤',
            recipientAccount: 'sato',
            articleId: null,
            articleTitle: null,
            paymentMethod: 'card',
            paidAt: '2026-11-20T03:00:00.000Z',
            refundedAt,
          },
        ],
      },
    }),
    'POST /v1/admin/tips/:id/refund': () => {
      refundedAt = '2026-11-26T03:00:00.000Z';
      return { body: { data: { id: 1, tipId: 9, amount: 1000, reason: '誤送信', createdAt: refundedAt } } };
    },
  });
  renderSeller(<AdminRefundsPage />, { session: signedInAs({ isAdmin: true }) });
  const user = userEvent.setup();
  await user.type(screen.getByTestId('refund-account'), 'hanako');
  await user.click(screen.getByRole('button', { name: '検索' }));
  const row = await screen.findByTestId('admin-tip');
  expect(row).toHaveTextContent('チップ（佐藤 さんへ）');
  await user.type(within(row).getByLabelText('返金の理由（購入者・販売者に通知されます）'), '誤送信');
  await user.click(within(row).getByTestId('refund'));
  expect(screen.getByTestId('refund-confirm-text')).toHaveTextContent('「チップ（佐藤 さんへ）」の1,000円');
  await user.click(screen.getByTestId('confirm-refund'));
  expect(await screen.findByText('返金済み（2026/11/26）')).toBeInTheDocument();
  expect(fake.callsTo('POST /v1/admin/tips/9/refund').map((c) => c.body)).toEqual([{ reason: '誤送信' }]);
});
