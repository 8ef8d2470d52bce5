/** A 全銀 bank or branch field: type a name, kana or code, pick from the dataset's suggestions. */
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BankCode } from '@shirube/api-contract';
import { inputClass } from '@shirube/ui';
import { useTypeahead } from '@shirube/ui/src/useTypeahead';
import * as s from './bank.css';

export interface Picked {
  code: string;
  name: string;
}

interface Props {
  labelId: string;
  placeholderId: string;
  testId: string;
  value: Picked | null;
  onPick: (picked: Picked | null) => void;
  /** null = the field cannot be used yet (a branch before its bank). */
  search: ((query: string) => Promise<readonly BankCode[]>) | null;
  error?: string;
}

export function CodeLookup({ labelId, placeholderId, testId, value, onPick, search, error }: Props) {
  const intl = useIntl();
  const id = useId();
  const labelElementId = `${id}-label`;
  const [query, setQuery] = useState('');
  // Once picked, the field shows the pick (「三井住友（0009）」): that text is not looked up again.
  const [results, setResults] = useTypeahead(value ? '' : query, search);

  return (
    <div className={s.lookup}>
      <label htmlFor={id} id={labelElementId} className={s.lookupLabel}>
        <FormattedMessage id={labelId} />
      </label>
      <input
        id={id}
        className={inputClass}
        data-testid={testId}
        value={query}
        disabled={!search}
        placeholder={intl.formatMessage({ id: search ? placeholderId : 'seller.bank.chooseBankFirst' })}
        aria-invalid={error ? true : undefined}
        // Only while the list is on the page: aria-controls must name an element that exists (axe).
        aria-controls={!value && results ? `${id}-options` : undefined}
        autoComplete="off"
        onChange={(e) => {
          setQuery(e.target.value);
          if (value) onPick(null);
        }}
      />
      {value && (
        <p className={s.selected} data-testid={`${testId}-selected`}>
          <FormattedMessage id="seller.bank.selected" values={{ name: value.name, code: value.code }} />
        </p>
      )}
      {!value && results && (
        // A list of buttons (Tab, Enter), named by the field's label: listbox/option roles would need
        // arrow-key handling, and a button inside an option is nested-interactive (axe).
        <ul id={`${id}-options`} aria-labelledby={labelElementId} className={s.options}>
          {results.length === 0 && (
            <li className={s.hint}>
              <FormattedMessage id="seller.bank.noMatch" />
            </li>
          )}
          {results.map((r) => (
            <li key={r.code}>
              <button
                type="button"
                className={s.option}
                data-testid={`${testId}-option`}
                onClick={() => {
                  onPick({ code: r.code, name: r.name });
                  setQuery(
                    intl.formatMessage({ id: 'seller.bank.selected' }, { name: r.name, code: r.code }),
                  );
                  setResults(null);
                }}
              >
                {r.code} {r.name}
                <span className={s.kana}>{r.kana}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className={s.error}>
          {error}
        </p>
      )}
    </div>
  );
}
