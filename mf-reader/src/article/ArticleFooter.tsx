/**
 * The article footer of spec §2: review stars and count, twitter / LINE share, referral link, the
 * affiliate rate as a percentage and the buy button. Fixed at the bottom on mobile; on wider screens
 * it hides while scrolling down and comes back when scrolling up or near the page end (95 %).
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@shirube/ui';
import { affiliatePercent } from '../lib/format';
import { Stars } from '../lib/Stars';
import type { ArticleView } from '../lib/types';
import { BuyButton } from './BuyButton';
import { useReferralLink } from './referral/useReferralLink';
import * as s from './footer.css';
import { lazyWidget } from '../lib/lazyWidget';

// Opened on demand: the dialog's code loads with the first referral link.
const ReferralDialog = lazyWidget(() => import('./referral/ReferralDialog').then((m) => m.ReferralDialog));

/** Spec §9: the article footer reappears at 95 % of the page. */
export const FOOTER_REAPPEAR_AT = 0.95;

export function useFooterVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const nearEnd =
        max <= 0 || (y + window.innerHeight) / document.documentElement.scrollHeight >= FOOTER_REAPPEAR_AT;
      setVisible(nearEnd || y < last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return visible;
}

function shareUrls(article: ArticleView) {
  const url = typeof window === 'undefined' ? '' : window.location.href.split('#')[0];
  return {
    twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(article.title)}&url=${encodeURIComponent(url)}`,
    line: `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`,
  };
}

/** The share links: site, label and the site's mark (an SVG path, drawn 20 px in the text colour). */
const shareLinks = [
  [
    'twitter',
    'reader.footer.shareTwitter',
    'M18.2 2.3h3.4l-7.4 8.4 8.7 11.5h-6.8l-5.3-7-6.1 7H1.3l7.9-9L.9 2.3h7l4.8 6.3 5.5-6.3Zm-1.2 17.9h1.9L7 4.2H5l12 16Z',
  ],
  [
    'line',
    'reader.footer.shareLine',
    'M12 2.5C6.2 2.5 1.5 6.3 1.5 11c0 4.2 3.7 7.7 8.8 8.4.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5 1.1-.5 6-3.5 8.2-6.1 1.5-1.6 2.3-3.3 2.3-5.2 0-4.7-4.7-8.5-10.5-8.5Z',
  ],
] as const;

export function ArticleFooter({ article }: { article: ArticleView }) {
  const intl = useIntl();
  const visible = useFooterVisible();
  const urls = shareUrls(article);
  const rate = affiliatePercent(article.affiliateRate);
  const referral = useReferralLink(article);
  return (
    <div className={visible ? s.footer : s.footerHidden} data-testid="article-footer" data-visible={visible}>
      <div className={s.inner}>
        <div className={s.group}>
          <Stars point={article.point ?? 0} count={article.reviewsCount ?? 0} compact />
        </div>
        <div className={s.group}>
          {shareLinks.map(([site, labelId, mark]) => (
            <a
              key={site}
              className={s.icon}
              href={urls[site]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage({ id: labelId })}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path fill="currentColor" d={mark} />
              </svg>
            </a>
          ))}
          <Button
            variant="ghost"
            onClick={() => void referral.issue()}
            disabled={referral.busy}
            data-testid="referral-button"
          >
            <FormattedMessage id="reader.footer.shareLink" />
          </Button>
          {rate > 0 && (
            <span className={s.rate}>
              <FormattedMessage id="reader.footer.affiliateRate" values={{ rate }} />
            </span>
          )}
        </div>
        <div className={s.buy}>
          <BuyButton article={article} compact />
        </div>
      </div>
      {/* Portalled: the footer's transform would make a fixed overlay relative to the footer itself. */}
      {referral.shortUrl &&
        createPortal(
          <ReferralDialog
            article={article}
            shortUrl={referral.shortUrl}
            copyFailed={referral.copyFailed}
            onCopy={() => void referral.copyAgain()}
            onClose={referral.close}
          />,
          document.body,
        )}
    </div>
  );
}
