// The dialog when the processor is Stripe (GET /v1/payment/setup): the card is entered in Stripe.js's
// Payment Element (here a stand-in for @stripe/stripe-js: the real one loads from js.stripe.com), its
// PaymentMethod id is the token charged; the sandbox token server is never called. A stored card whose
// issuer asks for 3-D Secure shows the challenge frame as a new card does.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { loadStripe } from '@stripe/stripe-js/pure';
import { noCard, renderCommerce, visaCard } from '../testing/render';
import { PurchaseDialog } from './PurchaseDialog';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

/** The article as the stored-card purchase answers it while 3-D Secure is still open (not bought). */
const article = {
  id: 12,
  title: '有料記事',
  introBody: '',
  eyecatchImageUrl: null,
  eyecatchThumbnailUrl: null,
  price: 1100,
  discountedPrice: null,
  salesCount: 0,
  availableSalesCount: 0,
  isSalesUnlimited: true,
  affiliateRate: 0.1,
  affiliatableOnlyPurchaser: false,
  point: 0,
  reviewsCount: 0,
  isPurchased: false,
  publishedAt: '2026-11-01T00:00:00.000Z',
  user: { account: 'author', name: '書く人', thumbnailUrl: null },
  category: null,
  body: ['<p>free</p>', '<p>paid</p>'],
  payArticleLine: 1,
  paidParagraphsCount: 1,
  purchasedAt: null,
  isOwner: false,
  isReviewed: false,
  isDeleted: false,
  status: 'published',
  inspectStatus: 'approved',
  hasDiscountCode: false,
  reservePublishType: null,
  tags: [],
  timestamp: '2026-11-01T00:00:00.000Z',
};

// A key per test: the dialog keeps one Stripe.js instance per publishable key, as loadStripe advises.
const setup = (key: string) => ({ data: { provider: 'stripe', publishableKey: key } });

function standInStripe(paymentMethod: string | null) {
  const handlers: Record<string, () => void> = {};
  const element = {
    on: (name: string, fn: () => void) => void (handlers[name] = fn),
    mount: jest.fn(() => handlers.ready?.()),
    destroy: jest.fn(),
  };
  const elements = { create: jest.fn(() => element), submit: jest.fn(async () => ({})) };
  const stripe = {
    elements: jest.fn(() => elements),
    createPaymentMethod: jest.fn(async () =>
      paymentMethod
        ? { paymentMethod: { id: paymentMethod } }
        : { error: { message: 'Your card number is incomplete.' } },
    ),
  };
  jest.mocked(loadStripe).mockResolvedValue(stripe as never);
  return { stripe, elements, element };
}

const openDialog = (onPurchased = jest.fn()) => {
  renderCommerce(
    <PurchaseDialog
      open
      articleId={12}
      title="有料記事"
      price={1100}
      onClose={jest.fn()}
      onPurchased={onPurchased}
      pollIntervalMs={5}
    />,
  );
  return onPurchased;
};

describe('PurchaseDialog with Stripe', () => {
  it('mounts the Payment Element in JPY and charges its PaymentMethod; no card number reaches our API', async () => {
    const { stripe, element } = standInStripe('pm_from_element');
    const fake = installFakeFetch({
      'GET /v1/payment/setup': () => ({ body: setup('pk_test_dialog') }),
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/payment/veritrans/charge': () => ({
        body: { data: { veritransOrderId: 'ord_s', dddSecureHtmlStr: null, status: 'purchased' } },
      }),
    });
    const onPurchased = openDialog();
    await waitFor(() => expect(element.mount).toHaveBeenCalled());
    expect(loadStripe).toHaveBeenCalledWith('pk_test_dialog', { locale: 'ja' });
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'payment',
        amount: 1100,
        currency: 'jpy',
        paymentMethodCreation: 'manual',
      }),
    );
    expect(screen.queryByLabelText('カード番号')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '購入する' }));
    await waitFor(() => expect(onPurchased).toHaveBeenCalledTimes(1));
    const [charge] = fake.callsTo('POST /v1/payment/veritrans/charge');
    expect(charge!.body).toMatchObject({ articleId: 12, token: 'pm_from_element', expectedAmount: 1100 });
    expect(fake.callsTo('POST /v1/payment/sandbox/tokens')).toHaveLength(0);
  });

  it('keeps the form when Stripe.js rejects the card, and charges nothing', async () => {
    const { element } = standInStripe(null);
    const fake = installFakeFetch({
      'GET /v1/payment/setup': () => ({ body: setup('pk_test_rejects') }),
      'GET /v1/payment/cards': () => ({ body: noCard }),
    });
    openDialog();
    await waitFor(() => expect(element.mount).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: '購入する' }));
    expect(await screen.findByText('カード情報をご確認ください。')).toBeInTheDocument();
    expect(fake.callsTo('POST /v1/payment/veritrans/charge')).toHaveLength(0);
  });

  it('runs 3-D Secure for the stored card when the issuer asks for it', async () => {
    standInStripe('pm_unused');
    let polls = 0;
    installFakeFetch({
      'GET /v1/payment/setup': () => ({ body: setup('pk_test_stored') }),
      'GET /v1/payment/cards': () => ({ body: visaCard() }),
      'POST /v1/articles/12/purchase': () => ({
        body: {
          data: article,
          payment: { veritransOrderId: 'ord_auth', dddSecureHtmlStr: '<p>issuer</p>', status: 'pending' },
        },
      }),
      'GET /v1/payment/veritrans/veritrans_status': () => ({
        body: {
          data: {
            isPurchased: ++polls >= 2,
            veritransStatus: polls >= 2 ? 'purchased' : 'pending',
            veritransRequestTime: '2026-11-22T00:00:00.000Z',
            veritransResponseErrorMessage: null,
            veritransResponseErrorCode: null,
          },
        },
      }),
    });
    const onPurchased = openDialog();
    await userEvent.type(await screen.findByTestId('stored-card-cvv'), '123');
    await userEvent.click(screen.getByRole('button', { name: '購入する' }));
    expect(await screen.findByTestId('three-d-secure-frame')).toHaveAttribute('srcdoc', '<p>issuer</p>');
    await waitFor(() => expect(onPurchased).toHaveBeenCalledTimes(1));
  });
});
