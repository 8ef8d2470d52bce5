/**
 * The tips the user sent (issue 37), on /settings/purchased_history below the articles: date, to whom
 * (their page), the amount and how it was paid, 匿名 and 返金済み, and its 領収書 (the purchase history's
 * ReceiptDialog with the tip's id). GET /v1/current/tips/sent (latest 100). Nothing for a user who never tipped.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SentTip } from '@shirube/api-contract';
import { Button, Price } from '@shirube/ui';
import { useCommerceApi } from '../lib/CommerceRoot';
import { formatTokyoDate } from '../lib/format';
import * as s from '../commerce.css';
import { ReceiptDialog } from '../history/ReceiptDialog';
import { TipTexts } from './TipTexts';

export function SentTips() {
  const api = useCommerceApi();
  const [tips, setTips] = useState<readonly SentTip[]>([]);
  const [receiptFor, setReceiptFor] = useState<SentTip | null>(null);
  useEffect(() => {
    let live = true;
    api.tips.sent().then(
      ({ data }) => live && setTips(data),
      () => {
        // The articles above still show; the tips section is left out rather than half-shown.
      },
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (tips.length === 0) return null;
  return (
    <TipTexts>
      <SentTipsTable tips={tips} onReceipt={setReceiptFor} />
      {receiptFor && (
        <TipReceipt
          tip={receiptFor}
          onClose={() => setReceiptFor(null)}
          onIssued={(receipt) =>
            setTips((prev) => prev.map((t) => (t.id === receiptFor.id ? { ...t, receipt } : t)))
          }
        />
      )}
    </TipTexts>
  );
}

function TipReceipt({
  tip,
  onClose,
  onIssued,
}: {
  tip: SentTip;
  onClose(): void;
  onIssued(receipt: { number: string; name: string }): void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'tips.sent.receiptTitle' }, { name: tip.recipientName });
  return (
    <ReceiptDialog
      item={{ id: { tipId: tip.id }, title, receipt: tip.receipt ?? null }}
      onClose={onClose}
      onIssued={onIssued}
    />
  );
}

function SentTipsTable({ tips, onReceipt }: { tips: readonly SentTip[]; onReceipt(tip: SentTip): void }) {
  return (
    <section className={s.card} data-testid="sent-tips">
      <h2 className={s.legend}>
        <FormattedMessage id="tips.sent.title" />
      </h2>
      <table className={s.table}>
        <tbody>
          {tips.map((tip) => (
            <tr key={tip.id} data-testid="sent-tip-row">
              <td className={s.cell}>{formatTokyoDate(tip.paidAt)}</td>
              <td className={s.cell}>
                <Link to={`/u/${encodeURIComponent(tip.recipientAccount)}`}>
                  <FormattedMessage id="tips.sent.to" values={{ name: tip.recipientName }} />
                </Link>
                {tip.anonymous && (
                  <div className={s.muted}>
                    <FormattedMessage id="tips.sent.anonymous" />
                  </div>
                )}
              </td>
              <td className={`${s.cell} ${s.amount}`}>
                <Price amount={tip.amount} taxIncluded />
                <div className={s.muted}>
                  {tip.refundedAt ? (
                    <FormattedMessage id="tips.received.refunded" />
                  ) : (
                    <FormattedMessage id={`commerce.paymentMethod.${tip.paymentMethod}`} />
                  )}
                </div>
              </td>
              <td className={s.cell}>
                {!tip.refundedAt && (
                  <Button variant="ghost" onClick={() => onReceipt(tip)} data-testid="tip-receipt-button">
                    <FormattedMessage
                      id={tip.receipt ? 'commerce.receipt.reissueOpen' : 'commerce.receipt.open'}
                    />
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
