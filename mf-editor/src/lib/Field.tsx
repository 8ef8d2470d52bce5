/** A labelled form field with its Japanese error (a message id) under it. */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as s from './root.css';

export function Field({
  label,
  error,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  const intl = useIntl();
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {error && (
        <span role="alert" className={s.error}>
          {intl.formatMessage({ id: error })}
        </span>
      )}
    </div>
  );
}
