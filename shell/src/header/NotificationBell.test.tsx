import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderShell, signedInApi } from '../test/renderShell';

describe('notification menu (spec §4)', () => {
  it('opening marks the unread ones as opened once, by ids, and clears the badge', async () => {
    const patches: unknown[] = [];
    installFakeApi({
      ...signedInApi,
      'PATCH /v1/current/notifications/open': ({ body }) => {
        patches.push(body);
        return { status: 204 };
      },
    });
    renderShell('/');
    const bell = await screen.findByRole('button', { name: 'お知らせ（未読 2 件）' });
    await userEvent.click(bell);
    const menu = screen.getByRole('menu', { name: 'お知らせ' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    // 16:30 UTC on the 19th is the 20th in Tokyo.
    expect(within(menu).getAllByText('2026/11/20')).toHaveLength(2);
    expect(patches).toEqual([{ ids: [31, 30] }]);
    expect(screen.getByRole('button', { name: 'お知らせ' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'お知らせ' }));
    await userEvent.click(screen.getByRole('button', { name: 'お知らせ' }));
    expect(patches).toHaveLength(1);
  });

  it('a sales notification goes to the sales history, an update to the article', async () => {
    installFakeApi({ ...signedInApi, 'PATCH /v1/current/notifications/open': () => ({ status: 204 }) });
    renderShell('/');
    await userEvent.click(await screen.findByTestId('notification-bell'));
    await userEvent.click(screen.getByRole('menuitem', { name: /購入されました/ }));
    expect(await screen.findByText(/SalesHistoryPage/)).toHaveTextContent(
      'mf_seller:SalesHistoryPage at /dashboard/sales_history',
    );

    await userEvent.click(screen.getByTestId('notification-bell'));
    await userEvent.click(screen.getByRole('menuitem', { name: /更新されました/ }));
    expect(await screen.findByText(/ArticlePage/)).toHaveTextContent(
      'mf_reader:ArticlePage at /u/hanako/a/9',
    );
  });
});
