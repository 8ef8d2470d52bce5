/** Test harness: the real shell App in a MemoryRouter, a fake remote loader and a fake API. */
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { remotePages, type RemoteName } from '@shirube/shell-contract';
import { App } from '../App';
import type { RemoteLoader } from '../remotes/loader';

export const taro = {
  id: 1,
  account: 'taro',
  name: '山田太郎',
  imageUrl: null,
  thumbnailUrl: null,
  isAdmin: false,
  paymentProvider: null,
};

type Route = (init: { method: string; body?: unknown }) => { status: number; body?: unknown };
export type FakeApi = Record<string, Route>;

/** fetch double: keys are "METHOD /path" (query ignored); unknown → 404. Returns the call log. */
export function installFakeApi(api: FakeApi) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    const route = api[`${method} ${url.pathname}`];
    const { status, body } = route
      ? route({ method, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      : { status: 404, body: { code: 'not_found' } };
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    } as Response;
  }) as typeof fetch;
  return calls;
}

export const signedInApi: FakeApi = {
  'GET /v1/users/current': () => ({ status: 200, body: { data: taro } }),
  'GET /v1/current/notifications': () => ({
    status: 200,
    body: {
      data: [
        {
          id: 31,
          kind: 'sales',
          body: '記事「副業入門」が購入されました',
          open: false,
          createdAt: '2026-11-20T03:00:00Z',
          article: { id: 5, user: { account: 'taro' } },
        },
        {
          id: 30,
          kind: 'update',
          body: '購入した記事「SQL入門」が更新されました',
          open: false,
          createdAt: '2026-11-19T16:30:00Z',
          article: { id: 9, user: { account: 'hanako' } },
        },
        {
          id: 29,
          kind: 'sold_out',
          body: '記事「確定申告」が完売しました',
          open: true,
          createdAt: '2026-11-18T03:00:00Z',
          article: { id: 7, user: { account: 'taro' } },
        },
      ],
      meta: { pager: { next: null }, unreadCount: 2 },
    },
  }),
};
export const signedOutApi: FakeApi = {
  'GET /v1/users/current': () => ({ status: 401, body: { code: 'unauthorized' } }),
};

/** A remote page double that shows which page rendered and where. */
function fakePage(remote: string, page: string) {
  return function FakePage() {
    const location = useLocation();
    return (
      <div data-testid="remote-page">
        {remote}:{page} at {location.pathname + location.search}
      </div>
    );
  };
}

export type FakeLoader = RemoteLoader & {
  loadModule: jest.MockedFunction<RemoteLoader['loadModule']>;
  reset: jest.Mock;
  failing: Set<RemoteName>;
};

export function fakeLoader(failing: RemoteName[] = []): FakeLoader {
  const failingSet = new Set(failing);
  const loader = {
    failing: failingSet,
    loadModule: jest.fn<ReturnType<RemoteLoader['loadModule']>, Parameters<RemoteLoader['loadModule']>>(
      async (remote) => {
        if (failingSet.has(remote)) throw new Error(`${remote} manifest unreachable`);
        return Object.fromEntries(remotePages[remote].map((page) => [page, fakePage(remote, page)]));
      },
    ),
    reset: jest.fn(async () => undefined),
  };
  return loader;
}

export function renderShell(path: string, loader: RemoteLoader = fakeLoader()) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App loader={loader} />
    </MemoryRouter>,
  );
}
