/** The purchase dialog as the reader opens it (article 12, 1,100円) and the API's answers about a charge. */
import { screen } from '@testing-library/react';
import { PurchaseDialog } from '../purchase/PurchaseDialog';
import { clickWhenEnabled, renderCommerce } from './render';

export function openPurchaseDialog(onPurchased = jest.fn()) {
  const view = renderCommerce(
    <PurchaseDialog
      open
      articleId={12}
      title="有料記事"
      price={1100}
      discountedPrice={null}
      onClose={jest.fn()}
      onPurchased={onPurchased}
      pollIntervalMs={5}
    />,
  );
  return { ...view, onPurchased, dialog: screen.getByRole('dialog', { name: '記事の購入' }) };
}

/** GET /v1/payment/veritrans/veritrans_status's body: still pending, purchased, or failed with `error`. */
export function veritransStatus(
  status: 'pending' | 'purchased' | 'failed',
  error: { code: string; message: string } | null = null,
) {
  return {
    body: {
      data: {
        isPurchased: status === 'purchased',
        veritransStatus: status,
        veritransRequestTime: '2026-11-22T00:00:00.000Z',
        veritransResponseErrorMessage: error?.message ?? null,
        veritransResponseErrorCode: error?.code ?? null,
      },
    },
  };
}

/** Click 購入する once it can be pressed (see clickWhenEnabled). */
export const clickPay = () => clickWhenEnabled('pay-button');
