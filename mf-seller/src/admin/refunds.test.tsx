import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, signedInAs } from '@shirube/testing';
import { AdminRefundsPage } from '../pages';
import { renderSeller } from '../testing/render';

const purchase = {
  id: 31,
  articleId: 5,
  articleTitle: 'SQLのインデックス入門',
  buyerAccount: 'hanako',
  price: 2480,
  purchasedAt: '2026-11-20T03:00:00.000Z',
  refundedAt: null,
};

/** The API's answer when no user has the account searched for. */
const noSuchAccount = {
  code: 'not_found',
  message: 'No user has this account',
  field: 'account',
  details: [{ field: 'account', reason: 'not_found' }],
};

/** /admin/refunds as an admin, with hanako's one purchase found. */
async function foundPurchase() {
  let refundedAt: string | null = null;
  const fake = installFakeFetch({
    'GET /v1/admin/purchases': () => ({ body: { data: [{ ...purchase, refundedAt }] } }),
    'POST /v1/admin/purchases/:id/refund': () => {
      refundedAt = '2026-11-26T03:00:00.000Z';
      const refund = { id: 1, purchaseId: 31, amount: 2480, reason: '重複購入', createdAt: refundedAt };
      return { body: { data: refund } };
    },
  });
  renderSeller(<AdminRefundsPage />, { session: signedInAs({ isAdmin: true }) });
  const user = userEvent.setup();
  await user.type(screen.getByTestId('refund-account'), 'hanako');
  await user.click(screen.getByRole('button', { name: '検索' }));
  await user.type(await screen.findByLabelText('返金の理由（購入者・販売者に通知されます）'), '重複購入');
  return { fake, user };
}

describe('admin refunds', () => {
  it('asks before refunding, and refunds only when confirmed', async () => {
    const { fake, user } = await foundPurchase();
    await user.click(screen.getByTestId('refund'));
    expect(screen.getByTestId('refund-confirm-text')).toHaveTextContent(
      '「SQLのインデックス入門」の2,480円を全額返金します。返金は取り消せません。',
    );
    expect(fake.callsTo('POST /v1/admin/purchases/31/refund')).toHaveLength(0);

    await user.click(screen.getByTestId('confirm-refund'));
    expect(await screen.findByText('返金済み（2026/11/26）')).toBeInTheDocument();
    const calls = fake.callsTo('POST /v1/admin/purchases/31/refund');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ reason: '重複購入' });
  });

  it('after a refund the list reloads for the account searched, not for what the field says since', async () => {
    const { fake, user } = await foundPurchase();
    await user.type(screen.getByTestId('refund-account'), '_next');
    await user.click(screen.getByTestId('refund'));
    await user.click(screen.getByTestId('confirm-refund'));
    expect(await screen.findByText('返金済み（2026/11/26）')).toBeInTheDocument();
    const searched = fake.callsTo('GET /v1/admin/purchases').map((c) => c.url.searchParams.get('account'));
    expect(searched).toEqual(['hanako', 'hanako']);
  });

  it('cancelling the question refunds nothing and brings the button back', async () => {
    const { fake, user } = await foundPurchase();
    await user.click(screen.getByTestId('refund'));
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByTestId('confirm-refund')).not.toBeInTheDocument();
    expect(screen.getByTestId('refund')).toBeInTheDocument();
    expect(fake.callsTo('POST /v1/admin/purchases/31/refund')).toHaveLength(0);
  });

  it('an account no user has: the field says so and the previous rows go, not 「購入はありません」', async () => {
    const fake = installFakeFetch({
      'GET /v1/admin/purchases': () => ({ body: { data: [purchase] } }),
    });
    renderSeller(<AdminRefundsPage />, { session: signedInAs({ isAdmin: true }) });
    const user = userEvent.setup();
    const field = screen.getByTestId('refund-account');
    await user.type(field, 'hanako');
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findAllByTestId('admin-purchase')).toHaveLength(1);

    fake.on('GET /v1/admin/purchases', () => ({ status: 404, body: noSuchAccount }));
    await user.clear(field);
    await user.type(field, 'hanakoo');
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('このアカウントは見つかりません。');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('admin-purchase')).not.toBeInTheDocument();
    expect(screen.queryByText('このアカウントの購入はありません。')).not.toBeInTheDocument();
    expect(fake.callsTo('GET /v1/admin/purchases').at(-1)!.url.searchParams.get('account')).toBe('hanakoo');
  });

  it('a buyer with no purchases gets the empty message; an account no user has the field error instead', async () => {
    const fake = installFakeFetch({ 'GET /v1/admin/purchases': () => ({ body: { data: [] } }) });
    renderSeller(<AdminRefundsPage />, { session: signedInAs({ isAdmin: true }) });
    const user = userEvent.setup();
    const field = screen.getByTestId('refund-account');
    await user.type(field, '@taro');
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('このアカウントの購入はありません。')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');

    fake.on('GET /v1/admin/purchases', () => ({ status: 404, body: noSuchAccount }));
    await user.type(field, 'u');
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('このアカウントは見つかりません。');
    expect(screen.queryByText('このアカウントの購入はありません。')).not.toBeInTheDocument();

    // The next search that finds the buyer takes the field error away.
    fake.on('GET /v1/admin/purchases', () => ({ body: { data: [] } }));
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('このアカウントの購入はありません。')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a reason before asking to confirm', async () => {
    installFakeFetch({ 'GET /v1/admin/purchases': () => ({ body: { data: [purchase] } }) });
    renderSeller(<AdminRefundsPage />, { session: signedInAs({ isAdmin: true }) });
    const user = userEvent.setup();
    await user.type(screen.getByTestId('refund-account'), 'hanako');
    await user.click(screen.getByRole('button', { name: '検索' }));
    await user.click(await screen.findByTestId('refund'));
    expect(screen.queryByTestId('confirm-refund')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('理由を入力してください。');
  });
});
