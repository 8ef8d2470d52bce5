/**
 * The magazine page (issue 37): served from the server's state (SSR → hydration with no request of its
 * own), what each viewer sees of the articles and the buy box, the owns-some notice, 404, and the
 * purchase dialog of mf_commerce opened through the shell with the magazine as the item.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Magazine } from '@shirube/api-contract';
import { ServerStateContext, ShellContext, type SessionView, type ShellApi } from '@shirube/shell-contract';
import { fakeShell, installFakeFetch, signedInAs, signedOut } from '@shirube/testing';
import { MagazinePage } from '../pages';
import { articleSummary } from '../lib/testing/fixtures';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function magazine(overrides: Partial<Mutable<Magazine>> = {}): Magazine {
  return {
    id: 5,
    title: '週刊しるべ',
    description: '家計と副業の記事をまとめました。',
    coverImageUrl: '/uploads/covers/5.jpg',
    price: 800,
    affiliateRate: 0.1,
    affiliatableOnlyPurchaser: false,
    articlesCount: 2,
    onSale: true,
    user: { account: 'hanako', name: '山田花子' },
    createdAt: '2026-11-20T00:00:00.000Z',
    articles: [
      articleSummary({ id: 11, title: '一本目の記事', price: 500, isPurchased: true }),
      articleSummary({ id: 12, title: '二本目の記事', price: 300, isPurchased: false }),
    ],
    isPurchased: false,
    isOwner: false,
    ownedArticlesCount: 1,
    ...overrides,
  };
}

function api(body: Magazine | null) {
  return installFakeFetch({
    'GET /v1/magazines/:id': ({ params }) =>
      body && params.id === String(body.id)
        ? { body: { data: body } }
        : { status: 404, body: { code: 'not_found', message: 'The magazine does not exist' } },
  });
}

const load = (session: SessionView, params: Record<string, string>) =>
  MagazinePage.loadServerData!({
    params,
    search: '',
    session,
    fetch: (path) => fetch(path) as Promise<Response>,
  });

function tree(shell: ShellApi, state: unknown, url = '/u/hanako/m/5'): ReactNode {
  const Page = MagazinePage as ComponentType;
  return (
    <ShellContext.Provider value={shell}>
      <ServerStateContext.Provider value={{ mf_reader: state }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/u/:account/m/:magazineId" element={<Page />} />
            <Route path="/u/:account" element={<p>user page</p>} />
          </Routes>
        </MemoryRouter>
      </ServerStateContext.Provider>
    </ShellContext.Provider>
  );
}

describe('MagazinePage', () => {
  it('is rendered from the server state: title, author, price, the later-articles rule, the articles', async () => {
    const fake = api(magazine());
    const data = await load(signedOut, { account: 'hanako', magazineId: '5' });
    expect(data.status).toBe(200);
    const asked = fake.calls.length;
    render(tree(fakeShell(signedOut), data.state));
    expect(await screen.findByRole('heading', { level: 1, name: '週刊しるべ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '山田花子 のマガジン' })).toHaveAttribute('href', '/u/hanako');
    expect(screen.getByText('800円(税込)')).toBeInTheDocument();
    expect(screen.getByText('家計と副業の記事をまとめました。')).toBeInTheDocument();
    expect(screen.getByText('購入後に追加される記事も、販売中はすべて読めます。')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '週刊しるべ の表紙' })).toHaveAttribute(
      'src',
      '/uploads/covers/5.jpg',
    );
    const rows = screen.getAllByTestId('magazine-article');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      '一本目の記事',
      '二本目の記事',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/u/hanako/a/11');
    expect(fake.calls).toHaveLength(asked);
  });

  it('marks what a buyer of some articles already reads and says the full price applies before buying', async () => {
    api(magazine());
    const session = signedInAs();
    const data = await load(session, { account: 'hanako', magazineId: '5' });
    render(tree(fakeShell(session), data.state));
    const rows = await screen.findAllByTestId('magazine-article');
    expect(within(rows[0]!).getByText('購入済み')).toHaveAttribute('data-access', 'open');
    expect(within(rows[1]!).getByText('有料')).toHaveAttribute('data-access', 'locked');
    expect(screen.getByTestId('magazine-owns-some')).toHaveTextContent(
      'すでに購入済みの記事が1本含まれていますが、マガジンの価格は変わりません。',
    );
    expect(screen.getByTestId('magazine-buy')).toHaveTextContent('マガジンを購入する');
  });

  it('tells a buyer of the magazine that every article is theirs, with no buy button', async () => {
    const bought = magazine({
      isPurchased: true,
      ownedArticlesCount: 2,
      articles: [articleSummary({ id: 11, title: '一本目の記事', price: 500, isPurchased: true })],
    });
    api(bought);
    const session = signedInAs();
    render(tree(fakeShell(session), (await load(session, { account: 'hanako', magazineId: '5' })).state));
    expect(await screen.findByText('マガジンで読めます')).toBeInTheDocument();
    expect(screen.getByTestId('magazine-status')).toHaveTextContent('購入済みのマガジンです');
    expect(screen.queryByTestId('magazine-buy')).toBeNull();
  });

  it('opens mf_commerce’s PurchaseDialog through the shell with the magazine as the item', async () => {
    api(magazine());
    const session = signedInAs();
    const Dialog = jest.fn(
      (props: { magazine: { id: number; ownedArticlesCount: number }; price: number }) => (
        <p>dialog for {props.magazine.id}</p>
      ),
    );
    const shell = fakeShell(session, { loadWidget: jest.fn().mockResolvedValue(Dialog) });
    render(tree(shell, (await load(session, { account: 'hanako', magazineId: '5' })).state));
    await userEvent.click(await screen.findByTestId('magazine-buy'));
    expect(await screen.findByText('dialog for 5')).toBeInTheDocument();
    expect(shell.loadWidget).toHaveBeenCalledWith('mf_commerce', 'PurchaseDialog');
    expect(Dialog.mock.calls.at(-1)![0]).toMatchObject({
      open: true,
      magazine: { id: 5, ownedArticlesCount: 1 },
      title: '週刊しるべ',
      price: 800,
    });
  });

  it('sends a signed-out visitor to sign in instead of the dialog', async () => {
    api(magazine({ ownedArticlesCount: 0 }));
    const shell = fakeShell(signedOut);
    render(tree(shell, (await load(signedOut, { account: 'hanako', magazineId: '5' })).state));
    await userEvent.click(await screen.findByTestId('magazine-buy'));
    await waitFor(() => expect(shell.openLogin).toHaveBeenCalled());
    expect(shell.loadWidget).not.toHaveBeenCalled();
  });

  it('shows the author their own magazine without a buy button, and an empty one as empty', async () => {
    api(magazine({ isOwner: true, articles: [], articlesCount: 0, ownedArticlesCount: 0 }));
    const session = signedInAs({ account: 'hanako' });
    render(tree(fakeShell(session), (await load(session, { account: 'hanako', magazineId: '5' })).state));
    expect(await screen.findByTestId('magazine-status')).toHaveTextContent('あなたのマガジンです。');
    expect(screen.getByTestId('magazine-empty')).toHaveTextContent('このマガジンにはまだ記事がありません。');
  });

  it("gives a signed-in reader the magazine's referral link, and says when only buyers may refer", async () => {
    let share: 'ok' | 'buyers' = 'ok';
    const fake = installFakeFetch({
      'GET /v1/magazines/:id': () => ({ body: { data: magazine() } }),
      'POST /v1/magazines/:id/share_link': () =>
        share === 'ok'
          ? {
              body: {
                data: { url: 'http://site.test/u/hanako/m/5?ref=REF0000001', affiliateUid: 'REF0000001' },
              },
            }
          : {
              status: 403,
              body: { code: 'forbidden', message: 'Only buyers of this magazine can refer it' },
            },
    });
    const session = signedInAs();
    const state = (await load(session, { account: 'hanako', magazineId: '5' })).state;
    const view = render(tree(fakeShell(session), state));
    const box = await screen.findByTestId('magazine-share');
    expect(box).toHaveTextContent('紹介料 10%');
    await userEvent.click(within(box).getByRole('button', { name: 'このマガジンの紹介リンクを作る' }));
    expect(await within(box).findByLabelText('紹介リンクのURL')).toHaveValue(
      'http://site.test/u/hanako/m/5?ref=REF0000001',
    );
    expect(fake.callsTo('POST /v1/magazines/5/share_link')).toHaveLength(1);
    view.unmount();

    share = 'buyers';
    render(tree(fakeShell(session), state));
    await userEvent.click(await screen.findByRole('button', { name: 'このマガジンの紹介リンクを作る' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'このマガジンは購入した人だけが紹介できます。',
    );
  });

  it('offers no referral link to a signed-out visitor', async () => {
    api(magazine());
    render(tree(fakeShell(signedOut), (await load(signedOut, { account: 'hanako', magazineId: '5' })).state));
    await screen.findByTestId('magazine-buy');
    expect(screen.queryByTestId('magazine-share')).toBeNull();
  });

  it('answers 404 for a missing (or no longer sold) magazine and a malformed id, 301 to the author’s path', async () => {
    const fake = api(magazine());
    expect((await load(signedOut, { account: 'hanako', magazineId: '6' })).status).toBe(404);
    const asked = fake.calls.length;
    expect((await load(signedOut, { account: 'hanako', magazineId: '5x' })).status).toBe(404);
    expect(fake.calls).toHaveLength(asked);
    expect(await load(signedOut, { account: 'taro', magazineId: '5' })).toMatchObject({
      status: 301,
      location: '/u/hanako/m/5',
    });
  });

  it('renders to HTML on the server: the heading, the title and the articles', async () => {
    api(magazine());
    const data = await load(signedOut, { account: 'hanako', magazineId: '5' });
    // The lazy page chunk is in after the first render above (jest resolves the import at once).
    const html = await new Promise<string>((resolve) => {
      const tryRender = () => {
        const out = renderToString(tree(fakeShell(signedOut), data.state));
        if (out.includes('週刊しるべ')) resolve(out);
        else setTimeout(tryRender, 10);
      };
      tryRender();
    });
    expect(html).toContain('<h1');
    expect(html).toContain('週刊しるべ');
    expect(html).toContain('一本目の記事');
    expect(html).toContain('data-page="MagazinePage"');
  });
});
