import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderShell, signedInApi, signedOutApi } from '../test/renderShell';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('per-field errors on sign-up and sign-in', () => {
  it('checks the domain rules before sending, each field with its own Japanese reason', async () => {
    const calls = installFakeApi(signedOutApi);
    renderShell('/sign_up');
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'taro-at-example');
    await userEvent.type(screen.getByLabelText('アカウントID（半角英数字）'), 'た');
    await userEvent.type(screen.getByLabelText('パスワード'), 'short');
    await userEvent.type(screen.getByLabelText('パスワード（確認）'), 'other');
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(
      await screen.findByText('メールアドレスの形式で入力してください（例: name@example.com）。'),
    ).toBeInTheDocument();
    expect(screen.getByText('3文字以上で入力してください。')).toBeInTheDocument();
    expect(screen.getByText('入力してください。')).toBeInTheDocument(); // 表示名
    expect(screen.getByText('8文字以上で入力してください。')).toBeInTheDocument();
    expect(screen.getByText('上の入力と一致しません。')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST /v1/auth'))).toEqual([]);
  }, 20_000);

  it('puts the API’s answer on the field it names (account taken)', async () => {
    installFakeApi({
      ...signedOutApi,
      'POST /v1/auth': () => ({
        status: 409,
        body: { code: 'conflict', field: 'account', message: 'taken' },
      }),
    });
    renderShell('/sign_up');
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'taro@example.jp');
    await userEvent.type(screen.getByLabelText('アカウントID（半角英数字）'), 'taro_99');
    await userEvent.type(screen.getByLabelText('表示名'), '山田太郎');
    await userEvent.type(screen.getByLabelText('パスワード'), 'correct horse');
    await userEvent.type(screen.getByLabelText('パスワード（確認）'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    const account = screen.getByLabelText('アカウントID（半角英数字）');
    expect(await screen.findByText('すでに使われています。別の内容を入力してください。')).toBeInTheDocument();
    expect(account).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('links 利用規約 and 個人情報保護方針 beside the sign-up consent (issue 40 item 6), not on sign-in', async () => {
    installFakeApi(signedOutApi);
    const view = renderShell('/sign_up');
    const consent = await screen.findByTestId('sign-up-consent');
    expect(consent).toHaveTextContent('登録すると、利用規約と個人情報保護方針に同意したものとみなされます。');
    expect(within(consent).getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms');
    expect(within(consent).getByRole('link', { name: '個人情報保護方針' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    view.unmount();
    renderShell('/sign_in');
    await screen.findByRole('button', { name: 'ログインする' });
    expect(screen.queryByTestId('sign-up-consent')).not.toBeInTheDocument();
  }, 20_000);

  it('asks for the email and password on sign-in before sending', async () => {
    const calls = installFakeApi(signedOutApi);
    renderShell('/sign_in');
    await userEvent.click(await screen.findByRole('button', { name: 'ログインする' }));
    expect(await screen.findAllByText('入力してください。')).toHaveLength(2);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  }, 20_000);

  it('says in Japanese that sign-in is paused after too many failures (429)', async () => {
    installFakeApi({
      ...signedOutApi,
      'POST /v1/auth/sign_in': () => ({
        status: 429,
        body: { code: 'too_many_attempts', message: 'Too many failed sign-ins' },
      }),
    });
    renderShell('/sign_in');
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'taro@example.jp');
    await userEvent.type(screen.getByLabelText('パスワード'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'ログインする' }));
    expect(
      await screen.findByText(
        'ログインに続けて失敗したため、しばらく受け付けを止めています。少し時間をおいてから再度お試しください。',
      ),
    ).toBeInTheDocument();
  }, 20_000);
});

describe('session edges', () => {
  it('a used confirmation link while signed in says so and keeps the visitor signed in', async () => {
    const calls = installFakeApi({
      ...signedInApi,
      'GET /v1/auth/confirmation': () => ({
        status: 400,
        body: { code: 'invalid_link', field: 'confirmation_token' },
      }),
    });
    renderShell('/confirm?confirmation_token=used-token');
    expect(
      await screen.findByText(
        'この確認リンクはすでに使用されたか、無効です。メールアドレスの確認は済んでいる可能性があります。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/');
    expect(calls.some((c) => c.startsWith('DELETE /v1/auth/sign_out'))).toBe(false);
  }, 20_000);

  it.each([
    ['/confirm?confirmation_token=t1', 'メールアドレスを確認しました。しるべへようこそ'],
    [
      '/confirm?confirmation_token=t2&change=email',
      'メールアドレスを変更しました。次回から新しいメールアドレスでログインしてください',
    ],
  ])(
    'a confirmed link (%s) lands on the top page and says what happened',
    async (url, message) => {
      const calls = installFakeApi({
        ...signedInApi,
        'GET /v1/auth/confirmation': () => ({ status: 200, body: { data: {} } }),
      });
      renderShell(url);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(calls.some((c) => c.startsWith('GET /v1/auth/confirmation?confirmation_token=t'))).toBe(true);
      expect(await screen.findByTestId('remote-page')).toHaveTextContent('mf_reader:TopPage at /');
    },
    20_000,
  );

  it('/update_password and /confirm without a token ask the API nothing', async () => {
    const calls = installFakeApi(signedInApi);
    renderShell('/update_password');
    expect(
      await screen.findByText('再設定リンクが無効か、有効期限が切れています。もう一度お手続きください。'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('/v1/auth'))).toEqual([]);
  }, 20_000);
});
