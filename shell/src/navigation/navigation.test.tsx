import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { coreMessages } from '@shirube/i18n/src/core';
import { shell as jaShell } from '@shirube/i18n/src/ja/shell';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/loader';
import { prefetchAllowed, type ConnectionInfo } from './connection';
import { LoadingBar } from './LoadingBar';
import { remoteOfPath, usePrefetch } from './usePrefetch';

describe('prefetchAllowed (spec §9: none on 2g or Save-Data)', () => {
  it.each<[ConnectionInfo | undefined, boolean]>([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j → %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});

describe('remoteOfPath', () => {
  const origin = 'https://shirube.example';
  it('names the remote of an in-site route, nothing for shell pages and other sites', () => {
    expect(remoteOfPath('/u/hanako/a/12', origin)).toBe('mf_reader');
    expect(remoteOfPath('/dashboard/sales_history?x=1', origin)).toBe('mf_seller');
    expect(remoteOfPath('/settings/credit_card', origin)).toBe('mf_commerce');
    expect(remoteOfPath('/a/3/edit', origin)).toBe('mf_editor');
    expect(remoteOfPath('/sign_in', origin)).toBeNull();
    expect(remoteOfPath('https://other.example/u/hanako', origin)).toBeNull();
  });
});

function Links({ connection }: { connection: () => ConnectionInfo | undefined }) {
  usePrefetch(connection);
  return (
    <nav>
      <a href="/dashboard/sales_history">売上履歴</a>
      <a href="/dashboard/ranking_report">ランキングレポート</a>
      <a href="/sign_in">ログイン</a>
    </nav>
  );
}

function renderLinks(connection: ConnectionInfo | undefined) {
  const loader: RemoteLoader = {
    loadModule: jest.fn(async () => ({})),
    reset: jest.fn(async () => undefined),
  };
  const stable = () => connection;
  render(
    <RemoteLoaderContext.Provider value={loader}>
      <Links connection={stable} />
    </RemoteLoaderContext.Provider>,
  );
  return loader;
}

describe('usePrefetch', () => {
  it('loads the remote of a link under the pointer or in focus, once per remote', () => {
    const loader = renderLinks({ effectiveType: '4g' });
    fireEvent.pointerOver(screen.getByText('売上履歴'));
    fireEvent.focusIn(screen.getByText('ランキングレポート'));
    fireEvent.pointerOver(screen.getByText('ログイン'));
    expect(loader.loadModule).toHaveBeenCalledTimes(1);
    expect(loader.loadModule).toHaveBeenCalledWith('mf_seller', 'pages');
  });

  it('prefetches nothing on a 2g or Save-Data connection', () => {
    for (const connection of [{ effectiveType: '2g' }, { saveData: true }]) {
      const loader = renderLinks(connection);
      fireEvent.pointerOver(screen.getAllByText('売上履歴').at(-1)!);
      expect(loader.loadModule).not.toHaveBeenCalled();
    }
  });
});

it('the loading bar is a labelled progress bar', () => {
  render(
    <IntlProvider locale="ja" messages={{ ...coreMessages.ja, ...jaShell }}>
      <LoadingBar />
    </IntlProvider>,
  );
  expect(screen.getByRole('progressbar', { name: '画面を読み込んでいます…' })).toBeInTheDocument();
});
