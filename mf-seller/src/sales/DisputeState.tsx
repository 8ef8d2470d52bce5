/**
 * A sales row's chargeback (issue 21): held while open, released when won, reversed when lost — with
 * the card network's reason in Japanese (`seller.dispute.reason.<Stripe reason>`; an unknown code reads
 * as 「その他」).
 */
import { FormattedMessage, useIntl } from 'react-intl';

export interface RowDispute {
  readonly status: 'open' | 'won' | 'lost';
  readonly reason: string;
}

export function DisputeState({ dispute }: { dispute: RowDispute }) {
  const intl = useIntl();
  const known = `seller.dispute.reason.${dispute.reason}`;
  const reason = intl.formatMessage({ id: known in intl.messages ? known : 'seller.dispute.reason.general' });
  return (
    <span data-testid="sales-dispute" data-dispute={dispute.status}>
      <FormattedMessage id={`seller.history.dispute.${dispute.status}`} values={{ reason }} />
    </span>
  );
}
