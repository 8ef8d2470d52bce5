import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { useHeaderActions, useShell } from '@shirube/shell-contract';
import {
  fakeLoader,
  installFakeApi,
  renderShell,
  signedInApi,
  signedOutApi,
  taro,
} from '../test/renderShell';

/** The signed-in shell at `path`, its remote answering with these pages (as a loaded remote would). */
function renderWithRemotePages(path: string, pages: Record<string, ComponentType>) {
  installFakeApi(signedInApi);
  const loader = fakeLoader();
  loader.loadModule.mockImplementation(async () => pages);
  return renderShell(path, loader);
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('header', () => {
  it('signed out: login and sign-up buttons, no bell, no user menu', async () => {
    installFakeApi(signedOutApi);
    renderShell('/');
    expect(await screen.findByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/sign_in');
    expect(screen.getByRole('link', { name: '会員登録' })).toHaveAttribute('href', '/sign_up');
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ユーザーメニュー' })).not.toBeInTheDocument();
  });

  it('signed in: bell with the unread count and the user menu with its six entries', async () => {
    installFakeApi(signedInApi);
    renderShell('/');
    expect(await screen.findByRole('button', { name: 'お知らせ（未読 2 件）' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ログイン' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ユーザーメニュー' }));
    const menu = screen.getByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((el) => [el.textContent, el.getAttribute('href')]);
    expect(items).toEqual([
      ['マイページ', '/u/taro'],
      ['記事の管理', '/my_articles'],
      ['購入した記事', '/settings/purchased_history'],
      ['アカウント設定', '/settings/account'],
      ['ダッシュボード', '/dashboard'],
      ['ログアウト', null],
    ]);
  });

  it('an admin finds the four admin pages in a 管理 group; a non-admin sees none of them', async () => {
    installFakeApi({
      ...signedInApi,
      'GET /v1/users/current': () => ({ status: 200, body: { data: { ...taro, isAdmin: true } } }),
    });
    const { unmount } = renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'ユーザーメニュー' }));
    // The group is its own chunk, loaded for an admin only.
    const admin = await within(screen.getByRole('menu')).findByRole('group', { name: '管理' });
    expect(
      within(admin)
        .getAllByRole('menuitem')
        .map((el) => [el.textContent, el.getAttribute('href')]),
    ).toEqual([
      ['審査待ちの記事', '/admin/reviews'],
      ['本人確認の審査', '/admin/identifications'],
      ['返金', '/admin/refunds'],
      ['振込の管理', '/admin/transfers'],
    ]);
    unmount();

    // The group's chunk is loaded now (above): were it shown to a non-admin, it would render at once.
    installFakeApi(signedInApi);
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'ユーザーメニュー' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByRole('group')).not.toBeInTheDocument();
    expect(menu.querySelector('a[href^="/admin/"]')).toBeNull();
  });

  it('hides the bell quietly when notifications cannot be fetched', async () => {
    installFakeApi({ 'GET /v1/users/current': signedInApi['GET /v1/users/current'] });
    renderShell('/');
    expect(await screen.findByRole('button', { name: 'ユーザーメニュー' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });

  it('search submits to /search with order=fav', async () => {
    installFakeApi(signedOutApi);
    renderShell('/');
    const box = await screen.findByRole('searchbox', { name: '記事を検索' });
    await userEvent.type(box, '確定申告 入門{Enter}');
    expect(await screen.findByText(/mf_reader:SearchPage/)).toHaveTextContent(
      'mf_reader:SearchPage at /search?q=%E7%A2%BA%E5%AE%9A%E7%94%B3%E5%91%8A+%E5%85%A5%E9%96%80&order=fav',
    );
  });

  it('keeps the query of /search in the box, also when opened directly', async () => {
    installFakeApi(signedOutApi);
    renderShell('/search?q=%E5%89%AF%E6%A5%AD&order=new');
    expect(await screen.findByRole('searchbox', { name: '記事を検索' })).toHaveValue('副業');
  });

  it('shows the new query once the search page is at it (the URL’s trimmed words, not the typed text)', async () => {
    installFakeApi(signedOutApi);
    renderShell('/search?q=%E5%89%AF%E6%A5%AD&order=new');
    const box = await screen.findByRole('searchbox', { name: '記事を検索' });
    await userEvent.clear(box);
    await userEvent.type(box, '  投資 {Enter}');
    expect(
      await screen.findByText(/mf_reader:SearchPage at \/search\?q=%E6%8A%95%E8%B3%87&/),
    ).toBeInTheDocument();
    expect(box).toHaveValue('投資');
  });

  it.each(['/a/draft', '/a/12/edit', '/a/12/preview'])('hides the search box on %s', async (path) => {
    installFakeApi(signedInApi);
    renderShell(path);
    expect(await screen.findByTestId('remote-page')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('post button opens the guideline dialog; cancel closes it, agree goes to /a/draft', async () => {
    installFakeApi(signedInApi);
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: '投稿する' }));
    expect(await screen.findByRole('dialog', { name: '投稿ガイドラインへの同意' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '投稿する' }));
    await userEvent.click(screen.getByRole('button', { name: '同意して書き始める' }));
    expect(await screen.findByText(/mf_editor:DraftPage/)).toHaveTextContent(
      'mf_editor:DraftPage at /a/draft',
    );
  });
});

describe('guideline text', () => {
  it("shows the operators' post_guideline phrase (spec §3) in place of the built-in text", async () => {
    installFakeApi({
      ...signedInApi,
      'GET /v1/system_phrases': () => ({
        status: 200,
        body: {
          data: [{ id: 2, key: 'post_guideline', body: '運営からのお願い：転載は禁止です。', url: '' }],
        },
      }),
    });
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: '投稿する' }));
    const dialog = await screen.findByRole('dialog', { name: '投稿ガイドラインへの同意' });
    expect(await within(dialog).findByText('運営からのお願い：転載は禁止です。')).toBeInTheDocument();
    expect(within(dialog).queryByText(/利用規約と投稿ガイドラインをご確認ください/)).not.toBeInTheDocument();
  });
});

describe('guideline agreement from a remote', () => {
  it('ShellApi.openGuideline (e.g. 新規作成 on /my_articles) opens the same dialog; agree goes to /a/draft', async () => {
    renderWithRemotePages('/my_articles', {
      MyArticlesPage: function MyArticlesPage() {
        const shell = useShell();
        return <button onClick={() => shell.openGuideline?.()}>新規作成</button>;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '新規作成' }));
    expect(await screen.findByRole('dialog', { name: '投稿ガイドラインへの同意' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '同意して書き始める' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('edit and preview layouts', () => {
  it('show the page’s own app-bar controls instead of search and post (the preview page draws its own banner)', async () => {
    const actions = <button>公開設定</button>;
    renderWithRemotePages('/a/3/preview', {
      PreviewPage: function PreviewPage() {
        useHeaderActions(actions);
        return <p>preview body</p>;
      },
    });
    expect(await screen.findByText('preview body')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: '公開設定' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: '投稿する' })).not.toBeInTheDocument();
    // The banner is the preview page's, shown only with a loaded draft (mf-editor PreviewPage.test).
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
