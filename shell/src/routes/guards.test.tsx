import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderShell, signedInApi, signedOutApi, taro } from '../test/renderShell';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('route guards', () => {
  it('sends a signed-out visitor of a protected page to /sign_in and back there after signing in', async () => {
    let signedIn = false;
    installFakeApi({
      'GET /v1/users/current': () =>
        signedIn ? { status: 200, body: { data: taro } } : { status: 401, body: { code: 'unauthorized' } },
      'POST /v1/auth/sign_in': ({ body }) => {
        expect(body).toEqual({ email: 'taro@example.jp', password: 'secret-pass' });
        signedIn = true;
        return { status: 200, body: { data: taro } };
      },
    });
    renderShell('/dashboard/sales_history?page=2');
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
    expect(sessionStorage.getItem('shirube.returnTo')).toBe('/dashboard/sales_history?page=2');

    await userEvent.type(screen.getByLabelText('メールアドレス'), 'taro@example.jp');
    await userEvent.type(screen.getByLabelText('パスワード'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'ログインする' }));

    expect(await screen.findByTestId('remote-page')).toHaveTextContent(
      'mf_seller:SalesHistoryPage at /dashboard/sales_history?page=2',
    );
  });

  it('shows the Japanese reason when sign-in is refused', async () => {
    installFakeApi({
      ...signedOutApi,
      'POST /v1/auth/sign_in': () => ({ status: 401, body: { code: 'unauthorized' } }),
    });
    renderShell('/sign_in');
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'x@example.jp');
    await userEvent.type(screen.getByLabelText('パスワード'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'ログインする' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/ログイン/);
  });

  it.each(['/sign_in', '/sign_up', '/reset_password'])(
    'sends a signed-in visitor of guest-only %s to /',
    async (path) => {
      installFakeApi(signedInApi);
      renderShell(path);
      expect(await screen.findByTestId('remote-page')).toHaveTextContent('mf_reader:TopPage at /');
    },
  );

  it('lets anyone open public pages', async () => {
    installFakeApi(signedOutApi);
    renderShell('/u/hanako/a/12');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent(
      'mf_reader:ArticlePage at /u/hanako/a/12',
    );
  });

  it('returns to the remembered page after confirming the sign-up mail', async () => {
    let confirmed = false;
    const calls = installFakeApi({
      'GET /v1/users/current': () =>
        confirmed ? { status: 200, body: { data: taro } } : { status: 401, body: { code: 'unauthorized' } },
      'GET /v1/auth/confirmation': () => {
        confirmed = true;
        return { status: 200, body: { data: taro } };
      },
    });
    localStorage.setItem('shirube.returnTo', '/u/hanako/a/12');
    renderShell('/confirm?confirmation_token=tok123');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent(
      'mf_reader:ArticlePage at /u/hanako/a/12',
    );
    expect(calls).toContain('GET /v1/auth/confirmation?confirmation_token=tok123');
  });
});
