// The tip dialog when the processor is Stripe with PayPay and コンビニ offered (STRIPE_PAYMENT_METHODS):
// the Payment Element offers them as for an article; PayPay's redirectUrl sends the whole window away
// (leavePage) with the way back to this page (returnPath), never the 3-D Secure frame; a konbini voucher
// is shown (KonbiniVoucher) instead of polling, and nothing says the tip was sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { leavePage } from '../purchase/leavePage';
import { noCard, renderCommerce } from '../testing/render';
import { standInStripe, stripeSetup } from '../testing/stripe';
import { TipDialog } from './TipDialog';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

function openTip() {
  return renderCommerce(
    <TipDialog
      open
      recipientAccount="author1"
      recipientName="著者さん"
      articleId={null}
      onClose={jest.fn()}
      pollIntervalMs={5}
    />,
  );
}

describe('TipDialog with Stripe', () => {
  it('PayPay: offered in the Payment Element; the whole window goes to PayPay, back to this page', async () => {
    const { stripe, element } = standInStripe('pm_paypay_tip');
    const to = jest.spyOn(leavePage, 'to').mockImplementation(() => {});
    window.history.pushState({}, '', '/u/author1');
    const fake = installFakeFetch({
      'GET /v1/payment/setup': () => ({ body: stripeSetup('pk_test_tip_paypay', ['card', 'paypay']) }),
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/tips': () => ({
        body: {
          data: {
            veritransOrderId: 'ord_tp',
            dddSecureHtmlStr: '<p>frame</p>',
            status: 'pending',
            redirectUrl: 'https://pm-redirects.stripe.com/paypay/ord_tp',
            voucher: null,
          },
        },
      }),
    });
    const { shell } = openTip();
    await waitFor(() => expect(element.mount).toHaveBeenCalled());
    expect(stripe.elements).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'payment', allowedPaymentMethodTypes: ['card', 'paypay'] }),
    );
    await userEvent.click(screen.getByRole('button', { name: '500円を送る' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('https://pm-redirects.stripe.com/paypay/ord_tp'));
    const [sent] = fake.callsTo('POST /v1/tips');
    expect(sent!.body).toMatchObject({
      recipientAccount: 'author1',
      amount: 500,
      token: 'pm_paypay_tip',
      returnPath: '/u/author1',
    });
    expect(screen.queryByTestId('three-d-secure-frame')).toBeNull();
    expect(fake.callsTo('GET /v1/payment/veritrans/veritrans_status')).toHaveLength(0);
    expect(shell.toast).not.toHaveBeenCalled();
    to.mockRestore();
  });

  it('コンビニ: shows the voucher and what paying it does, instead of polling or saying it was sent', async () => {
    standInStripe('pm_konbini_tip');
    const fake = installFakeFetch({
      'GET /v1/payment/setup': () => ({ body: stripeSetup('pk_test_tip_konbini', ['card', 'konbini']) }),
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/tips': () => ({
        body: {
          data: {
            veritransOrderId: 'ord_tk',
            dddSecureHtmlStr: null,
            status: 'pending',
            redirectUrl: null,
            voucher: {
              expiresAt: '2026-12-02T14:59:59.000Z',
              hostedVoucherUrl: 'https://payments.stripe.com/konbini/voucher/t',
              stores: [{ chain: 'familymart', paymentCode: '987654321098', confirmationNumber: null }],
            },
          },
        },
      }),
    });
    const { shell } = openTip();
    await userEvent.click(await screen.findByRole('button', { name: '500円を送る' }));
    expect(await screen.findByText('コンビニでお支払いください')).toBeInTheDocument();
    expect(screen.getByText(/お支払いを確認するとチップが著者に届きます/)).toBeInTheDocument();
    const store = screen.getByTestId('konbini-store-familymart');
    expect(store).toHaveTextContent('ファミリーマート');
    expect(store).toHaveTextContent('987654321098');
    expect(screen.getByText('お支払い期限: 2026/12/02 23:59')).toBeInTheDocument();
    expect(screen.queryByTestId('tip-send')).toBeNull();
    expect(screen.queryByTestId('tip-success')).toBeNull();
    expect(fake.callsTo('GET /v1/payment/veritrans/veritrans_status')).toHaveLength(0);
    expect(shell.toast).not.toHaveBeenCalled();
  });
});
