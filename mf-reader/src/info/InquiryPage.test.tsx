import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, installFakeFetch } from '@shirube/testing';
import { renderReader, signedIn } from '../lib/testing/render';
import { InquiryPage } from './InquiryPage';
import { SpecifiedPage } from './StaticPages';

describe('/inquiry', () => {
  it('prefills name and email when signed in, checks the rules, sends, and shows the received page', async () => {
    const net = installFakeFetch({
      'GET /v1/users/current': () => ({ body: { data: currentUser() } }),
      'POST /v1/inquiry': () => ({ body: { data: { id: 42, receivedAt: '2026-11-23T05:00:00.000Z' } } }),
    });
    renderReader(<InquiryPage />, { session: signedIn() });
    await waitFor(() =>
      expect(screen.getByLabelText('返信先メールアドレス')).toHaveValue('taro@example.com'),
    );
    expect(screen.getByLabelText('お名前')).toHaveValue('佐藤太郎');

    await userEvent.type(screen.getByLabelText('お問い合わせ内容（10文字以上）'), '短い');
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('10文字以上で入力してください。')).toBeInTheDocument();
    expect(screen.getByText('選択してください。')).toBeInTheDocument(); // category
    expect(net.callsTo('POST /v1/inquiry')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('お問い合わせの種類'), '記事の購入・領収書');
    await userEvent.type(
      screen.getByLabelText('お問い合わせ内容（10文字以上）'),
      'の領収書の宛名について教えてください。',
    );
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('heading', { name: 'お問い合わせを受け付けました' })).toBeInTheDocument();
    expect(screen.getByTestId('inquiry-received')).toHaveTextContent('受付番号は 42 です');
    expect(net.callsTo('POST /v1/inquiry')[0]!.body).toEqual({
      category: 'purchase',
      name: '佐藤太郎',
      email: 'taro@example.com',
      body: '短いの領収書の宛名について教えてください。',
    });
  }, 20_000);

  it('shows the rate limit in Japanese', async () => {
    installFakeFetch({
      'POST /v1/inquiry': () => ({ status: 429, body: { code: 'rate_limited', message: 'x' } }),
    });
    renderReader(<InquiryPage />);
    await userEvent.selectOptions(screen.getByLabelText('お問い合わせの種類'), 'その他');
    await userEvent.type(screen.getByLabelText('お名前'), '花子');
    await userEvent.type(screen.getByLabelText('返信先メールアドレス'), 'h@example.com');
    await userEvent.type(
      screen.getByLabelText('お問い合わせ内容（10文字以上）'),
      '退会の方法を教えてください。',
    );
    await userEvent.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('送信が続いたため');
  }, 20_000);

  it('is linked from the legal notice', () => {
    renderReader(<SpecifiedPage />);
    const row = screen.getByText('お問い合わせ', { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(row).getByRole('link', { name: 'お問い合わせフォーム' })).toHaveAttribute(
      'href',
      '/inquiry',
    );
  }, 20_000);
});
