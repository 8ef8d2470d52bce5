import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderShell, signedInApi, signedOutApi, taro } from '../test/renderShell';

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

/** Opens the drawer from the app bar; resolves to it. */
async function openDrawer() {
  await userEvent.click(screen.getByRole('button', { name: 'メニューを開く' }));
  return screen.findByRole('dialog', { name: 'メニュー' });
}

describe('drawer', () => {
  it('signed in: search, user info, settings and dashboard links', async () => {
    installFakeApi(signedInApi);
    renderShell('/');
    await screen.findByRole('button', { name: 'ユーザーメニュー' });
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('searchbox')).toBeInTheDocument();
    expect(within(drawer).getByText('@taro')).toBeInTheDocument();
    expect(linksOf(within(drawer).getByRole('navigation', { name: '設定' }))).toEqual([
      '/settings/account',
      '/settings/purchased_history',
      '/settings/credit_card',
      '/settings/bank_information',
      '/settings/bank_account',
    ]);
    expect(linksOf(within(drawer).getByRole('navigation', { name: 'ダッシュボード' }))).toEqual([
      '/dashboard/sales_management',
      '/dashboard/transferred_history',
      '/dashboard/sales_history',
      '/dashboard/ranking_report',
    ]);
  });

  it('an admin also finds the 管理 links; a non-admin does not', async () => {
    installFakeApi({
      'GET /v1/users/current': () => ({ status: 200, body: { data: { ...taro, isAdmin: true } } }),
    });
    const { unmount } = renderShell('/');
    await screen.findByRole('button', { name: 'ユーザーメニュー' });
    const drawer = await openDrawer();
    // The section is its own chunk, loaded for an admin only.
    expect(linksOf(await within(drawer).findByRole('navigation', { name: '管理' }))).toEqual([
      '/admin/reviews',
      '/admin/identifications',
      '/admin/refunds',
      '/admin/transfers',
    ]);
    unmount();

    // The section's chunk is loaded now (above): were it shown to a non-admin, it would render at once.
    installFakeApi(signedInApi);
    renderShell('/');
    await screen.findByRole('button', { name: 'ユーザーメニュー' });
    expect(within(await openDrawer()).queryByRole('navigation', { name: '管理' })).not.toBeInTheDocument();
  });

  it('hides card information for max_connect users', async () => {
    installFakeApi({
      'GET /v1/users/current': () => ({
        status: 200,
        body: { data: { ...taro, paymentProvider: 'max_connect' } },
      }),
    });
    renderShell('/');
    await screen.findByRole('button', { name: 'ユーザーメニュー' });
    await userEvent.click(screen.getByRole('button', { name: 'メニューを開く' }));
    const settings = screen.getByRole('navigation', { name: '設定' });
    expect(linksOf(settings)).not.toContain('/settings/credit_card');
  });

  it('signed out: login and sign-up links', async () => {
    installFakeApi(signedOutApi);
    renderShell('/');
    await screen.findByRole('link', { name: '会員登録' });
    const drawer = await openDrawer();
    expect(linksOf(drawer)).toEqual(['/sign_in', '/sign_up']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'メニュー' })).not.toBeInTheDocument();
  });
});
