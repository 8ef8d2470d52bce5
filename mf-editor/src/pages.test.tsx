import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { remotePages, ShellContext } from '@shirube/shell-contract';
import * as pages from './pages';
import { fakeShell, signedIn } from './test/render';

describe('mf_editor pages', () => {
  it('exports exactly the pages the contract names', () => {
    expect(Object.keys(pages).sort()).toEqual([...remotePages.mf_editor].sort());
  });

  it('marks its root with the remote name and version', async () => {
    const Page = (pages as Record<string, ComponentType>).ReviewQueuePage!;
    const { container } = render(
      <ShellContext.Provider value={fakeShell(signedIn())}>
        <Page />
      </ShellContext.Provider>,
    );
    const root = container.querySelector('[data-remote]');
    expect(root).toHaveAttribute('data-remote', 'mf_editor');
    expect(root).toHaveAttribute('data-remote-build', 'dev');
    // Not an admin: the queue is not shown.
    expect(await screen.findByRole('alert')).toHaveTextContent('管理者だけ');
  });
});
