import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, installFakeFetch } from '@shirube/testing';
import { AccountSettingsPage, DeleteAccountPage } from '../pages';
import * as settingsCss from './settings.css';
import { renderSeller } from '../testing/render';

const me = currentUser();

const box = settingsCss.section;
const renderPage = (Page: React.ComponentType) => renderSeller(<Page />).shell;

describe('/settings/account', () => {
  it('draws no empty box when no external sign-in is configured, and the box when one is', async () => {
    let providers: Array<{ provider: string }> = [];
    installFakeFetch({
      'GET /v1/users/current': () => ({ body: { data: me } }),
      'GET /v1/oauth/providers': () => ({ body: { data: providers } }),
    });
    const first = renderSeller(<AccountSettingsPage />);
    await screen.findByLabelText('表示名');
    await waitFor(() => expect(first.container.querySelectorAll(`.${box}`).length).toBeGreaterThan(3));
    const boxes = [...first.container.querySelectorAll(`.${box}`)];
    expect(boxes.filter((b) => b.childElementCount === 0)).toEqual([]);
    expect(screen.queryByTestId('linked-services')).not.toBeInTheDocument();
    first.unmount();
    providers = [{ provider: 'google' }];
    renderSeller(<AccountSettingsPage />);
    expect(await screen.findByTestId('linked-services')).toHaveClass(box);
  }, 20_000);

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
  it('forfeits small unpaid earnings only after consent to the amount, then deletes and clears the current user', async () => {
    const bodies: unknown[] = [];
    installFakeFetch({
      'DELETE /v1/users/current': ({ body }) => {
        bodies.push(body);
        return (body as { forfeit?: number }).forfeit === 872
          ? { status: 204, body: undefined }
          : {
              status: 409,
              body: {
                code: 'forfeit_required',
                message: 'x',
                details: [{ field: 'forfeit', reason: '872' }],
              },
            };
      },
    });
    const shell = renderPage(DeleteAccountPage);
    const submit = screen.getByRole('button', { name: '退会する' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('パスワード'), 'password123');
    await userEvent.click(screen.getByRole('checkbox', { name: '上記を理解し、退会します' }));
    await userEvent.click(submit);
    expect(await screen.findByTestId('forfeit')).toHaveTextContent(
      '未払いの受取額 872円 は振り込まれずに失効します',
    );
    // Not without the consent to this amount.
    expect(submit).toBeDisabled();
    expect(shell.signOutOnScreen).not.toHaveBeenCalled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: '未払いの受取額 872円 が失効することに同意します' }),
    );
    await userEvent.click(submit);
    await waitFor(() => expect(shell.signOutOnScreen).toHaveBeenCalled());
    expect(bodies).toEqual([{ password: 'password123' }, { password: 'password123', forfeit: 872 }]);
    expect(shell.navigate).toHaveBeenCalledWith('/', { replace: true });
  }, 20_000);

  it('says how to take out earnings that reach the smallest payout (no forfeit offered)', async () => {
    installFakeFetch({
      'DELETE /v1/users/current': () => ({
        status: 409,
        body: {
          code: 'unpaid_balance',
          message: 'x',
          details: [
            { field: 'balance', reason: '1760' },
            { field: 'exit', reason: 'wait' },
            { field: 'date', reason: '2026-12-02T16:00:00.000Z' },
          ],
        },
      }),
    });
    renderPage(DeleteAccountPage);
    await userEvent.type(screen.getByLabelText('パスワード'), 'password123');
    await userEvent.click(screen.getByRole('checkbox', { name: '上記を理解し、退会します' }));
    await userEvent.click(screen.getByRole('button', { name: '退会する' }));
    expect(await screen.findByTestId('unpaid-balance')).toHaveTextContent(
      '未払いの受取額が 1,760円 あるため退会できません。2026/12/03に出金できるようになります。',
    );
    expect(screen.getByRole('link', { name: '売上管理へ' })).toHaveAttribute(
      'href',
      '/dashboard/sales_management',
    );
    expect(screen.queryByTestId('forfeit')).not.toBeInTheDocument();
  }, 20_000);
});
