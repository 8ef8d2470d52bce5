// The magazine's settings: title, description, price and the referral settings an article's sale has
// (the same labels and limits). Checked before sending with the API's rule (./form.ts); the API's own
// field errors show under the same fields. A bad input never clears what was typed.
import type { Magazine } from '@shirube/api-contract';
import { errorMessageId } from '@shirube/i18n/src/core';
import { magazines as magazineTexts } from '@shirube/i18n/src/ja/magazines';
import { Button } from '@shirube/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCode } from '../lib/api';
import { useMagazineApi } from './api';
import { Field, fieldBinding, InputField } from '../lib/Field';
import * as s from '../lib/root.css';
import {
  apiFieldErrors,
  emptyMagazine,
  MAGAZINE_FIELDS,
  magazineErrors,
  magazinePayload,
  magazineValues,
  type MagazineErrors,
  type MagazineValues,
} from './form';
import * as m from './magazines.css';

export function MagazineForm({
  magazine,
  onSaved,
}: {
  /** null: a new magazine (POST); else PATCH of this one. */
  magazine: Magazine | null;
  onSaved(saved: Magazine): void;
}) {
  const api = useMagazineApi();
  const intl = useIntl();
  const [values, setValues] = useState<MagazineValues>(() =>
    magazine ? magazineValues(magazine) : emptyMagazine,
  );
  const [errors, setErrors] = useState<MagazineErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<MagazineValues>) => setValues((v) => ({ ...v, ...patch }));
  const bind = fieldBinding<'title' | 'price'>(values, errors, change);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = magazineErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return setProblem('editor.magazines.form.invalid');
    setBusy(true);
    setProblem(null);
    try {
      const payload = magazinePayload(values);
      const saved = magazine ? await api.update(magazine.id, payload) : await api.create(payload);
      onSaved(saved);
    } catch (err) {
      const fields = apiFieldErrors(err, MAGAZINE_FIELDS, magazineTexts, 'editor.magazines.form.invalid');
      setErrors(fields);
      setProblem(
        Object.keys(fields).length > 0 ? 'editor.magazines.form.invalid' : errorMessageId(errorCode(err)),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="magazine-form">
      <InputField label="editor.magazines.form.title" name="title" {...bind('title')} />
      <Field label="editor.magazines.form.description" error={errors.description}>
        {(id) => (
          <textarea
            id={id}
            name="description"
            className={`${s.input} ${m.textarea}`}
            value={values.description}
            onChange={(e) => change({ description: e.target.value })}
          />
        )}
      </Field>
      <InputField label="editor.publish.price" name="price" inputMode="numeric" {...bind('price')} />
      <p className={s.muted}>
        <FormattedMessage id="editor.publish.priceHint" />
      </p>
      <InputField
        label="editor.publish.affiliateRate"
        name="affiliateRate"
        inputMode="decimal"
        error={errors.affiliateRate}
        value={values.affiliatePercent}
        onChange={(affiliatePercent) => change({ affiliatePercent })}
      />
      <label className={s.row}>
        <input
          type="checkbox"
          checked={values.affiliatableOnlyPurchaser}
          onChange={(e) => change({ affiliatableOnlyPurchaser: e.target.checked })}
        />
        <FormattedMessage id="editor.publish.onlyPurchaser" />
      </label>
      {problem && (
        <p role="alert" className={s.error} data-testid="magazine-form-problem">
          {intl.formatMessage({ id: problem })}
        </p>
      )}
      <div className={s.section}>
        <Button type="submit" disabled={busy} data-testid="save-magazine">
          {intl.formatMessage({
            id: busy
              ? 'editor.magazines.form.saving'
              : magazine
                ? 'editor.magazines.form.save'
                : 'editor.magazines.form.create',
          })}
        </Button>
      </div>
    </form>
  );
}
