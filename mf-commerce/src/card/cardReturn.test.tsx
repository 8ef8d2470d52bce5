// Spec §2: the purchase dialog leads to card registration and the card page comes back to the article.
// The dialog also shows the operators' no-refund wording (system phrase purchase_notice, spec §3).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { PurchaseDialog } from '../purchase/PurchaseDialog';
import { CreditCardPage } from '../settings/CreditCardPage';
import { noCard, renderCommerce, sandboxToken as token, signedIn, visaCard } from '../testing/render';

it('the purchase dialog links to card registration with the article to come back to', async () => {
  window.history.replaceState(null, '', '/u/author/a/12?discount_code=SPRING');
  installFakeFetch({
    'GET /v1/payment/cards': () => ({ body: noCard }),
    'GET /v1/system_phrases': () => ({
      body: {
        data: [{ id: 3, key: 'purchase_notice', body: '購入後の返金はお受けしておりません。', url: null }],
      },
    }),
  });
  const onClose = jest.fn();
  const { shell } = renderCommerce(
    <PurchaseDialog open articleId={12} title="有料記事" price={1100} onClose={onClose} />,
  );
  await waitFor(() =>
    expect(screen.getByTestId('purchase-notice')).toHaveTextContent('購入後の返金はお受けしておりません。'),
  );
  const link = screen.getByRole('link', {
    name: 'カードを登録してから購入する（登録後、このページに戻ります）',
  });
  const to = '/settings/credit_card?return_to=%2Fu%2Fauthor%2Fa%2F12%3Fdiscount_code%3DSPRING';
  expect(link).toHaveAttribute('href', to);
  await userEvent.click(link);
  expect(onClose).toHaveBeenCalled();
  expect(shell.navigate).toHaveBeenCalledWith(to);
  window.history.replaceState(null, '', '/');
});

it('the card page goes back to the article once the card is saved', async () => {
  let card = noCard;
  installFakeFetch({
    'GET /v1/payment/setup': () => ({ body: { data: { provider: 'sandbox', publishableKey: null } } }),
    'GET /v1/payment/cards': () => ({ body: card }),
    'POST /v1/payment/sandbox/tokens': () => ({ body: token }),
    'POST /v1/payment/cards': () => ({ body: (card = visaCard('4242')) }),
  });
  const { shell } = renderCommerce(
    <CreditCardPage />,
    signedIn,
    '/settings/credit_card?return_to=%2Fu%2Fauthor%2Fa%2F12',
  );
  expect(await screen.findByTestId('card-return')).toHaveTextContent(
    'カードを保存すると、元のページに戻ります。',
  );
  expect(screen.getByRole('link', { name: '保存せずに戻る' })).toHaveAttribute('href', '/u/author/a/12');
  await userEvent.click(await screen.findByRole('button', { name: 'カードを登録する' }));
  await userEvent.type(screen.getByLabelText('カード番号'), '4242424242424242');
  await userEvent.type(screen.getByLabelText('有効期限（MM/YY）'), '1230');
  await userEvent.type(screen.getByLabelText('セキュリティコード（CVC）'), '123');
  await userEvent.click(screen.getByRole('button', { name: '保存する' }));
  expect(await screen.findByTestId('stored-card')).toBeInTheDocument();
  expect(shell.toast).toHaveBeenCalledWith('カードを登録しました', 'success');
  expect(shell.navigate).toHaveBeenCalledWith('/u/author/a/12');
}, 20_000);

it('the card page opened on its own, or with a foreign address, stays where it is', async () => {
  installFakeFetch({
    'GET /v1/payment/setup': () => ({ body: { data: { provider: 'sandbox', publishableKey: null } } }),
    'GET /v1/payment/cards': () => ({ body: noCard }),
  });
  renderCommerce(<CreditCardPage />, signedIn, '/settings/credit_card?return_to=%2F%2Fevil.example');
  expect(await screen.findByTestId('no-card')).toBeInTheDocument();
  expect(screen.queryByTestId('card-return')).toBeNull();
});
