/**
 * The issued referral link: the short URL (selectable), a copy button, X / LINE share intents whose
 * text carries 【PR】, and what a referred sale pays (rate and ≈ yen per sale via calculateSale).
 */
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, inputClass } from '@shirube/ui';
import { affiliatePercent } from '../../lib/format';
import type { ArticleView } from '../../lib/types';
import { SystemPhrase } from '../../lib/SystemPhrase';
import { commissionPerSale, shareIntents } from './shareLinks';
import * as s from './referral.css';

export interface ReferralDialogProps {
  article: ArticleView;
  shortUrl: string;
  /** The copy failed: the link is shown selected with 「以下の紹介リンクをコピーしてください」. */
  copyFailed: boolean;
  onCopy(): void;
  onClose(): void;
}

/** The share intents offered: site and the link's text. */
const intentLinks = [
  ['twitter', 'reader.share.twitter'],
  ['line', 'reader.share.line'],
] as const;

export function ReferralDialog({ article, shortUrl, copyFailed, onCopy, onClose }: ReferralDialogProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const rate = affiliatePercent(article.affiliateRate);
  const perSale = commissionPerSale(article.discountedPrice ?? article.price, article.affiliateRate ?? 0);
  const prText = intl.formatMessage({ id: 'reader.share.prText' }, { title: article.title });
  const intents = shareIntents(prText, shortUrl);
  return (
    <Dialog
      open
      title={<FormattedMessage id="reader.share.title" />}
      onClose={onClose}
      actions={
        <Button variant="ghost" onClick={onClose}>
          <FormattedMessage id="reader.share.close" />
        </Button>
      }
    >
      <div className={s.body} data-testid="referral-dialog">
        {copyFailed && (
          <p role="alert" className={s.warning}>
            <FormattedMessage id="reader.share.copyFailed" />
          </p>
        )}
        <div className={s.row}>
          <input
            ref={(el) => {
              input.current = el;
              if (el && copyFailed) el.select();
            }}
            className={`${inputClass} ${s.url}`}
            readOnly
            value={shortUrl}
            aria-label={intl.formatMessage({ id: 'reader.share.urlLabel' })}
            data-testid="referral-short-url"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button onClick={onCopy} data-testid="referral-copy">
            <FormattedMessage id="reader.share.copy" />
          </Button>
        </div>
        <p className={s.note} data-testid="referral-commission">
          {perSale > 0 ? (
            <FormattedMessage
              id="reader.share.commission"
              values={{ rate, amount: intl.formatNumber(perSale) }}
            />
          ) : (
            <FormattedMessage id="reader.share.noCommission" />
          )}
        </p>
        {/* The operators' words on how commissions are paid (system phrase), when there is one to earn. */}
        {perSale > 0 && <SystemPhrase phraseKey="affiliate_notice" />}
        <div className={s.row}>
          {intentLinks.map(([site, textId]) => (
            <a
              key={site}
              className={s.intent}
              href={intents[site]}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`referral-share-${site}`}
            >
              <FormattedMessage id={textId} />
            </a>
          ))}
        </div>
        <p className={s.note}>
          <FormattedMessage id="reader.share.prNote" />
        </p>
      </div>
    </Dialog>
  );
}
