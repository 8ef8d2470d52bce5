import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messages } from '@shirube/i18n';
import { reader } from '@shirube/i18n/src/ja/reader';
import { Price } from './Price';

const renderPrice = (ui: React.ReactElement) =>
  render(
    <IntlProvider locale="ja" messages={{ ...messages.ja, ...reader }}>
      {ui}
    </IntlProvider>,
  );

describe('Price', () => {
  it('shows a tax-included yen price with thousands separators', () => {
    renderPrice(<Price price={1100} />);
    expect(screen.getByTestId('price')).toHaveTextContent('1,100円(税込)');
  });

  it('crosses out the original price when a discount applies', () => {
    renderPrice(<Price price={1100} discountedPrice={800} />);
    expect(screen.getByText('1,100円(税込)').closest('del')).not.toBeNull();
    expect(screen.getByText('800円(税込)').closest('del')).toBeNull();
  });

  it('ignores a "discount" that is not lower than the price', () => {
    renderPrice(<Price price={500} discountedPrice={500} />);
    expect(screen.getByTestId('price').querySelector('del')).toBeNull();
  });

  it('labels a free article 無料 instead of 0円', () => {
    renderPrice(<Price price={0} />);
    expect(screen.getByTestId('price')).toHaveTextContent('無料');
    expect(screen.getByTestId('price')).not.toHaveTextContent('0円');
  });
});
