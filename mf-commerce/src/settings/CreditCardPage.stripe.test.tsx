// /settings/credit_card with PAYMENT_PROVIDER=stripe: the card is entered in Stripe.js's Payment Element
// (setup mode; here a stand-in for @stripe/stripe-js) and its PaymentMethod id is what is saved.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { noCard, renderCommerce, visaCard } from '../testing/render';
import { standInStripe, stripeSetup } from '../testing/stripe';
import { CreditCardPage } from './CreditCardPage';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

it('saves the PaymentMethod Stripe.js made; the sandbox token server is never called', async () => {
  const { stripe, element } = standInStripe('pm_saved');
  let card = noCard;
  const fake = installFakeFetch({
    'GET /v1/payment/setup': () => ({ body: stripeSetup('pk_test_page') }),
    'GET /v1/payment/cards': () => ({ body: card }),
    'POST /v1/payment/cards': () => ({ body: (card = visaCard('4242')) }),
  });
  renderCommerce(<CreditCardPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'カードを登録する' }));
  await waitFor(() => expect(element.mount).toHaveBeenCalled());
  expect(stripe.elements).toHaveBeenCalledWith({
    mode: 'setup',
    currency: 'jpy',
    paymentMethodCreation: 'manual',
    // Only the methods our flow handles, whatever the Dashboard enables.
    allowedPaymentMethodTypes: ['card'],
  });
  expect(screen.queryByLabelText('カード番号')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: '保存する' }));
  expect(await screen.findByTestId('stored-card')).toHaveTextContent(/VISA •••• 4242/);
  expect(fake.callsTo('POST /v1/payment/cards')[0]!.body).toEqual({ token: 'pm_saved' });
  expect(fake.callsTo('POST /v1/payment/sandbox/tokens')).toHaveLength(0);
});
