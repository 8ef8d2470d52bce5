/**
 * The money states of /dashboard/sales_management: held, settled, in transit, paid — when the money is
 * expected in the bank, and either the payout button (出金可能額: only then) or every reason a payout is
 * impossible. The rules' sentences, with the monthly automatic payout, close the panel.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SalesSummary } from '@shirube/api-contract';
import { Button, buttonClass, yenText } from '@shirube/ui';
import * as b from '../bank/bank.css';
import * as d from '../dashboard/dashboard.css';
import { useApiClient } from '../lib/SellerRoot';
import { errorId, fieldMessage } from '../lib/fieldError';
import { FigureCards } from '../sales/FigureCards';
import * as sales from '../sales/sales.css';
import * as s from './payouts.css';
import { payoutTimeline, summaryRuleValues } from './timeline';

const newKey = () => `payout-${crypto.randomUUID()}`;

export function PayoutPanel({ summary, onChange }: { summary: SalesSummary; onChange: () => void }) {
  const client = useApiClient();
  const intl = useIntl();
  // One key per attempt: a retry after a network failure cannot pay twice.
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const yen = (amount: number) => yenText(intl, amount);
  const rules = summaryRuleValues(summary);
  // Dates and sentences: when the money reaches the bank, when a payout becomes possible (timeline.ts).
  const timeline = payoutTimeline(summary, yen);
  const states = [
    { id: 'seller.payout.pending', testId: 'pending-sales', amount: summary.pendingSales },
    { id: 'seller.payout.payable', testId: 'payable-sales', amount: summary.unpaidSalesOfPayoutable },
    { id: 'seller.payout.inTransit', testId: 'in-transit-sales', amount: summary.inTransitSales },
    { id: 'seller.payout.paid', testId: 'paid-sales', amount: summary.paidSales },
  ];
  const blockerValues: Record<string, Record<string, string>> = {
    verification_rejected: { reason: summary.verificationRejectReason ?? '' },
    payout_held: { reason: summary.payoutHoldReason ?? '' },
    below_minimum: { amount: rules.smallest, minimum: rules.minimum, fee: rules.fee },
  };
  const request = () => {
    setBusy(true);
    setResult(null);
    client.payouts.requestPayout({ headers: { 'idempotency-key': key }, payload: {} }).then(
      () => {
        setBusy(false);
        setKey(newKey());
        setResult({ ok: true, text: intl.formatMessage({ id: 'seller.payout.requested' }) });
        onChange();
      },
      (error: unknown) => {
        setBusy(false);
        const e = error as { status?: number; field?: string; details?: ReadonlyArray<{ reason: string }> };
        // An answer came back: the next click is a new attempt. No answer: keep the key for the retry.
        if (e.status) setKey(newKey());
        const text =
          e.field === 'amount' && e.details?.[0]
            ? fieldMessage(intl, 'amount', e.details[0].reason)
            : intl.formatMessage({ id: errorId(intl, error) }, { reason: '' });
        setResult({ ok: false, text });
        onChange();
      },
    );
  };
  return (
    <section className={s.panel} aria-labelledby="payout-states">
      <h2 id="payout-states" className={s.title}>
        <FormattedMessage id="seller.payout.states" />
      </h2>
      <FigureCards figures={states} />
      {summary.unpaidSalesOfPayoutable < 0 && (
        <p className={d.notice} data-testid="negative-balance">
          <FormattedMessage
            id="seller.payout.negative"
            values={{ amount: yen(-summary.unpaidSalesOfPayoutable) }}
          />
        </p>
      )}
      {timeline.map((line) => (
        <p key={line.testId} data-testid={line.testId}>
          <FormattedMessage id={line.id} values={line.values} />
        </p>
      ))}
      {summary.payoutBlockers.length > 0 ? (
        <div className={d.notice} data-testid="payout-blockers">
          <strong>
            <FormattedMessage id="seller.payout.impossible" />
          </strong>
          <ul>
            {summary.payoutBlockers.map((blocker) => (
              <li key={blocker} data-testid={`blocker-${blocker}`}>
                <FormattedMessage
                  id={`seller.payout.blocker.${blocker}`}
                  values={blockerValues[blocker] ?? {}}
                />{' '}
                {blocker === 'no_bank_account' && (
                  <Link to="/settings/bank_account">
                    <FormattedMessage id="seller.payout.fixBank" />
                  </Link>
                )}
                {blocker.startsWith('verification_') && blocker !== 'verification_pending' && (
                  <Link to="/settings/bank_information">
                    <FormattedMessage id="seller.payout.fixVerification" />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Button onClick={request} disabled={busy} data-testid="payout-request">
          <FormattedMessage
            id={busy ? 'seller.payout.requesting' : 'seller.payout.request'}
            values={{
              amount: yen(summary.unpaidSalesOfPayoutable),
              net: yen(summary.apparentUnpaidSalesOfPayoutable),
            }}
          />
        </Button>
      )}
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? b.success : b.error}
          data-testid="payout-result"
        >
          {result.text}{' '}
          {result.ok && (
            <Link className={buttonClass('secondary')} to="/dashboard/transferred_history">
              <FormattedMessage id="seller.nav.transferredHistory" />
            </Link>
          )}
        </p>
      )}
      <p className={sales.note}>
        <FormattedMessage id="seller.payout.holdRule" values={rules} />{' '}
        <FormattedMessage id="seller.payout.feeRule" values={rules} />{' '}
        <span data-testid="monthly-rule">
          <FormattedMessage id="seller.payout.monthly" values={rules} />
        </span>{' '}
        {!summary.payoutBlockers.includes('no_bank_account') && (
          <Link to="/settings/bank_account" data-testid="bank-account-link">
            <FormattedMessage id="seller.payout.changeBank" />
          </Link>
        )}
      </p>
    </section>
  );
}
