import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { ShellContext } from '@shirube/shell-contract';
import { fakeShell } from '@shirube/testing';
import { RemoteRoot } from './RemoteRoot';

const signedOut = { status: 'signedOut' } as const;

function renderIn(locale: 'ja' | 'en', en: () => Promise<Record<string, string>>) {
  return render(
    <ShellContext.Provider value={fakeShell(signedOut, { locale })}>
      <RemoteRoot name="mf_test" version="1" messages={{ ja: { hello: 'こんにちは' }, en }}>
        <FormattedMessage id="hello" />
      </RemoteRoot>
    </ShellContext.Provider>,
  );
}

describe('RemoteRoot messages', () => {
  it('a Japanese page never loads the English texts', () => {
    const en = jest.fn(async () => ({ hello: 'Hello' }));
    renderIn('ja', en);
    expect(screen.getByText('こんにちは')).toBeInTheDocument();
    expect(en).not.toHaveBeenCalled();
  });

  it('an English page shows Japanese until the English texts have loaded, then English', async () => {
    renderIn('en', async () => ({ hello: 'Hello' }));
    expect(screen.getByText('こんにちは')).toBeInTheDocument();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });
});
