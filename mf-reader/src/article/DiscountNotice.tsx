import { FormattedMessage } from 'react-intl';
import type { ArticleView } from '../lib/types';
import * as s from './article.css';

/** What the link's discount code did: applied (with the price), or why it did not. Nothing once the
 *  reader bought the article: 「…円で購入できます」 would offer what they already have. */
export function DiscountNotice({ article }: { article: ArticleView }) {
  if (article.isPurchased) return null;
  if (article.hasDiscountCode && article.discountedPrice != null) {
    return (
      <p className={s.discountNotice} role="status" data-testid="discount-applied">
        <FormattedMessage id="reader.discount.applied" values={{ price: article.discountedPrice }} />
      </p>
    );
  }
  const problem = article.discountCodeProblem;
  if (problem !== 'expired' && problem !== 'used_up' && problem !== 'not_found') return null;
  return (
    <p className={s.discountNotice} role="status" data-testid="discount-problem">
      <FormattedMessage id={`reader.discount.${problem}`} />
    </p>
  );
}
