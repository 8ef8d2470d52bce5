import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ComponentType } from 'react';
import { useShell } from '@shirube/shell-contract';
import { fakeLoader, installFakeApi, renderShell, signedInApi, signedOutApi } from '../test/renderShell';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('ShellContext given to remotes', () => {
  it('openLogin sends the visitor to /sign_in remembering the page they were on', async () => {
    installFakeApi(signedOutApi);
    const loader = fakeLoader();
    loader.loadModule.mockImplementation(async () => ({
      ArticlePage: function ArticlePage() {
        const shell = useShell();
        return <button onClick={() => shell.openLogin()}>buy</button>;
      },
    }));
    renderShell('/u/hanako/a/5?ref=abc', loader);
    await userEvent.click(await screen.findByRole('button', { name: 'buy' }));
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
    expect(sessionStorage.getItem('shirube.returnTo')).toBe('/u/hanako/a/5?ref=abc');
  });

  it('loadWidget fetches another remote widget through the shell loader; toast shows text', async () => {
    installFakeApi(signedInApi);
    const loader = fakeLoader();
    loader.loadModule.mockImplementation(async (remote, expose) => {
      if (remote === 'mf_commerce' && expose === 'widgets')
        return { PurchaseDialog: () => <p>purchase widget</p> };
      return {
        ArticlePage: function ArticlePage() {
          const shell = useShell();
          const [Widget, setWidget] = useState<ComponentType | null>(null);
          useEffect(() => {
            void shell
              .loadWidget('mf_commerce', 'PurchaseDialog')
              .then((w) => setWidget(() => w as ComponentType));
          }, [shell]);
          return (
            <>
              <button onClick={() => shell.toast('コピーしました', 'success')}>copy</button>
              {Widget && <Widget />}
            </>
          );
        },
      };
    });
    renderShell('/u/hanako/a/5', loader);
    expect(await screen.findByText('purchase widget')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('コピーしました');
  });
});
