/** A seller page as the shell mounts it: a ShellContext (signed in as @shirube/testing's taro unless
 *  `session` says otherwise) around a router at `url`; with the fake shell to assert on. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ShellContext, type SessionView } from '@shirube/shell-contract';
import { fakeShell, signedInAs } from '@shirube/testing';

export function renderSeller(
  ui: ReactElement,
  { session = signedInAs(), url = '/' }: { session?: SessionView; url?: string } = {},
) {
  const shell = fakeShell(session);
  const result = render(
    <ShellContext.Provider value={shell}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </ShellContext.Provider>,
  );
  return { ...result, shell };
}
