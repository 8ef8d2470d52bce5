import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderShell, signedInApi, taro } from '../test/renderShell';

describe('session (spec §4, §8)', () => {
  it.each([
    ['success: toast "ログアウトしました"', { status: 200, body: {} }, 'ログアウトしました'],
    [
      'failure: toast "すでにログアウトしています" and signed out anyway',
      { status: 404, body: { code: 'not_found' } },
      'すでにログアウトしています',
    ],
  ])('logout %s; the header shows login again', async (_, answer, toast) => {
    installFakeApi({ ...signedInApi, 'DELETE /v1/auth/sign_out': () => answer });
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'ユーザーメニュー' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'ログアウト' }));
    expect(await screen.findByRole('status')).toHaveTextContent(toast);
    expect(screen.getByRole('link', { name: 'ログイン' })).toBeInTheDocument();
  });

  it('user fetch failing at start signs out WITH the message', async () => {
    installFakeApi({ 'GET /v1/users/current': () => ({ status: 500, body: { code: 'internal' } }) });
    renderShell('/');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ユーザー情報を取得できなかったため、ログアウトしました',
    );
    expect(screen.getByRole('link', { name: 'ログイン' })).toBeInTheDocument();
  });

  it('a 401 at start signs out quietly', async () => {
    installFakeApi({ 'GET /v1/users/current': () => ({ status: 401, body: { code: 'unauthorized' } }) });
    renderShell('/');
    expect(await screen.findByRole('link', { name: 'ログイン' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('any later 401 signs out on screen only (no sign-out call to the server)', async () => {
    let expired = false;
    const calls = installFakeApi({
      'GET /v1/users/current': () => ({ status: 200, body: { data: taro } }),
      'GET /v1/current/notifications': () =>
        expired ? { status: 401, body: { code: 'unauthorized' } } : { status: 200, body: { data: [] } },
      'POST /v1/auth/sign_in': () => ({ status: 200, body: { data: taro } }),
    });
    const { api } = await import('../lib/api');
    renderShell('/');
    expect(await screen.findByRole('button', { name: 'ユーザーメニュー' })).toBeInTheDocument();
    expired = true;
    await api('GET /v1/current/notifications').catch(() => undefined);
    expect(await screen.findByRole('link', { name: 'ログイン' })).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
  });
});
