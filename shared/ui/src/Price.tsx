/**
 * Every yen figure a person reads, in one component (issue 7: the reader's Price and the seller's Yen
 * were two). The charged price is @shirube/domain's `chargedPrice`; the text is the `common.price` /
 * `common.yen` messages (Japanese reads exactly as the server's `formatYen`, a test holds them equal).
 *
 * - `<Price amount={n} />` — a sum of money (sales, fees, payouts): 「1,100円」.
 * - `<Price amount={n} taxIncluded />` — what a buyer pays, in a list or a dialog: 「1,100円(税込)」;
 *   with `discountedPrice` below it, the list price is crossed out first.
 * - `<Price amount={price} discountedPrice={d} tag />` — an article's price tag (cards, the buy box):
 *   tax included, bold, a discount in the warning colour, 「無料」 for 0, `muted` when it cannot be bought.
 */
import { chargedPrice } from '@shirube/domain/core';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import * as s from './price.css';

export interface PriceProps {
  /** Integer yen: an article's list price, or a sum. */
  amount: number;
  /** 「(税込)」 after the figure: a price a buyer pays. Implied by `tag`. */
  taxIncluded?: boolean;
  /** A discount's price: when below `amount` it is what is charged and `amount` is crossed out. */
  discountedPrice?: number | null;
  /** An article's price tag: the styled form with 「無料」 for 0. */
  tag?: boolean;
  /** Spec §4 'price disabled' (admin, owner, sold out): the tag greyed out. */
  muted?: boolean;
  className?: string;
}

const YEN_TEXTS_MAX = 1000;
const yenTexts = new WeakMap<IntlShape, Map<string, string>>();

/** The same text as a string, for an aria-label, a chart axis or a message value. */
export function yenText(intl: IntlShape, amount: number, taxIncluded = false): string {
  // A list repeats a few prices on every card, and the server's intl object lives across requests
  // (SharedIntlProvider): each text is formatted once, not once per card and request.
  let texts = yenTexts.get(intl);
  if (!texts) yenTexts.set(intl, (texts = new Map()));
  const key = taxIncluded ? `t${amount}` : String(amount);
  let text = texts.get(key);
  if (text === undefined) {
    text = taxIncluded
      ? intl.formatMessage({ id: 'common.price' }, { price: amount })
      : intl.formatMessage({ id: 'common.yen' }, { amount });
    if (texts.size >= YEN_TEXTS_MAX) texts.clear();
    texts.set(key, text);
  }
  return text;
}

export function Price({ amount, taxIncluded, discountedPrice, tag, muted, className }: PriceProps) {
  const intl = useIntl();
  const shown = chargedPrice({ price: amount, discountedPrice });
  const isDiscounted = shown < amount;
  const text = (n: number) => yenText(intl, n, taxIncluded || tag);
  const original = (cls: string) =>
    isDiscounted && (
      <del className={cls} aria-label={intl.formatMessage({ id: 'common.price.original' })}>
        {text(amount)}
      </del>
    );

  if (!tag) {
    return (
      <span className={className}>
        {original(s.originalInline)}
        {text(shown)}
      </span>
    );
  }
  const cls = [s.price, muted ? s.muted : '', className].filter(Boolean).join(' ');
  return (
    <span className={cls} data-testid="price">
      {original(s.original)}
      {shown <= 0 ? (
        <span className={s.free}>
          <FormattedMessage id="common.price.free" />
        </span>
      ) : (
        <strong
          className={[s.current, isDiscounted ? s.discounted : ''].join(' ')}
          aria-label={isDiscounted ? intl.formatMessage({ id: 'common.price.discounted' }) : undefined}
        >
          {text(shown)}
        </strong>
      )}
    </span>
  );
}
