/** Renders reader pages the way the shell does: ShellContext, a router, and ReaderRoot. */
import { render } from '@testing-library/react';
import { Component, type ReactElement, type ReactNode } from 'react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router';
import { isPageError, type PageError, type SessionView, type ShellApi } from '@shirube/shell-contract';
import { fakeShell, inShell, signedInAs } from '@shirube/testing';
import { ReaderRoot } from '../ReaderRoot';
import { createReaderApi } from '../client';

export interface RenderOptions {
  /** Route pattern the page is mounted at, e.g. '/u/:account/a/:id'. */
  path?: string;
  /** The URL to open. */
  url?: string;
  session?: SessionView;
  shell?: Partial<ShellApi>;
}

/** What the shell's RemoteErrorBoundary does with a thrown PageError, reduced to what a test reads:
 *  its status and variant, and 再読み込み (calls `retry`, renders the page again) when it has one. */
class PageErrorCatcher extends Component<{ children: ReactNode }, { error: PageError | null }> {
  state = { error: null as PageError | null };
  static getDerivedStateFromError(error: unknown) {
    if (!isPageError(error)) throw error;
    return { error };
  }
  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div data-testid="page-error" data-status={error.status} data-variant={error.variant ?? ''}>
        {error.retry && (
          <button
            onClick={() => {
              error.retry?.();
              this.setState({ error: null });
            }}
          >
            retry
          </button>
        )}
      </div>
    );
  }
}

export const signedIn = (overrides: { isAdmin?: boolean; account?: string } = {}): SessionView =>
  signedInAs(overrides);

export function renderReader(page: ReactElement, options: RenderOptions = {}) {
  const shell = fakeShell(options.session ?? { status: 'signedOut' }, options.shell);
  // A fresh store and client per test: nothing leaks between tests, and the real client talks to
  // the fake fetch the test installed.
  const store = createStore();
  const api = createReaderApi({ onUnauthorized: () => shell.signOutOnScreen() });
  const tree = (value: ShellApi) =>
    inShell(
      value,
      options.url ?? '/',
      <Routes>
        <Route
          path={options.path ?? '/'}
          element={
            <PageErrorCatcher>
              <ReaderRoot api={api} store={store}>
                {page}
              </ReaderRoot>
            </PageErrorCatcher>
          }
        />
        <Route path="*" element={<p>other page</p>} />
      </Routes>,
    );
  const result = render(tree(shell));
  /** The shell's session changed (sign-in/out): re-render with the same router, store and mocks. */
  const setSession = (session: SessionView) => result.rerender(tree({ ...shell, session }));
  return { ...result, shell, setSession };
}
