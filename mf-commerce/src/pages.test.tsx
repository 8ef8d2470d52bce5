import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remotePages } from '@shirube/shell-contract';
import * as pages from './pages';
import { CreditCardPage } from './settings/CreditCardPage';
import { PurchasedHistoryPage } from './history/PurchasedHistoryPage';
import { installFakeFetch } from '@shirube/testing';
import { noCard, renderCommerce, visaCard } from './testing/render';

it('exports exactly the pages the contract names', () => {
  expect(Object.keys(pages).sort()).toEqual([...remotePages.mf_commerce].sort());
});

describe('CreditCardPage', () => {
  it('goes none → registered → deleted', async () => {
    let card = noCard;
    const fake = installFakeFetch({
      'GET /v1/payment/cards': () => ({ body: card }),
      'POST /v1/payment/sandbox/tokens': () => ({
        body: {
          status: 'success',
          token: 'tok_1',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2030,
        },
      }),
      'POST /v1/payment/cards': () => ({ body: (card = visaCard('4242')) }),
      'DELETE /v1/payment/cards': () => ({ body: (card = noCard) }),
    });
    const { container, shell } = renderCommerce(<CreditCardPage />);
    expect(await screen.findByText('登録されているカードはありません。')).toBeInTheDocument();
    expect(container.querySelector('[data-remote]')).toHaveAttribute('data-remote', 'mf_commerce');
    await userEvent.click(screen.getByRole('button', { name: 'カードを登録する' }));
    await userEvent.type(screen.getByLabelText('カード番号'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('有効期限（MM/YY）'), '1230');
    await userEvent.type(screen.getByLabelText('セキュリティコード（CVC）'), '123');
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByTestId('stored-card')).toHaveTextContent(/VISA •••• 4242\s+有効期限 12\/30/);
    expect(fake.callsTo('POST /v1/payment/cards')[0]!.body).toEqual({ token: 'tok_1' });
    expect(shell.toast).toHaveBeenCalledWith('カードを登録しました', 'success');
    await userEvent.click(screen.getByRole('button', { name: 'カードを削除する' }));
    expect(await screen.findByText('登録されているカードはありません。')).toBeInTheDocument();
  });
});

describe('PurchasedHistoryPage', () => {
  /** GET /v1/current/purchases answering these purchases, the last page. */
  const onePage =
    (...data: object[]) =>
    () => ({ body: { data, meta: { pager: { next: null } } } });

  it('lists purchased articles with the Tokyo date and the price paid', async () => {
    installFakeFetch({
      'GET /v1/current/purchases': onePage({
        purchaseId: 3,
        purchasedAt: '2026-11-21T16:30:00.000Z',
        price: 1100,
        article: { id: 12, title: '有料記事', user: { account: 'author', name: '書く人' } },
        receipt: null,
      }),
    });
    renderCommerce(<PurchasedHistoryPage />);
    const row = await screen.findByTestId('purchase-row');
    expect(row).toHaveTextContent('2026/11/22');
    expect(row).toHaveTextContent('1,100円(税込)');
    expect(screen.getByRole('link', { name: '有料記事' })).toHaveAttribute('href', '/u/author/a/12');
  });

  it('marks a refunded purchase, with the refund date, and offers no receipt for it', async () => {
    installFakeFetch({
      'GET /v1/current/purchases': onePage({
        purchaseId: 4,
        purchasedAt: '2026-11-20T01:00:00.000Z',
        price: 500,
        article: { id: 13, title: '返金された記事', user: { account: 'author', name: '書く人' } },
        receipt: null,
        refundedAt: '2026-11-22T16:10:00.000Z',
      }),
    });
    renderCommerce(<PurchasedHistoryPage />);
    const row = await screen.findByTestId('purchase-row');
    expect(row).toHaveTextContent('返金済み（2026/11/23）');
    expect(screen.queryByTestId('receipt-button')).toBeNull();
  });

  // Issue 35 item 5: the history names how each purchase was paid.
  it('names the payment method: PayPay, クレジットカード, nothing when unknown', async () => {
    const bought = (purchaseId: number, paymentMethod?: string | null) => ({
      purchaseId,
      purchasedAt: '2026-11-20T01:00:00.000Z',
      price: 500,
      article: { id: purchaseId, title: `記事${purchaseId}`, user: { account: 'author', name: '書く人' } },
      receipt: null,
      ...(paymentMethod !== undefined ? { paymentMethod } : {}),
    });
    installFakeFetch({
      'GET /v1/current/purchases': onePage(
        bought(5, 'paypay'),
        bought(6, 'card'),
        bought(7, null),
        bought(8),
      ),
    });
    renderCommerce(<PurchasedHistoryPage />);
    const rows = await screen.findAllByTestId('purchase-row');
    expect(rows.map((r) => r.querySelector('[data-testid="payment-method"]')?.textContent ?? null)).toEqual([
      'PayPay',
      'クレジットカード',
      null,
      null,
    ]);
  });

  it('says when nothing was bought', async () => {
    installFakeFetch({
      'GET /v1/current/purchases': onePage(),
    });
    renderCommerce(<PurchasedHistoryPage />);
    await waitFor(() => expect(screen.getByText('まだ購入した記事はありません。')).toBeInTheDocument());
  });
});
