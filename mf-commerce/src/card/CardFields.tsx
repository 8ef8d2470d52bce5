/** The new-card inputs: number (spaced in fours), MM/YY, CVC, name. Stable test ids for the e2e. */
import { useIntl } from 'react-intl';
import { TextField } from '@shirube/ui';
import { formatCardNumber, formatExpiry, type CardErrors, type CardFields as Fields } from './cardInput';
import * as s from '../commerce.css';

export function CardFields({
  value,
  errors,
  onChange,
  disabled,
}: {
  value: Fields;
  errors: CardErrors;
  onChange(next: Fields): void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const err = (id?: string) => (id ? t(id) : undefined);
  return (
    <div className={s.cardFields}>
      <TextField
        label={t('commerce.card.number')}
        value={value.number}
        onChange={(e) => onChange({ ...value, number: formatCardNumber(e.target.value) })}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        error={err(errors.number)}
        disabled={disabled}
        data-testid="card-number"
      />
      <div className={s.cardRow}>
        <TextField
          label={t('commerce.card.expiry')}
          value={value.expiry}
          onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.target.value) })}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={err(errors.expiry)}
          disabled={disabled}
          data-testid="card-expiry"
        />
        <TextField
          label={t('commerce.card.cvc')}
          value={value.cvc}
          onChange={(e) => onChange({ ...value, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={err(errors.cvc)}
          disabled={disabled}
          data-testid="card-cvc"
        />
      </div>
      <TextField
        label={t('commerce.card.name')}
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
        autoComplete="cc-name"
        placeholder="TARO YAMADA"
        disabled={disabled}
        data-testid="card-name"
      />
    </div>
  );
}
