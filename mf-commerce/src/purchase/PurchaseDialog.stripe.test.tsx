// The dialog when the processor is Stripe (GET /v1/payment/setup): the card is entered in Stripe.js's
// Payment Element (here a stand-in for @stripe/stripe-js: the real one loads from js.stripe.com), its
// PaymentMethod id is the token charged; the sandbox token server is never called. A stored card whose
// issuer asks for 3-D Secure shows the challenge frame as a new card does.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { article, installFakeFetch } from '@shirube/testing';
import { loadStripe } from '@stripe/stripe-js/pure';
import { clickPay, openPurchaseDialog, veritransStatus } from '../testing/purchase';
import { noCard, visaCard } from '../testing/render';
import { standInStripe, stripeSetup } from '../testing/stripe';
import { leavePage } from './leavePage';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

describe('PurchaseDialog with Stripe', () => {
  it('mounts the Payment Element in JPY and charges its PaymentMethod; no card number reaches our API', async () => {
    const { stripe, element } = standInStripe('pm_from_element');
    const fake = installFakeFetch({
      'GET /v1/payment/setup': () => ({ body: stripeSetup('pk_test_dialog') }),
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/payment/veritrans/charge': () => ({
        body: { data: { veritransOrderId: 'ord_s', dddSecureHtmlStr: null, status: 'purchased' } },
      }),
    });
    const { onPurchased } = openPurchaseDialog();
    await waitFor(() => expect(element.mount).toHaveBeenCalled());
    expect(loadStripe).toHaveBeenCalledWith('pk_test_dialog', { locale: 'ja' });
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'payment',
        amount: 1100,
        currency: 'jpy',
        paymentMethodCreation: 'manual',
        // Only the methods our flow handles, whatever the Dashboard enables.
        allowedPaymentMethodTypes: ['card'],
      }),
    );
    expect(screen.queryByLabelText('カード番号')).toBeNull();
    await clickPay();
    await waitFor(() => expect(onPurchased).toHaveBeenCalledTimes(1));
    const [charge] = fake.callsTo('POST /v1/payment/veritrans/charge');
    expect(charge!.body).toMatchObject({ articleId: 12, token: 'pm_from_element', expectedAmount: 1100 });
    expect(fake.callsTo('POST /v1/payment/sandbox/tokens')).toHaveLength(0);
  });

  // Issue 35 item 5: PayPay is offered only when the API is configured for it (STRIPE_PAYMENT_METHODS).
  it('offers PayPay in the Payment Element when the API lists it, and charges its PaymentMethod', async () => {
    const { stripe, element } = standInStripe('pm_paypay_from_element');
    const fake = installFakeFetch({
      'GET /v1/payment/setup': () => ({ body: stripeSetup('pk_test_paypay', ['card', 'paypay']) }),
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/payment/veritrans/charge': () => ({
        body: { data: { veritransOrderId: 'ord_p', dddSecureHtmlStr: null, status: 'purchased' } },
      }),
    });
    const { onPurchased } = openPurchaseDialog();
    await waitFor(() => expect(element.mount).toHaveBeenCalled());
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'payment', allowedPaymentMethodTypes: ['card', 'paypay'] }),
    );
    await clickPay();
    await waitFor(() => expect(onPurchased).toHaveBeenCalledTimes(1));
    const [charge] = fake.callsTo('POST /v1/payment/veritrans/charge');
    expect(charge!.body).toMatchObject({ token: 'pm_paypay_from_element' });
  });

  it('sends the whole window to PayPay (redirectUrl), not the 3-D Secure frame, with the way back to this page', async () => {
    standInStripe('pm_paypay_redirect');
    const to = jest.spyOn(leavePage, 'to').mockImplementation(() => {});
    window.history.pushState({}, '', '/u/author/a/12?ref=x');
    const fake = installFakeFetch({
      'GET /v1/payment/setup': () => ({ body: stripeSetup('pk_test_paypay_redirect', ['card', 'paypay']) }),
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/payment/veritrans/charge': () => ({
        body: {
          data: {
            veritransOrderId: 'ord_r',
            dddSecureHtmlStr: '<p>frame</p>',
            status: 'pending',
            redirectUrl: 'https://pm-redirects.stripe.com/paypay/ord_r',
          },
        },
      }),
    });
    const { onPurchased } = openPurchaseDialog();
    await userEvent.click(await screen.findByRole('button', { name: '購入する' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('https://pm-redirects.stripe.com/paypay/ord_r'));
    const [charge] = fake.callsTo('POST /v1/payment/veritrans/charge');
    expect(charge!.body).toMatchObject({ token: 'pm_paypay_redirect', returnPath: '/u/author/a/12?ref=x' });
    expect(screen.queryByTestId('three-d-secure-frame')).toBeNull();
    expect(fake.callsTo('GET /v1/payment/veritrans/veritrans_status')).toHaveLength(0);
    expect(onPurchased).not.toHaveBeenCalled();
    to.mockRestore();
  });

  it('コンビニ: shows the voucher (numbers per chain, the deadline in Tokyo time) instead of polling', async () => {
    standInStripe('pm_konbini_from_element');
    const fake = installFakeFetch({
      'GET /v1/payment/setup': () => ({ body: stripeSetup('pk_test_konbini', ['card', 'konbini']) }),
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/payment/veritrans/charge': () => ({
        body: {
          data: {
            veritransOrderId: 'ord_k',
            dddSecureHtmlStr: null,
            status: 'pending',
            redirectUrl: null,
            voucher: {
              expiresAt: '2026-12-02T14:59:59.000Z',
              hostedVoucherUrl: 'https://payments.stripe.com/konbini/voucher/x',
              stores: [{ chain: 'lawson', paymentCode: '123456789012', confirmationNumber: '09012345678' }],
            },
          },
        },
      }),
    });
    const { onPurchased } = openPurchaseDialog();
    await userEvent.click(await screen.findByRole('button', { name: '購入する' }));
    expect(await screen.findByText('コンビニでお支払いください')).toBeInTheDocument();
    const lawson = screen.getByTestId('konbini-store-lawson');
    expect(lawson).toHaveTextContent('ローソン');
    expect(lawson).toHaveTextContent('123456789012');
    expect(lawson).toHaveTextContent('09012345678');
    expect(screen.getByText('お支払い期限: 2026/12/02 23:59')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '購入する' })).toBeNull();
    expect(fake.callsTo('GET /v1/payment/veritrans/veritrans_status')).toHaveLength(0);
    expect(onPurchased).not.toHaveBeenCalled();
  });

  // Issue 35: Apple Pay / Google Pay are the Payment Element's wallets (card PaymentMethods): shown only
  // when the site turned them on (STRIPE_WALLETS=1 → setup `wallets`), never by Stripe's 'auto' default.
  it.each([
    [undefined, 'never'],
    [true, 'auto'],
  ])('wallets %s → Apple Pay / Google Pay %s in the Payment Element', async (wallets, shown) => {
    const { elements } = standInStripe('pm_wallet');
    installFakeFetch({
      'GET /v1/payment/setup': () => ({
        body: { data: { ...stripeSetup(`pk_test_wallets_${shown}`).data, ...(wallets ? { wallets } : {}) } },
      }),
      'GET /v1/payment/cards': () => ({ body: noCard }),
    });
    openPurchaseDialog();
    await waitFor(() => expect(elements.create).toHaveBeenCalled());
    expect(elements.create).toHaveBeenCalledWith(
      'payment',
      expect.objectContaining({ wallets: { applePay: shown, googlePay: shown } }),
    );
  });

  it('keeps the form when Stripe.js rejects the card, and charges nothing', async () => {
    const { element } = standInStripe(null);
    const fake = installFakeFetch({
      'GET /v1/payment/setup': () => ({ body: stripeSetup('pk_test_rejects') }),
      'GET /v1/payment/cards': () => ({ body: noCard }),
    });
    openPurchaseDialog();
    await waitFor(() => expect(element.mount).toHaveBeenCalled());
    await clickPay();
    expect(await screen.findByText('カード情報をご確認ください。')).toBeInTheDocument();
    expect(fake.callsTo('POST /v1/payment/veritrans/charge')).toHaveLength(0);
  });

  it('runs 3-D Secure for the stored card when the issuer asks for it', async () => {
    standInStripe('pm_unused');
    let polls = 0;
    const fake = installFakeFetch({
      'GET /v1/payment/setup': () => ({ body: stripeSetup('pk_test_stored') }),
      'GET /v1/payment/cards': () => ({ body: visaCard() }),
      'POST /v1/articles/12/purchase': () => ({
        body: {
          // The article as the stored-card purchase answers it while 3-D Secure is still open (not bought).
          data: article({ id: 12, title: '有料記事' }),
          payment: { veritransOrderId: 'ord_auth', dddSecureHtmlStr: '<p>issuer</p>', status: 'pending' },
        },
      }),
      'GET /v1/payment/veritrans/veritrans_status': () =>
        veritransStatus(++polls >= 2 ? 'purchased' : 'pending'),
    });
    const { onPurchased } = openPurchaseDialog();
    // No security code of ours in Stripe mode (SAQ A): the stored card is paid as it is.
    expect(await screen.findByTestId('stored-card-stripe')).toHaveTextContent('本人認証（3-D Secure）');
    expect(screen.queryByTestId('stored-card-cvv')).toBeNull();
    expect(screen.queryByLabelText('セキュリティコード')).toBeNull();
    await clickPay();
    expect(await screen.findByTestId('three-d-secure-frame')).toHaveAttribute('srcdoc', '<p>issuer</p>');
    await waitFor(() => expect(onPurchased).toHaveBeenCalledTimes(1));
    // Nothing card-like is posted to our API.
    const [purchase] = fake.callsTo('POST /v1/articles/12/purchase');
    expect(purchase!.body).not.toHaveProperty('cvv');
    expect(JSON.stringify(purchase!.body)).not.toMatch(/cvc|cvv|security/i);
  });
});
