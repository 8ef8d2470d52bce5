import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { article as testArticle, installFakeFetch, type FakeReply } from '@shirube/testing';
import { clickPay, openPurchaseDialog as openDialog, veritransStatus } from '../testing/purchase';
import { noCard, sandboxToken as token, visaCard } from '../testing/render';

// The article the purchase answers with once it is bought.
const article = testArticle({
  id: 12,
  title: '有料記事',
  isPurchased: true,
  purchasedAt: '2026-11-22T00:00:00.000Z',
});

/** The charge's answer when the card asks for 3-D Secure: the order pending, the challenge page to show. */
const challenged = (veritransOrderId: string) => () => ({
  body: { data: { veritransOrderId, dddSecureHtmlStr: '<p>challenge</p>', status: 'pending' } },
});

/** A buyer with a stored Visa 4242 whose first purchase try gets `first`, every later one the article. */
function storedCardFirstTry(first: FakeReply) {
  let attempts = 0;
  return installFakeFetch({
    'GET /v1/payment/cards': () => ({ body: visaCard('4242') }),
    'POST /v1/articles/12/purchase': () => (++attempts === 1 ? first : { body: { data: article } }),
  });
}

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText('カード番号'), number);
  await userEvent.type(screen.getByLabelText('有効期限（MM/YY）'), '1230');
  await userEvent.type(screen.getByLabelText('セキュリティコード（CVC）'), '123');
}

