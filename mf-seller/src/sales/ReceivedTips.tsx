/**
 * The tips the author received (issue 37 item 1), below the sales history: date, from whom (the tipper's
 * name, or 匿名 when they chose so), the article tipped from, the amount, the message, 返金済み.
 * GET /v1/current/tips/received (latest 100). Its own chunk (SalesHistory loads it lazily) with its texts.
 */
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { createApiClient, type ReceivedTip } from '@shirube/api-contract';
import { tips as enTips } from '@shirube/i18n/src/en/tips';
import { tips as jaTips } from '@shirube/i18n/src/ja/tips';
import { useSession } from '@shirube/shell-contract';
import { Price, useSignOutOnScreen } from '@shirube/ui';
import { tokyoDate } from '../lib/format';
import * as t from '../lib/table.css';
import * as s from './sales.css';

export function ReceivedTips() {
  const intl = useIntl();
  const own = intl.locale.startsWith('en') ? { ...jaTips, ...enTips } : jaTips;
  return (
    <IntlProvider locale={intl.locale} messages={{ ...intl.messages, ...own }}>
      <TipList />
    </IntlProvider>
  );
}

function TipList() {
  const signOutOnScreen = useSignOutOnScreen();
  // The tips are the viewer's own: the article tipped from is theirs.
  const session = useSession();
  const me = session.status === 'signedIn' ? session.user.account : '';
  const client = useMemo(() => createApiClient({ onUnauthorized: signOutOnScreen }), [signOutOnScreen]);
  const [tips, setTips] = useState<readonly ReceivedTip[] | null>(null);
  useEffect(() => {
    let live = true;
    client.tips.received().then(
      ({ data }) => live && setTips(data),
      () => live && setTips([]),
    );
    return () => {
      live = false;
    };
  }, [client]);
  if (tips === null) return null;
  return (
    <section data-testid="received-tips">
      <h2 className={s.tipsTitle}>
        <FormattedMessage id="tips.received.title" />
      </h2>
      {tips.length === 0 ? (
        <p>
          <FormattedMessage id="tips.received.empty" />
        </p>
      ) : (
        <ul className={s.tipList}>
          {tips.map((tip) => (
            <li key={tip.id} className={s.tipItem} data-testid="received-tip">
              <span className={t.td}>{tokyoDate(tip.paidAt)}</span>{' '}
              <strong>{tip.tipperName ?? <FormattedMessage id="tips.received.anonymous" />}</strong>{' '}
              <Price amount={tip.amount} />
              {tip.articleId !== null && tip.articleTitle && (
                <>
                  {' '}
                  <Link to={`/u/${encodeURIComponent(me)}/a/${tip.articleId}`}>{tip.articleTitle}</Link>
                </>
              )}
              {tip.refundedAt && (
                <>
                  {' '}
                  <FormattedMessage id="tips.received.refunded" />
                </>
              )}
              {tip.message && <p className={s.tipMessage}>{tip.message}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
