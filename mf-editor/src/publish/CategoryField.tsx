/** The category select of the publish form and of quick edit (one field, one look). */
import type { Category } from '@shirube/api-contract';
import { useIntl } from 'react-intl';
import { Field } from '../lib/Field';
import * as s from '../lib/root.css';

export function CategoryField(props: {
  value: string;
  error?: string;
  categories: readonly Category[];
  onChange(value: string): void;
}) {
  const intl = useIntl();
  return (
    <Field label="editor.publish.category" error={props.error}>
      {(id) => (
        <select
          id={id}
          className={s.input}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'editor.publish.noCategory' })}</option>
          {props.categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
