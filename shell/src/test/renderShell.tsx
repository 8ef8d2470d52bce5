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
    body: { data: [{ opened: false }, { opened: false }, { opened: true }] },
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
