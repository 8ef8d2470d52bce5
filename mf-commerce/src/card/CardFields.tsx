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
  /** One input: label `commerce.card.<key>`, test id `card-<key>`, the typed text formatted as it is typed. */
  const field = (
    key: keyof Fields,
    format: (typed: string) => string,
    input: { autoComplete: string; placeholder: string; inputMode?: 'numeric' },
  ) => {
    const error = key === 'name' ? undefined : errors[key];
    return (
      <TextField
        label={t(`commerce.card.${key}`)}
        value={value[key]}
        onChange={(e) => onChange({ ...value, [key]: format(e.target.value) })}
        {...input}
        error={error ? t(error) : undefined}
        disabled={disabled}
        data-testid={`card-${key}`}
      />
    );
  };
  return (
    <div className={s.cardFields}>
      {field('number', formatCardNumber, {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '1234 5678 9012 3456',
      })}
      <div className={s.cardRow}>
        {field('expiry', formatExpiry, {
          inputMode: 'numeric',
          autoComplete: 'cc-exp',
          placeholder: 'MM/YY',
        })}
        {field('cvc', (typed) => typed.replace(/\D/g, '').slice(0, 4), {
          inputMode: 'numeric',
          autoComplete: 'cc-csc',
          placeholder: '123',
        })}
      </div>
      {field('name', (typed) => typed, { autoComplete: 'cc-name', placeholder: 'TARO YAMADA' })}
    </div>
  );
}
