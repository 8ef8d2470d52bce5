import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ShellContext, type SessionView, type ShellApi } from '@shirube/shell-contract';
import { fakeShell, signedInAs } from './fakeShell';

/** A remote's UI as the shell mounts it: the ShellContext a remote receives, around a router at `url`. */
export const inShell = (shell: ShellApi, url: string, ui: ReactNode) => (
  <ShellContext.Provider value={shell}>
    <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
  </ShellContext.Provider>
);

export interface InShellOptions {
  /** Signed in as `signedInAs()` (taro) unless given. */
  session?: SessionView;
  /** The page's URL (with its query, e.g. the card page's ?return_to=). */
  url?: string;
  /** The shell to mount with; default `fakeShell(session)`. */
  shell?: ShellApi;
}

/** Renders `ui` inside the shell; returns the fake shell beside the result to assert on. */
export function renderInShell(ui: ReactElement, options: InShellOptions = {}) {
  const shell = options.shell ?? fakeShell(options.session ?? signedInAs());
  return { ...render(inShell(shell, options.url ?? '/', ui)), shell };
}
