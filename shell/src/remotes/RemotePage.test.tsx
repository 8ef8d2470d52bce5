import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { App } from '../App';
import userEvent from '@testing-library/user-event';
import { installFakeApi, fakeLoader, renderShell, signedInApi } from '../test/renderShell';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('remote area boundary', () => {
  it('a remote that cannot load shows a Japanese fallback with retry; the header still works', async () => {
    installFakeApi(signedInApi);
    const loader = fakeLoader(['mf_seller']);
    renderShell('/dashboard', loader);
    expect(
      await screen.findByRole('heading', { name: 'この画面を読み込めませんでした' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/「売上・振込」の画面を表示できません/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'しるべ トップへ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ユーザーメニュー' })).toBeInTheDocument();

    // Other areas keep working.
    await userEvent.click(screen.getByRole('button', { name: 'ユーザーメニュー' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '記事の管理' }));
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mf_editor:MyArticlesPage');
  });

  it('retry asks the loader again and shows the page once the remote is back', async () => {
    installFakeApi(signedInApi);
    const loader = fakeLoader(['mf_seller']);
    renderShell('/dashboard', loader);
    await screen.findByRole('heading', { name: 'この画面を読み込めませんでした' });
    loader.failing.clear();
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(loader.reset).toHaveBeenCalledWith('mf_seller');
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mf_seller:DashboardPage');
  });

  it('the mount element names the live release, also after a retry picked up another one', async () => {
    installFakeApi(signedInApi);
    let live = '1.0.0-20261123T100000000Z-aaaaaaaa';
    const loader = { ...fakeLoader(['mf_seller']), version: jest.fn(() => live) };
    const { container } = renderShell('/dashboard', loader);
    await screen.findByRole('heading', { name: 'この画面を読み込めませんでした' });
    const mount = () => container.querySelector('[data-remote-mount="mf_seller"]');
    expect(mount()).toHaveAttribute('data-remote-version', live);
    // The fallback is inside the mount element: the area says which release failed.
    expect(mount()).toContainElement(screen.getByRole('alert'));
    loader.failing.clear();
    live = '1.0.0-20261123T090000000Z-bbbbbbbb';
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('mf_seller:DashboardPage');
    expect(mount()).toHaveAttribute('data-remote-version', live);
  });

  it('a page that throws PageError(404, underReview) gets the shell error page', async () => {
    installFakeApi(signedInApi);
    const { PageError } = await import('@shirube/shell-contract');
    const loader = fakeLoader();
    loader.loadModule.mockImplementation(async () => ({
      ArticlePage: () => {
        throw new PageError(404, 'underReview');
      },
    }));
    renderShell('/u/hanako/a/3', loader);
    expect(
      await screen.findByRole('heading', { name: '審査中：この記事は現在審査中です' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });
});

describe('app ready marker (controls take clicks only once the page is the app’s)', () => {
  beforeEach(() => document.documentElement.removeAttribute('data-app-ready'));

  it('a server-rendered remote page marks <html> only when the remote page itself has rendered', async () => {
    installFakeApi(signedInApi);
    const loader = fakeLoader();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    loader.loadModule.mockImplementation(async () => {
      await gate;
      return { ArticlePage: () => <p data-testid="remote-page">article</p> };
    });
    render(
      <MemoryRouter initialEntries={['/u/hanako/a/3']}>
        <App loader={loader} serverState={{ mf_reader: {} }} />
      </MemoryRouter>,
    );
    // The shell has rendered; the remote's page has not: not ready yet.
    expect(await screen.findByRole('link', { name: 'しるべ トップへ' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-app-ready');
    release();
    expect(await screen.findByTestId('remote-page')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app-ready'));
  });

  it('a remote that fails still marks the page ready, so its retry button takes clicks', async () => {
    installFakeApi(signedInApi);
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <App loader={fakeLoader(['mf_seller'])} serverState={{ mf_seller: {} }} />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'この画面を読み込めませんでした' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app-ready'));
  });

  it('a page rendered in the browser is ready after the first render', async () => {
    installFakeApi(signedInApi);
    renderShell('/dashboard', fakeLoader());
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app-ready'));
  });
});
