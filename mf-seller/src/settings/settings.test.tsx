import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ShellContext } from '@shirube/shell-contract';
import { fakeShell, installFakeFetch, signedInAs } from '@shirube/testing';
import { AccountSettingsPage, DeleteAccountPage } from '../pages';

const me = {
  id: 7,
  account: 'taro',
  name: '佐藤太郎',
  email: 'taro@example.com',
  unconfirmedEmail: null,
  imageUrl: null,
  thumbnailUrl: null,
  description: '',
  lawName: null,
  lawContact: null,
  lawAddress: null,
  lawPhone: null,
  lawDisclosureOnRequest: false,
  isAdmin: false,
  purchaseMailNotification: true,
  salesMailNotification: true,
  paymentProvider: null,
};

function renderPage(Page: React.ComponentType) {
  const shell = fakeShell(signedInAs());
  render(
    <ShellContext.Provider value={shell}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </ShellContext.Provider>,
  );
  return shell;
}

describe('/settings/account', () => {
  it('shows loading, then the forms; a bad account id is refused per field before any request', async () => {
    const net = installFakeFetch({ 'GET /v1/users/current': () => ({ body: { data: me } }) });
    renderPage(AccountSettingsPage);
    expect(screen.getByText('アカウント情報を読み込んでいます…')).toBeInTheDocument();
    const account = await screen.findByLabelText('アカウントID（3〜20文字の半角英数字と _ ）');
    await userEvent.clear(account);
    await userEvent.type(account, 'た');
    await userEvent.clear(screen.getByLabelText('表示名'));
    await userEvent.click(screen.getByRole('button', { name: 'プロフィールを保存する' }));
    expect(await screen.findByText('3文字以上で入力してください。')).toBeInTheDocument();
    expect(screen.getByText('入力してください。')).toBeInTheDocument();
    expect(net.callsTo('PATCH /v1/users/current')).toHaveLength(0);
    const money = screen.getByRole('navigation', { name: '売上の受け取り' });
    expect(within(money).getByRole('link', { name: '振込先口座の登録・変更' })).toHaveAttribute(
      'href',
      '/settings/bank_account',
    );
  }, 20_000);

  it('saves the profile, tells the shell, and shows the API’s per-field reason in Japanese', async () => {
    const net = installFakeFetch({
      'GET /v1/users/current': () => ({ body: { data: me } }),
      'PATCH /v1/users/current': ({ body }) =>
        (body as { account: string }).account === 'taken_id'
          ? { status: 409, body: { code: 'conflict', message: 'taken', field: 'account' } }
          : { body: { data: { ...me, ...(body as object) } } },
    });
    const shell = renderPage(AccountSettingsPage);
    const account = await screen.findByLabelText('アカウントID（3〜20文字の半角英数字と _ ）');
    await userEvent.clear(account);
    await userEvent.type(account, 'taken_id');
    await userEvent.click(screen.getByRole('button', { name: 'プロフィールを保存する' }));
    expect(await screen.findByText('すでに使われています。別の内容を入力してください。')).toBeInTheDocument();

    await userEvent.clear(account);
    await userEvent.type(account, 'new_taro');
    await userEvent.click(screen.getByRole('button', { name: 'プロフィールを保存する' }));
    await waitFor(() => expect(shell.invalidate).toHaveBeenCalledWith('session'));
    expect(net.callsTo('PATCH /v1/users/current').at(-1)!.body).toEqual({
      name: '佐藤太郎',
      account: 'new_taro',
      description: '',
    });
  }, 20_000);

  it('asks for address and phone in the 特商法 form unless disclosed on request', async () => {
    const net = installFakeFetch({
      'GET /v1/users/current': () => ({ body: { data: me } }),
      'POST /v1/current/special_commercial_law_settings': ({ body }) => ({ body: { ...(body as object) } }),
    });
    renderPage(AccountSettingsPage);
    await userEvent.type(await screen.findByLabelText('販売事業者名（氏名または名称）'), '佐藤太郎');
    await userEvent.type(screen.getByLabelText('連絡先メールアドレス'), 'taro@example.com');
    await userEvent.type(screen.getByLabelText('電話番号'), '12-34');
    await userEvent.click(screen.getByRole('button', { name: '表記を保存する' }));
    expect(
      await screen.findByText('0から始まる電話番号を入力してください（例: 03-1234-5678）。'),
    ).toBeInTheDocument();
    expect(net.callsTo('POST /v1/current/special_commercial_law_settings')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('電話番号'));
    await userEvent.click(screen.getByRole('checkbox', { name: /請求があれば遅滞なく開示します/ }));
    await userEvent.click(screen.getByRole('button', { name: '表記を保存する' }));
    await waitFor(() =>
      expect(net.callsTo('POST /v1/current/special_commercial_law_settings')).toHaveLength(1),
    );
    expect(net.calls.at(-1)!.body).toMatchObject({ name: '佐藤太郎', disclosureOnRequest: true });
  }, 20_000);

  it('says so when the account cannot be loaded', async () => {
    installFakeFetch({
      'GET /v1/users/current': () => ({ status: 500, body: { code: 'internal', message: 'x' } }),
    });
    renderPage(AccountSettingsPage);
    expect(await screen.findByText('アカウント情報を読み込めませんでした。')).toBeInTheDocument();
  }, 20_000);
});

describe('/settings/delete_account', () => {
  it('explains the unpaid balance refusal, then deletes and clears the current user', async () => {
    let unpaid = true;
    installFakeFetch({
      'DELETE /v1/users/current': () =>
        unpaid
          ? {
              status: 409,
              body: { code: 'unpaid_balance', message: 'x', details: [{ field: 'balance', reason: '880' }] },
            }
          : { status: 204, body: undefined },
    });
    const shell = renderPage(DeleteAccountPage);
    const submit = screen.getByRole('button', { name: '退会する' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('パスワード'), 'password123');
    await userEvent.click(screen.getByRole('checkbox', { name: '上記を理解し、退会します' }));
    await userEvent.click(submit);
    expect(await screen.findByTestId('unpaid-balance')).toHaveTextContent('未払いの売上が 880円 あるため');
    expect(shell.signOutOnScreen).not.toHaveBeenCalled();

    unpaid = false;
    await userEvent.click(submit);
    await waitFor(() => expect(shell.signOutOnScreen).toHaveBeenCalled());
    expect(shell.navigate).toHaveBeenCalledWith('/', { replace: true });
  }, 20_000);
});
