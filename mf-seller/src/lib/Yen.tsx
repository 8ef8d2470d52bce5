import { FormattedMessage, useIntl } from 'react-intl';

/** 1100 → 「1,100円」 (grouped as the locale does; the yen sign comes from the message). */
export function Yen({ amount }: { amount: number }) {
  const intl = useIntl();
  return <FormattedMessage id="seller.yen" values={{ amount: intl.formatNumber(amount) }} />;
}
