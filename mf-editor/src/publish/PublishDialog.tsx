// 公開設定: the publish settings form with live take-home, field errors in Japanese (client checks
// first, then the server's 400 `field`), publish → 審査完了までお待ちください → /my_articles.
import type { ArticleDraft, Category } from '@shirube/api-contract';
import { useShell } from '@shirube/shell-contract';
import { Button, Dialog } from '@shirube/ui';
import { useEffect, useState } from 'react';
import { Field } from '../lib/Field';
import { CategoryField } from './CategoryField';
import { PublishTiming } from './PublishTiming';
import { TagsField } from './TagsField';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCode, errorField, useEditorApi } from '../lib/api';
import * as s from '../lib/root.css';
import {
  initialValues,
  publishableErrors,
  publishErrors,
  takeHome,
  toPayload,
  type PublishErrors,
  type PublishField,
} from './form';

export function PublishDialog(props: {
  open: boolean;
  draft: ArticleDraft;
  categories: readonly Category[];
  onClose(): void;
}) {
  const { draft } = props;
  const intl = useIntl();
  const shell = useShell();
  const api = useEditorApi();
  const [values, setValues] = useState(() => initialValues(draft));
  const [errors, setErrors] = useState<PublishErrors>({});
  const [busy, setBusy] = useState(false);
  // Once errors are shown they follow the input, so a fixed field clears at once.
  const shown = Object.keys(errors).length > 0;
  useEffect(() => {
    if (shown)
      setErrors({
        ...publishableErrors(draft.title, draft.body),
        ...publishErrors(values, draft.body.length),
      });
  }, [values, shown, draft.title, draft.body]);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const split = takeHome(values);
  const yen = (n: number) => intl.formatNumber(n);
  const count = draft.body.length;

  const submit = async () => {
    const found = { ...publishableErrors(draft.title, draft.body), ...publishErrors(values, count) };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await api.publish(draft.id, toPayload(values));
      shell.toast(intl.formatMessage({ id: 'editor.publish.done' }), 'success');
      shell.invalidate('articles');
      shell.navigate('/my_articles');
    } catch (e) {
      const field = errorField(e) as PublishField | undefined;
      if (errorCode(e) === 'validation' && field) setErrors({ [field]: `editor.publish.error.${field}` });
      else
        shell.toast(
          intl.formatMessage({
            id: `errors.${errorCode(e)}`,
            defaultMessage: intl.formatMessage({ id: 'errors.validation' }),
          }),
          'error',
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={props.open}
      title={intl.formatMessage({ id: 'editor.publish.title' })}
      onClose={props.onClose}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {intl.formatMessage({ id: 'editor.publish.cancel' })}
          </Button>
          <Button onClick={() => void submit()} disabled={busy} data-testid="publish">
            {intl.formatMessage({ id: 'editor.publish.submit' })}
          </Button>
        </>
      }
    >
      <div data-testid="publish-form">
        {(errors.title ?? errors.body) && (
          <p role="alert" className={s.error}>
            {intl.formatMessage({ id: (errors.title ?? errors.body)! })}
          </p>
        )}
        <Field label={<FormattedMessage id="editor.publish.price" />} error={errors.price}>
          {(id) => (
            <input
              id={id}
              className={s.input}
              inputMode="numeric"
              value={values.price}
              onChange={(e) => set('price', e.target.value)}
            />
          )}
        </Field>
        <p className={s.muted}>
          <FormattedMessage id="editor.publish.priceHint" />
        </p>
        <Field label={<FormattedMessage id="editor.publish.salesCount" />} error={errors.salesCount}>
          {(id) => (
            <input
              id={id}
              className={s.input}
              inputMode="numeric"
              value={values.salesCount}
              // Typing a count means a limited edition; the checkbox below turns it back to unlimited.
              onChange={(e) =>
                setValues((v) => ({
                  ...v,
                  salesCount: e.target.value,
                  isSalesUnlimited: e.target.value.trim() === '',
                }))
              }
            />
          )}
        </Field>
        <label className={s.row}>
          <input
            type="checkbox"
            checked={values.isSalesUnlimited}
            onChange={(e) =>
              setValues((v) => ({
                ...v,
                isSalesUnlimited: e.target.checked,
                salesCount: e.target.checked ? '' : v.salesCount,
              }))
            }
          />
          <FormattedMessage id="editor.publish.unlimited" />
        </label>
        <Field label={<FormattedMessage id="editor.publish.affiliateRate" />} error={errors.affiliateRate}>
          {(id) => (
            <input
              id={id}
              className={s.input}
              inputMode="decimal"
              value={values.affiliatePercent}
              onChange={(e) => set('affiliatePercent', e.target.value)}
            />
          )}
        </Field>
        <p className={s.muted}>
          <FormattedMessage id="editor.publish.affiliateHint" />
        </p>
        <label className={s.row}>
          <input
            type="checkbox"
            checked={values.affiliatableOnlyPurchaser}
            onChange={(e) => set('affiliatableOnlyPurchaser', e.target.checked)}
          />
          <FormattedMessage id="editor.publish.onlyPurchaser" />
        </label>
        <CategoryField
          value={values.category}
          error={errors.category}
          categories={props.categories}
          onChange={(value) => set('category', value)}
        />
        <TagsField value={values.tags} error={errors.tags} onChange={(tags) => set('tags', tags)} />
        <Field label={<FormattedMessage id="editor.publish.payArticleLine" />} error={errors.payArticleLine}>
          {(id) => (
            <select
              id={id}
              className={s.input}
              value={String(values.payArticleLine)}
              onChange={(e) => set('payArticleLine', Number(e.target.value))}
            >
              <option value="-1">{intl.formatMessage({ id: 'editor.publish.noLine' })}</option>
              {Array.from({ length: Math.max(0, count - 1) }, (_, i) => i + 1).map((line) => (
                <option key={line} value={String(line)}>
                  {intl.formatMessage({ id: 'editor.publish.lineOption' }, { line: line + 1 })}
                </option>
              ))}
            </select>
          )}
        </Field>
        {draft.status !== 'published' && (
          <PublishTiming
            reserve={values.reserve}
            publishAt={values.publishAt}
            error={errors.publishedAt}
            onChange={(reserve, publishAt) => setValues((v) => ({ ...v, reserve, publishAt }))}
          />
        )}
        {split && (
          <div className={s.takeHome} data-testid="take-home" aria-live="polite">
            <strong>
              <FormattedMessage id="editor.publish.takeHome" values={{ amount: yen(split.sellerShare) }} />
            </strong>
            <div className={s.muted}>
              <FormattedMessage
                id="editor.publish.breakdown"
                values={{
                  price: yen(split.price),
                  fee: yen(split.platformFee),
                  commission: yen(split.affiliateCommission),
                }}
              />
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}
