import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { clickPay, veritransStatus } from '../testing/purchase';
import { noCard, renderCommerce, sandboxToken as token, visaCard } from '../testing/render';
import { PurchaseDialog } from './PurchaseDialog';

/** The dialog as the magazine page opens it: magazine 5, 800円, the buyer reading `owned` of its articles. */
function openMagazineDialog(owned = 0) {
  const onPurchased = jest.fn();
  const view = renderCommerce(
    <PurchaseDialog
      open
      magazine={{ id: 5, ownedArticlesCount: owned }}
      title="週刊しるべ"
      price={800}
      onClose={jest.fn()}
      onPurchased={onPurchased}
      pollIntervalMs={5}
    />,
  );
  return { ...view, onPurchased, dialog: screen.getByRole('dialog', { name: 'マガジンの購入' }) };
}

const charged = (status: 'purchased' | 'pending') => () => ({
  body: {
    data: {
      veritransOrderId: 'ord_m',
      dddSecureHtmlStr: status === 'pending' ? '<p>challenge</p>' : null,
      status,
    },
  },
});

describe('PurchaseDialog with a magazine', () => {
  it('says before paying that a buyer who owns some of its articles pays the full price', async () => {
    installFakeFetch({ 'GET /v1/payment/cards': () => ({ body: noCard }) });
    const { dialog } = openMagazineDialog(2);
    expect(within(dialog).getByText('週刊しるべ')).toBeInTheDocument();
    expect(within(dialog).getByText('800円(税込)')).toBeInTheDocument();
    expect(within(dialog).getByTestId('magazine-owns-some')).toHaveTextContent(
      'すでに購入済みの記事が2本含まれていますが、マガジンの価格は変わりません。',
    );
    await waitFor(() => expect(screen.getByTestId('pay-button')).toBeEnabled());
  });

  it('shows no such notice to a buyer who owns none of them', async () => {
    installFakeFetch({ 'GET /v1/payment/cards': () => ({ body: noCard }) });
    openMagazineDialog(0);
    await waitFor(() => expect(screen.getByTestId('pay-button')).toBeEnabled());
    expect(screen.queryByTestId('magazine-owns-some')).toBeNull();
  });

  it("charges a new card through the magazine's charge, runs 3-D Secure and reports the purchase", async () => {
    let polls = 0;
    const fake = installFakeFetch({
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/payment/sandbox/tokens': () => ({ body: { ...token, last4: '3220' } }),
      'POST /v1/magazines/5/charge': charged('pending'),
      'GET /v1/payment/veritrans/veritrans_status': () =>
        veritransStatus(++polls >= 2 ? 'purchased' : 'pending'),
    });
    const { onPurchased } = openMagazineDialog();
    await userEvent.type(screen.getByLabelText('カード番号'), '4000000000003220');
    await userEvent.type(screen.getByLabelText('有効期限（MM/YY）'), '1230');
    await userEvent.type(screen.getByLabelText('セキュリティコード（CVC）'), '123');
    await clickPay();
    expect(await screen.findByTestId('three-d-secure-frame')).toHaveAttribute('srcdoc', '<p>challenge</p>');
    await waitFor(() => expect(onPurchased).toHaveBeenCalledTimes(1));
    const [charge] = fake.callsTo('POST /v1/magazines/5/charge');
    expect(charge!.body).toEqual({ token: 'tok_sbx_1', saveCard: false, expectedAmount: 800 });
    expect(charge!.headers['idempotency-key']).toMatch(/^[\w-]{21}$/);
    expect(fake.callsTo('POST /v1/payment/veritrans/charge')).toHaveLength(0);
  });

  it('pays with the stored card (no security code: the magazine charge takes none)', async () => {
    const fake = installFakeFetch({
      'GET /v1/payment/cards': () => ({ body: visaCard('4242') }),
      'POST /v1/magazines/5/charge': charged('purchased'),
    });
    const { onPurchased } = openMagazineDialog();
    await screen.findByText(/4242/);
    expect(screen.queryByTestId('stored-card-cvv')).toBeNull();
    await clickPay();
    await waitFor(() => expect(onPurchased).toHaveBeenCalledTimes(1));
    expect(fake.callsTo('POST /v1/magazines/5/charge')[0]!.body).toEqual({
      useStoredCard: true,
      expectedAmount: 800,
    });
  });

  it('shows the new price when the magazine price changed, charging nothing', async () => {
    installFakeFetch({
      'GET /v1/payment/cards': () => ({ body: visaCard('4242') }),
      'POST /v1/magazines/5/charge': () => ({
        status: 409,
        body: { code: 'price_changed', message: 'price changed', amount: 1000 },
      }),
    });
    openMagazineDialog();
    await screen.findByText(/4242/);
    await clickPay();
    expect(await screen.findByTestId('price-changed')).toHaveTextContent('1,000');
  });
});
