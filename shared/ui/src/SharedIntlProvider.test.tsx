import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { SharedIntlProvider, sharedIntl } from './SharedIntlProvider';

const ja = { hello: 'こんにちは{name}' };
const en = { hello: 'Hello {name}' };

describe('SharedIntlProvider', () => {
  it('gives every render with the same messages and locale the same intl object', () => {
    expect(sharedIntl('ja', ja)).toBe(sharedIntl('ja', ja));
    expect(sharedIntl('en', ja)).not.toBe(sharedIntl('ja', ja));
    expect(sharedIntl('ja', en)).not.toBe(sharedIntl('ja', ja));
  });

  it('formats its messages in its locale, Japanese as the default locale', () => {
    expect(sharedIntl('en', en).formatMessage({ id: 'hello' }, { name: 'Ann' })).toBe('Hello Ann');
    expect(sharedIntl('ja', ja).defaultLocale).toBe('ja');
    render(
      <SharedIntlProvider locale="ja" messages={ja}>
        <FormattedMessage id="hello" values={{ name: '花子' }} />
      </SharedIntlProvider>,
    );
    expect(screen.getByText('こんにちは花子')).toBeInTheDocument();
  });
});
