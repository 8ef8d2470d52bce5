/**
 * Server rendering of /search, /u/:account/followers, /following and /specified: the page's server
 * load (what the shell server calls) answers the HTTP status and the state, and the page rendered
 * from that state shows the data with no `/v1` request of its own (the browser's hydration).
 */
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  ServerStateContext,
  ShellContext,
  type ServerData,
  type ServerRenderablePage,
} from '@shirube/shell-contract';
import { fakeShell, installFakeFetch, type FakeFetch } from '@shirube/testing';
import { FollowersPage, FollowingPage, SearchPage, UserSpecifiedPage } from '../pages';
import { articleSummary, page, userProfile } from './testing/fixtures';

const signedOut = { status: 'signedOut' } as const;

function api(): FakeFetch {
  return installFakeFetch({
    'GET /v1/categories': () => ({ body: { data: [{ id: 1, name: '副業', slug: 'side-job' }] } }),
    'GET /v1/articles/search': ({ url }) =>
      url.searchParams.get('q')!.length > 10
        ? { status: 400, body: { code: 'invalid', message: 'q: must be at most 10 characters' } }
        : {
            body: {
              ...page([articleSummary({ id: 1, title: `${url.searchParams.get('q')}で月5万円` })]),
              meta: { pager: { next: null }, total: 1, totalCapped: false },
            },
          },
    'GET /v1/users/:account': ({ params }) =>
      params.account === 'hanako'
        ? { body: { data: userProfile() } }
        : { status: 404, body: { code: 'not_found', message: 'no such user' } },
    'GET /v1/users/:account/followers': () => ({
      body: page([userProfile({ account: 'taro', name: '佐藤太郎' })]),
    }),
    'GET /v1/users/:account/followings': () => ({
      body: page([userProfile({ account: 'jiro', name: '鈴木次郎' })]),
    }),
    'GET /v1/users/:account/specified': () => ({
      body: { data: { name: '山田花子（屋号 しるべ商店）', contact: 'shop@example.jp' } },
    }),
  });
}

async function serverLoad(
  Page: ServerRenderablePage,
  params: Record<string, string>,
  search = '',
): Promise<ServerData> {
  return Page.loadServerData!({
    params,
    search,
    session: signedOut,
    fetch: (path) => fetch(path) as Promise<Response>,
  });
}

/** The page as the browser hydrates it: the server's state in context, nothing fetched first. */
function renderWithState(Page: ComponentType, path: string, url: string, state: unknown) {
  render(
    <ShellContext.Provider value={fakeShell(signedOut)}>
      <ServerStateContext.Provider value={{ mf_reader: state }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={<Page />} />
          </Routes>
        </MemoryRouter>
      </ServerStateContext.Provider>
    </ShellContext.Provider>,
  );
}

describe('server-rendered reader pages', () => {
  it('/search: results of the URL query and the categories, no request after hydration', async () => {
    const fake = api();
    const data = await serverLoad(SearchPage, {}, '?q=%E5%89%AF%E6%A5%AD&order=fav');
    expect(data.status).toBe(200);
    const asked = fake.calls.length;
    expect(fake.callsTo('GET /v1/articles/search')[0]!.url.searchParams.get('order')).toBe('fav');
    renderWithState(SearchPage, '/search', '/search?q=%E5%89%AF%E6%A5%AD&order=fav', data.state);
    expect(await screen.findByText('副業で月5万円')).toBeInTheDocument();
    expect(screen.getByTestId('search-count')).toHaveTextContent('1件');
    expect(screen.getByRole('option', { name: '副業' })).toBeInTheDocument();
    expect(fake.calls).toHaveLength(asked);
  });

  it('/search without a query loads only the categories; a refused query is a 400 page', async () => {
    const fake = api();
    expect((await serverLoad(SearchPage, {}, '')).status).toBe(200);
    expect(fake.callsTo('GET /v1/articles/search')).toHaveLength(0);
    expect((await serverLoad(SearchPage, {}, '?q=' + 'あ'.repeat(11))).status).toBe(400);
  });

  it.each([
    ['followers', FollowersPage, '佐藤太郎'],
    ['following', FollowingPage, '鈴木次郎'],
  ] as const)('/u/:account/%s: the people listed, 404 for a missing user', async (tail, Page, name) => {
    const fake = api();
    const data = await serverLoad(Page, { account: 'hanako' });
    expect(data.status).toBe(200);
    const asked = fake.calls.length;
    renderWithState(Page, `/u/:account/${tail}`, `/u/hanako/${tail}`, data.state);
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(fake.calls).toHaveLength(asked);
    expect((await serverLoad(Page, { account: 'nobody' })).status).toBe(404);
  });

  it('/u/:account/specified: the seller’s 特商法 fields, 404 for a missing user', async () => {
    const fake = api();
    const data = await serverLoad(UserSpecifiedPage, { account: 'hanako' });
    expect(data.status).toBe(200);
    const asked = fake.calls.length;
    renderWithState(UserSpecifiedPage, '/u/:account/specified', '/u/hanako/specified', data.state);
    expect(await screen.findByText('山田花子（屋号 しるべ商店）')).toBeInTheDocument();
    expect(screen.getByText('shop@example.jp')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(asked);
    expect((await serverLoad(UserSpecifiedPage, { account: 'nobody' })).status).toBe(404);
  });
});
