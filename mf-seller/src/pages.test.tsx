import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { messages } from '@shirube/i18n';
import { remotePages, ShellContext } from '@shirube/shell-contract';
import * as pages from './pages';
import { fakeShell } from '@shirube/testing';

const user = {
  id: 1,
  account: 'taro',
  name: '山田太郎',
  imageUrl: null,
  thumbnailUrl: null,
  isAdmin: false,
  paymentProvider: null,
};

const PLACEHOLDERS = ['BankAccountPage', 'BankInformationPage'];

describe('mf_seller pages', () => {
  it('exports exactly the pages the contract names', () => {
    expect(Object.keys(pages).sort()).toEqual([...remotePages.mf_seller].sort());
  });

  it.each(PLACEHOLDERS)('%s is still a 準備中 page that shows no internals', (name) => {
    const Page = (pages as Record<string, ComponentType>)[name];
    const { container } = render(
      <IntlProvider locale="ja" messages={messages.ja}>
        <ShellContext.Provider value={fakeShell({ status: 'signedIn', user })}>
          <Page />
        </ShellContext.Provider>
      </IntlProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('この画面は準備中です');
    // Internals stay out of the visible text (issue 12): no component name, module or account.
    expect(container).not.toHaveTextContent(name);
    expect(container).not.toHaveTextContent('mf_seller');
    expect(container).not.toHaveTextContent('@taro');
    const root = container.querySelector('[data-remote]');
    expect(root).toHaveAttribute('data-remote', 'mf_seller');
    expect(root).toHaveAttribute('data-remote-version', 'dev');
  });
});
