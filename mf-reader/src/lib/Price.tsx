/** 「1,100円(税込)」, with the original price crossed out when a discount applies; 「無料」 for 0. */
import { chargedPrice } from '@shirube/domain/core';
import { FormattedMessage, useIntl } from 'react-intl';
import * as s from './price.css';

export interface PriceProps {
  price: number;
  discountedPrice?: number | null;
  className?: string;
  /** Spec §4 'price disabled' (admin, owner, sold out): shown greyed out. */
  muted?: boolean;
}

export function Price({ price, discountedPrice, className, muted }: PriceProps) {
  const intl = useIntl();
  // What the buyer pays: the one pricing rule (@shirube/domain discount.ts).
  const shown = chargedPrice({ price, discountedPrice });
  const cls = [s.price, muted ? s.muted : '', className].filter(Boolean).join(' ');
  if (shown <= 0) {
    return (
      <span className={cls} data-testid="price">
        {shown < price && (
          <del className={s.original} aria-label={intl.formatMessage({ id: 'reader.price.original' })}>
            <FormattedMessage id="common.price" values={{ price }} />
          </del>
        )}
        <span className={s.free}>
          <FormattedMessage id="reader.card.free" />
        </span>
      </span>
    );
  }
  const isDiscounted = shown < price;
  return (
    <span className={cls} data-testid="price">
      {isDiscounted && (
        <del className={s.original} aria-label={intl.formatMessage({ id: 'reader.price.original' })}>
          <FormattedMessage id="common.price" values={{ price }} />
        </del>
      )}
      <strong
        className={[s.current, isDiscounted ? s.discounted : ''].join(' ')}
        aria-label={isDiscounted ? intl.formatMessage({ id: 'reader.price.discounted' }) : undefined}
      >
        <FormattedMessage id="common.price" values={{ price: shown }} />
      </strong>
    </span>
  );
}
