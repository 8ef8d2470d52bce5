// The browser side of a server-rendered error page: the payload's `pageError` makes the first render
// the same error page the server drew, so hydration adopts the server's DOM — no mismatch, no
// recoverable error, the remote's page never loaded — and leaving the page loads pages as usual.
import { act } from '@testing-library/react';
import { createStore } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import { messages } from '@shirube/i18n';
import { App } from '../App';
import type { ServerPageError } from '../errors/serverPageError';
import type { RemoteLoader } from '../remotes/loader';
import { sessionAtom } from '../session/state';
import { installFakeApi } from '../test/renderShell';

const ja = messages.ja as Record<string, string>;
const pathname = '/u/tanaka/a/999999';
const pageError: ServerPageError = { pathname, status: 404, variant: 'article' };

function loader() {
  const asked: string[] = [];
  const value: RemoteLoader = {
    loadModule: async (name, expose) => {
      asked.push(`${name}/${expose}`);
      return { ArticlePage: () => <h1>記事の本文</h1>, TopPage: () => <h1>トップ</h1> };
    },
    reset: async () => undefined,
  };
  return { asked, value };
}

const signedOut = () => {
  const store = createStore();
  store.set(sessionAtom, { status: 'signedOut' });
  return store;
};

/** The server's HTML of the page, then the browser's hydration of it; what React reported. */
async function hydrate(clientPageError: ServerPageError | null) {
  installFakeApi({});
  const server = loader();
  const html = renderToString(
    <StaticRouter location={pathname}>
      <App loader={server.value} store={signedOut()} serverState={{ mf_reader: {} }} pageError={pageError} />
    </StaticRouter>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.replaceChildren(container);
  const reported: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => reported.push(args));
  const browser = loader();
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={[pathname]}>
        <App
          loader={browser.value}
          store={signedOut()}
          serverState={{ mf_reader: {} }}
          pageError={clientPageError}
        />
      </MemoryRouter>,
      { onRecoverableError: (error) => reported.push(error) },
    );
  });
  consoleError.mockRestore();
  return { html, container, reported, asked: browser.asked };
}

afterEach(() => document.body.replaceChildren());

describe('hydrating a server-rendered error page', () => {
  it('adopts the server’s error page: no mismatch, nothing reported, the page is not loaded', async () => {
    const { html, container, reported, asked } = await hydrate(pageError);
    expect(html).toContain(ja['shell.error.articleHint']);
    expect(html).not.toContain(ja['shell.remote.loading']);
    expect(reported).toEqual([]);
    expect(asked).toEqual([]);
    expect(container.querySelector('[data-error-status="404"]')?.textContent).toContain(
      ja['shell.error.notFound'],
    );
    expect(document.documentElement.hasAttribute('data-app-ready')).toBe(true);
  });

  it('leaving the error page (トップへ戻る) loads the next page as usual', async () => {
    const { container, asked } = await hydrate(pageError);
    const backToTop = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === ja['common.backToTop'],
    )!;
    await act(async () => {
      backToTop.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(asked).toEqual(['mf_reader/pages']);
    expect(container.querySelector('h1')?.textContent).toBe('トップ');
    expect(container.querySelector('[data-error-status]')).toBeNull();
  });

  it('without the payload’s pageError the browser would draw something else (the check can fail)', async () => {
    const { reported } = await hydrate(null);
    expect(reported.length).toBeGreaterThan(0);
  });
});
