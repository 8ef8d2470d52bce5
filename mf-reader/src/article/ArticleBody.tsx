/**
 * The article body. Paragraph HTML comes from the server already sanitised with @shirube/domain's
 * rules, which is the only reason dangerouslySetInnerHTML is acceptable here. Non-buyers get the
 * free part only, followed by the paywall box.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { effectivePaywallLine, PAID_AREA_CLASS, PAYWALL_NONE } from '@shirube/domain/core';
import type { ArticleView } from '../lib/types';
import { isBodyCut } from './availability';
import { BuyButton } from './BuyButton';
import * as s from './article.css';
import './body/embeds';

/** `beside`: shown next to the price (the magazines holding the article): in the paywall box, or after
 *  the body for a reader who has it all. */
export function ArticleBody({ article, beside }: { article: ArticleView; beside?: ReactNode }) {
  const cut = isBodyCut(article);
  // A buyer (or the owner) has the whole body: its paid paragraphs carry the paid-area class.
  const line = cut ? PAYWALL_NONE : effectivePaywallLine(article.body.length, article.payArticleLine ?? -1);
  const paid = (i: number) => line !== PAYWALL_NONE && i >= line;
  return (
    <>
      <div className={s.body} data-testid="article-body">
        {article.body.map((html, i) => (
          <div
            key={i}
            className={paid(i) ? `${s.paragraph} ${PAID_AREA_CLASS}` : s.paragraph}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ))}
      </div>
      {cut && (
        <section
          className={`${s.paywall} ${PAID_AREA_CLASS}`}
          aria-labelledby="reader-paywall-title"
          data-testid="paywall"
        >
          <h2 id="reader-paywall-title" className={s.paywallTitle}>
            <FormattedMessage id="reader.article.paywall.title" />
          </h2>
          <p className={s.paywallText}>
            <FormattedMessage id="reader.article.paywall.body" />
          </p>
          <BuyButton article={article} />
          {beside}
        </section>
      )}
      {!cut && beside}
    </>
  );
}
