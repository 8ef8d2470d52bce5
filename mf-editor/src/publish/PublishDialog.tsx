// 公開設定: the publish settings form with live take-home, field errors in Japanese (client checks
// first, then the server's 400 `field`), publish → 審査完了までお待ちください → /my_articles.
import type { ArticleDraft, Category } from '@shirube/api-contract';
import { useShell } from '@shirube/shell-contract';
import { errorMessageId } from '@shirube/i18n/src/core';
import { Button, Dialog } from '@shirube/ui';
import { useFormSubmit } from '@shirube/ui/src/form';
import { useEffect, useState } from 'react';
import { Field } from '../lib/Field';
import { PublishTiming } from './PublishTiming';
import { SaleSettings } from './SaleSettings';
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
  type PublishValues,
} from './form';

/** The operators' note on review (system phrase review_notice, spec §3), once the dialog opens; none
 *  when they wrote none or it cannot be loaded (the dialog says nothing of its own there). */
function useReviewNotice(open: boolean): string | null {
  const api = useEditorApi();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    api.systemPhrases().then(
      (list) => live && setText(list.find((p) => p.key === 'review_notice')?.body.trim() || null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, open]);
  return text;
}

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
  const count = draft.body.length;
  const check = (v: PublishValues) => ({
    ...publishableErrors(draft.title, draft.body),
    ...publishErrors(v, count),
  });
  // Once errors are shown they follow the input, so a fixed field clears at once (set here, in the
  // change handler, not by an effect after the render).
  const update = (patch: Partial<PublishValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(check(next));
  };
  const split = takeHome(values);
  const reviewNotice = useReviewNotice(props.open);
  const yen = (n: number) => intl.formatNumber(n);

  const { pending, onSubmit } = useFormSubmit(
    async () => {
      await api.publish(draft.id, toPayload(values));
      shell.toast(intl.formatMessage({ id: 'editor.publish.done' }), 'success');
      shell.invalidate('articles');
      shell.navigate('/my_articles');
    },
    {
      check: () => {
        const found = check(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      },
      errors: {
        fromApi(e) {
          const field = errorField(e) as PublishField | undefined;
          if (errorCode(e) === 'validation' && field) setErrors({ [field]: `editor.publish.error.${field}` });
          else shell.toast(intl.formatMessage({ id: errorMessageId(errorCode(e)) }), 'error');
        },
      },
    },
  );

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
          <Button
            onClick={() => onSubmit()}
            disabled={pending}
            aria-busy={pending || undefined}
            data-testid="publish"
          >
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
        <SaleSettings
          values={values}
          errors={errors}
          categories={props.categories}
          onChange={update}
          notes={{
            price: <FormattedMessage id="editor.publish.priceHint" />,
            affiliateRate: <FormattedMessage id="editor.publish.affiliateHint" />,
          }}
        />
        <TagsField value={values.tags} error={errors.tags} onChange={(tags) => update({ tags })} />
        <Field label="editor.publish.payArticleLine" error={errors.payArticleLine}>
          {(id) => (
            <select
              id={id}
              className={s.input}
              value={String(values.payArticleLine)}
              onChange={(e) => update({ payArticleLine: Number(e.target.value) })}
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
            onChange={(reserve, publishAt) => update({ reserve, publishAt })}
          />
        )}
        {reviewNotice && (
          <p className={s.muted} data-testid="review-notice">
            {reviewNotice}
          </p>
        )}
        {split && (
          <div className={s.takeHome} data-testid="take-home" aria-live="polite">
            <strong>
              <FormattedMessage id="editor.publish.takeHome" />
            </strong>
            {[
              { id: 'direct', sale: split.direct },
              ...(split.referred ? [{ id: 'referred', sale: split.referred }] : []),
            ].map(({ id, sale }) => (
              <div key={id} data-testid={`take-home-${id}`}>
                <FormattedMessage
                  id={`editor.publish.takeHome.${id}`}
                  values={{ amount: yen(sale.sellerShare) }}
                />
                <div className={s.muted}>
                  <FormattedMessage
                    id={`editor.publish.breakdown.${id}`}
                    values={{
                      price: yen(sale.price),
                      fee: yen(sale.platformFee),
                      commission: yen(sale.affiliateCommission),
                    }}
                  />
                </div>
              </div>
            ))}
          </div>
        )}
      </div>
    </Dialog>
  );
}
