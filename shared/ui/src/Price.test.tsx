import { render, screen } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { formatYen } from '@shirube/domain';
import { messages } from '@shirube/i18n';
import { common as enCommon } from '@shirube/i18n/src/en/common';
import { Price, yenText } from './Price';

const renderPrice = (ui: React.ReactElement, locale: 'ja' | 'en' = 'ja') =>
  render(
    <IntlProvider locale={locale} messages={locale === 'ja' ? messages.ja : { ...messages.ja, ...enCommon }}>
      {ui}
    </IntlProvider>,
  );

describe('Price as an article price tag', () => {
  it('shows a tax-included yen price with thousands separators', () => {
    renderPrice(<Price amount={1100} tag />);
    expect(screen.getByTestId('price')).toHaveTextContent('1,100円(税込)');
  });

  it('crosses out the original price when a discount applies', () => {
    renderPrice(<Price amount={1100} discountedPrice={800} tag />);
    expect(screen.getByText('1,100円(税込)').closest('del')).toHaveAccessibleName('通常価格');
    expect(screen.getByText('800円(税込)').closest('del')).toBeNull();
    expect(screen.getByText('800円(税込)')).toHaveAccessibleName('割引価格');
  });

  it('ignores a "discount" that is not lower than the price', () => {
    renderPrice(<Price amount={500} discountedPrice={500} tag />);
    expect(screen.getByTestId('price').querySelector('del')).toBeNull();
  });

  it('labels a free article 無料 instead of 0円', () => {
    renderPrice(<Price amount={0} tag />);
    expect(screen.getByTestId('price')).toHaveTextContent('無料');
    expect(screen.getByTestId('price')).not.toHaveTextContent('0円');
  });

  it('reads in English on an English page', () => {
    renderPrice(<Price amount={1100} tag />, 'en');
    expect(screen.getByTestId('price')).toHaveTextContent('¥1,100 (tax incl.)');
  });
});

describe('Price as a figure', () => {
  it('a sum of money has no tax label and is never 無料', () => {
    renderPrice(
      <p data-testid="sum">
        <Price amount={0} /> / <Price amount={1234567} />
      </p>,
    );
    expect(screen.getByTestId('sum')).toHaveTextContent('0円 / 1,234,567円');
    expect(screen.queryByTestId('price')).toBeNull();
  });

  it('a paid amount with a discount crosses the list price out before the charged one', () => {
    renderPrice(<Price amount={980} discountedPrice={680} taxIncluded className="x" />);
    const original = screen.getByText('980円(税込)');
    expect(original.tagName).toBe('DEL');
    expect(original.parentElement).toHaveTextContent(/^980円\(税込\)680円\(税込\)$/);
    expect(original.parentElement).toHaveClass('x');
  });
});

describe('yenText', () => {
  const ja = createIntl({ locale: 'ja', messages: messages.ja });

  it.each([0, 980, 1100, 1234567])('%i yen reads as the server writes it (formatYen)', (n) => {
    expect(yenText(ja, n)).toBe(formatYen(n));
    expect(yenText(ja, n, true)).toBe(formatYen(n, true));
  });
});