describe('PurchaseDialog', () => {
  it('shows the article and its tax-included price, and checks the card in Japanese before sending', async () => {
    const fake = installFakeFetch({ 'GET /v1/payment/cards': () => ({ body: noCard }) });
    const { dialog } = openDialog();
    expect(within(dialog).getByText('有料記事')).toBeInTheDocument();
    expect(within(dialog).getByText('1,100円(税込)')).toBeInTheDocument();
    await clickPay();
    expect(screen.getByText('カード番号を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('有効期限を入力してください。')).toBeInTheDocument();
    expect(
      screen.getByText('セキュリティコードは3桁または4桁の数字で入力してください。'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('カード番号'), '4242424242424241');
    expect(screen.getByLabelText('カード番号')).toHaveValue('4242 4242 4242 4241');
    await clickPay();
    expect(screen.getByText('カード番号が正しくありません。')).toBeInTheDocument();
    expect(fake.callsTo('POST /v1/payment/sandbox/tokens')).toHaveLength(0);
  });

  it('pays with a new card: tokenises, charges with an Idempotency-Key and saveCard, then reports the purchase', async () => {
    const fake = installFakeFetch({
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/payment/sandbox/tokens': () => ({ body: token }),
      'POST /v1/payment/veritrans/charge': () => ({
        body: { data: { veritransOrderId: 'ord_1', dddSecureHtmlStr: null, status: 'purchased' } },
      }),
    });
    const { onPurchased, shell } = openDialog();
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByLabelText('このカードを保存する'));
    await clickPay();
    await waitFor(() => expect(onPurchased).toHaveBeenCalledTimes(1));
    expect(fake.callsTo('POST /v1/payment/sandbox/tokens')[0]!.body).toMatchObject({
      cardNumber: '4242424242424242',
      cardExpire: '12/30',
      securityCode: '123',
    });
    const [charge] = fake.callsTo('POST /v1/payment/veritrans/charge');
    expect(charge!.body).toEqual({ articleId: 12, token: 'tok_sbx_1', saveCard: true, expectedAmount: 1100 });
    expect(charge!.headers['idempotency-key']).toMatch(/^[\w-]{21}$/);
    expect(shell.toast).toHaveBeenCalledWith('購入が完了しました', 'success');
    expect(screen.getByText('購入が完了しました')).toBeInTheDocument();
  });

  it('shows the 3-D Secure page in a frame and polls until the order is purchased', async () => {
    let polls = 0;
    const fake = installFakeFetch({
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/payment/sandbox/tokens': () => ({ body: { ...token, last4: '3220' } }),
      'POST /v1/payment/veritrans/charge': challenged('ord_3ds'),
      'GET /v1/payment/veritrans/veritrans_status': () =>
        veritransStatus(++polls >= 3 ? 'purchased' : 'pending'),
    });
    const { onPurchased } = openDialog();
    await fillCard('4000000000003220');
    await clickPay();
    const frame = await screen.findByTestId('three-d-secure-frame');
    expect(frame).toHaveAttribute('srcdoc', '<p>challenge</p>');
    expect(frame).toHaveAccessibleName('本人認証（3-D Secure）');
    expect(screen.getByText('決済を確認しています…')).toBeInTheDocument();
    await waitFor(() => expect(onPurchased).toHaveBeenCalledTimes(1));
    expect(polls).toBe(3);
    expect(
      fake.callsTo('GET /v1/payment/veritrans/veritrans_status')[0]!.url.searchParams.get('order_id'),
    ).toBe('ord_3ds');
  });

  it('goes back to the form with a Japanese message when the 3-D Secure check is cancelled', async () => {
    installFakeFetch({
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/payment/sandbox/tokens': () => ({ body: { ...token, last4: '3220' } }),
      'POST /v1/payment/veritrans/charge': challenged('ord_x'),
      'GET /v1/payment/veritrans/veritrans_status': () =>
        veritransStatus('failed', {
          code: 'authentication_failed',
          message: '3-D Secure authentication failed',
        }),
    });
    const { onPurchased } = openDialog();
    await fillCard('4000000000003220');
    await clickPay();
    expect(await screen.findByRole('alert')).toHaveTextContent('本人認証（3-D Secure）が完了しませんでした');
    expect(screen.queryByTestId('three-d-secure-frame')).not.toBeInTheDocument();
    expect(screen.getByLabelText('カード番号')).toHaveValue('4000 0000 0000 3220');
    expect(onPurchased).not.toHaveBeenCalled();
  });

  it('keeps the form after a declined card, says so in Japanese, and makes a new key for the next try', async () => {
    const fake = installFakeFetch({
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/payment/sandbox/tokens': () => ({ body: { ...token, last4: '0002' } }),
      'POST /v1/payment/veritrans/charge': () => ({
        status: 402,
        body: { code: 'card_declined', message: 'The card was declined' },
      }),
    });
    const { onPurchased } = openDialog();
    await fillCard('4000000000000002');
    await clickPay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'カードが利用できませんでした。別のカードをお試しください。',
    );
    expect(screen.getByLabelText('カード番号')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('有効期限（MM/YY）')).toHaveValue('12/30');
    await clickPay();
    await waitFor(() => expect(fake.callsTo('POST /v1/payment/veritrans/charge')).toHaveLength(2));
    const [first, second] = fake.callsTo('POST /v1/payment/veritrans/charge');
    expect(first!.headers['idempotency-key']).not.toBe(second!.headers['idempotency-key']);
    expect(onPurchased).not.toHaveBeenCalled();
  });

  it('buys with the stored card + security code, reusing the key when the first try got no answer', async () => {
    const fake = storedCardFirstTry({
      status: 502,
      body: { code: 'bad_gateway', message: 'API unreachable' },
    });
    const { onPurchased } = openDialog();
    const stored = await screen.findByRole('radio', { name: /•••• 4242 12\/30/ });
    expect(stored).toBeChecked();
    expect(screen.queryByLabelText('カード番号')).not.toBeInTheDocument();
    await clickPay();
    expect(
      screen.getByText('セキュリティコードは3桁または4桁の数字で入力してください。'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('セキュリティコード'), '123');
    await clickPay();
    // The shell's 502 names its cause (bad_gateway): the retry below reuses the key, so it is safe.
    expect(await screen.findByRole('alert')).toHaveTextContent('サーバーに接続できませんでした');
    await clickPay();
    await waitFor(() => expect(onPurchased).toHaveBeenCalledTimes(1));
    const [first, second] = fake.callsTo('POST /v1/articles/12/purchase');
    expect(first!.body).toEqual({ cvv: '123', expectedAmount: 1100 });
    expect(first!.headers['idempotency-key']).toBeTruthy();
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });

  it('asks again in Japanese with the new price when the server answers price_changed, then sends that amount', async () => {
    const fake = storedCardFirstTry({
      status: 409,
      body: {
        code: 'price_changed',
        message: 'The price is now 1500 yen',
        field: 'expectedAmount',
        amount: 1500,
      },
    });
    const { onPurchased, dialog } = openDialog();
    await screen.findByRole('radio', { name: /•••• 4242 12\/30/ });
    await userEvent.type(screen.getByLabelText('セキュリティコード'), '123');
    await clickPay();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '価格が変更されました。新しい価格は1,500円(税込)です。',
    );
    expect(within(dialog).getByText('1,500円(税込)')).toBeInTheDocument();
    expect(onPurchased).not.toHaveBeenCalled();
    await clickPay();
    await waitFor(() => expect(onPurchased).toHaveBeenCalledTimes(1));
    const [first, second] = fake.callsTo('POST /v1/articles/12/purchase');
    expect(first!.body).toEqual({ cvv: '123', expectedAmount: 1100 });
    expect(second!.body).toEqual({ cvv: '123', expectedAmount: 1500 });
  });
});
