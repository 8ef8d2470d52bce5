/** A choice of a few named options as radio buttons under a legend (account type, 個人 or 法人). */
import { FormattedMessage } from 'react-intl';
import * as b from '../bank/bank.css';

export function RadioGroup<T extends string>({
  name,
  legendId,
  options,
  value,
  onChange,
  labelPrefix,
  testIdPrefix,
}: {
  name: string;
  legendId: string;
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  /** An option's label is the message `${labelPrefix}${option}`. */
  labelPrefix: string;
  /** An option's test id is `${testIdPrefix}${option}` (none without it). */
  testIdPrefix?: string;
}) {
  return (
    <fieldset className={b.radios}>
      <legend className={b.legend}>
        <FormattedMessage id={legendId} />
      </legend>
      {options.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            data-testid={testIdPrefix && `${testIdPrefix}${option}`}
            onChange={() => onChange(option)}
          />{' '}
          <FormattedMessage id={`${labelPrefix}${option}`} />
        </label>
      ))}
    </fieldset>
  );
}
