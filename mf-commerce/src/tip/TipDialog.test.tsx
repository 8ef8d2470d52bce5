import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@shirube/testing';
import { veritransStatus } from '../testing/purchase';
import { clickWhenEnabled, noCard, renderCommerce, sandboxToken as token, visaCard } from '../testing/render';
import { CommerceRoot } from '../lib/CommerceRoot';
import { TipDialog } from './TipDialog';

function openTip() {
  const view = renderCommerce(
    <TipDialog
      open
      recipientAccount="author1"
      recipientName="著者さん"
      articleId={7}
      onClose={jest.fn()}
      pollIntervalMs={5}
    />,
  );
  return { ...view, dialog: screen.getByRole('dialog', { name: 'チップで応援する' }) };
}

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText('カード番号'), number);
  await userEvent.type(screen.getByLabelText('有効期限（MM/YY）'), '1230');
  await userEvent.type(screen.getByLabelText('セキュリティコード（CVC）'), '123');
}

describe('TipDialog', () => {
  it('sends 1,000円 with a cleaned message, 匿名 and an Idempotency-Key, through 3-D Secure', async () => {
    // The issuer answers only once the test has seen its frame: with 5 ms polls the whole challenge
    // could otherwise pass while userEvent's click was still awaiting (seen on a loaded CI machine).
    let approved = false;
    const fake = installFakeFetch({
      'GET /v1/payment/cards': () => ({ body: noCard }),
      'POST /v1/payment/sandbox/tokens': () => ({ body: token }),
      'POST /v1/tips': () => ({
        body: {
          data: { veritransOrderId: 'ord_t', dddSecureHtmlStr: '<p>challenge</p>', status: 'pending' },
        },
      }),
      'GET /v1/payment/veritrans/veritrans_status': () => veritransStatus(approved ? 'purchased' : 'pending'),
    });
    const { shell } = openTip();
    expect(screen.getByText('著者さん さんにチップを送ります')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('1,000円(税込)'));
    await userEvent.type(screen.getByTestId('tip-message'), ' <b>ありがとう</b> ');
    await userEvent.click(screen.getByLabelText('匿名で送る（相手にお名前を表示しません）'));
    await fillCard('4000000000003220');
    expect(screen.getByTestId('tip-send')).toHaveTextContent('1,000円を送る');
    await clickWhenEnabled('tip-send');
    expect(await screen.findByTestId('three-d-secure-frame')).toBeInTheDocument();
    approved = true;
    await waitFor(() => expect(screen.getByTestId('tip-success')).toBeInTheDocument());
    const [sent] = fake.callsTo('POST /v1/tips');
    expect(sent!.body).toEqual({
      recipientAccount: 'author1',
      articleId: 7,
      amount: 1000,
      message: 'ありがとう',
      anonymous: true,
      token: 'tok_sbx_1',
      saveCard: false,
    });
    expect(sent!.headers['idempotency-key']).toMatch(/^[\w-]{21}$/);
    expect(shell.toast).toHaveBeenCalledWith('チップを送りました。ありがとうございます！', 'success');
  });

  it('checks a custom amount and the message length before anything is sent', async () => {
    const fake = installFakeFetch({ 'GET /v1/payment/cards': () => ({ body: noCard }) });
    openTip();
    await userEvent.click(screen.getByLabelText('その他の金額'));
    await userEvent.type(screen.getByTestId('tip-custom'), '99');
    await clickWhenEnabled('tip-send');
    expect(screen.getByText('100円から10000円までの整数で入力してください')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('tip-custom'));
    await userEvent.type(screen.getByTestId('tip-custom'), '300');
    await userEvent.click(screen.getByTestId('tip-message'));
    await userEvent.paste('あ'.repeat(141));
    await clickWhenEnabled('tip-send');
    expect(screen.getByText('141 / 140')).toBeInTheDocument();
    expect(fake.callsTo('POST /v1/tips')).toHaveLength(0);
  });

  it('pays with the stored card and shows the limit error in Japanese', async () => {
    installFakeFetch({
      'GET /v1/payment/cards': () => ({ body: visaCard('4242') }),
      'POST /v1/tips': () => ({
        status: 429,
        body: { code: 'tip_limit', message: 'limit', field: 'attempts' },
      }),
    });
    openTip();
    await screen.findByTestId('stored-card-cvv');
    await userEvent.type(screen.getByTestId('stored-card-cvv'), '123');
    await clickWhenEnabled('tip-send');
    expect(
      await screen.findByText('チップの送信回数または金額が上限に達しました。時間をおいてお試しください。'),
    ).toBeInTheDocument();
  });
});

describe('SentTips on the purchase history', () => {
  it('lists the tips the user sent, with 匿名 and how they were paid', async () => {
    const { SentTips } = await import('./SentTips');
    installFakeFetch({
      'GET /v1/current/tips/sent': () => ({
        body: {
          data: [
            {
              id: 3,
              amount: 5000,
              message: 'ありがとう',
              anonymous: true,
              recipientName: '著者さん',
              recipientAccount: 'author1',
              articleId: null,
              articleTitle: null,
              paymentMethod: 'card',
              paidAt: '2026-11-20T03:00:00.000Z',
              refundedAt: null,
            },
          ],
        },
      }),
    });
    renderCommerce(
      <CommerceRoot>
        <SentTips />
      </CommerceRoot>,
    );
    const row = await screen.findByTestId('sent-tip-row');
    expect(row).toHaveTextContent('著者さん さんへのチップ');
    expect(row).toHaveTextContent('匿名で送信');
    expect(row).toHaveTextContent('5,000円(税込)');
    expect(row).toHaveTextContent('クレジットカード');
    expect(screen.getByRole('heading', { name: '送ったチップ' })).toBeInTheDocument();
  });
});
