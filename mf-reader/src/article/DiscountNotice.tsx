import { FormattedMessage } from 'react-intl';
import type { ArticleView } from '../lib/types';
import * as s from './article.css';

/** What the link's discount code did: applied (with the price), or why it did not. */
export function DiscountNotice({ article }: { article: ArticleView }) {
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
