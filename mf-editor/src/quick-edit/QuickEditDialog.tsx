// クイック編集: price, copies, referral rate, purchaser-only and category of a live article, saved at
// once without a new review, plus its discount codes. Errors per field in Japanese (client checks
// first, then the server's 400 `field`).
import type { Category, QuickEdit } from '@shirube/api-contract';
import { errorMessageId } from '@shirube/i18n/src/core';
import { useShell } from '@shirube/shell-contract';
import { Button, Dialog } from '@shirube/ui';
import { SubmitRow, useFormSubmit } from '@shirube/ui/src/form';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCode, errorField, useEditorApi } from '../lib/api';
import { SaleSettings } from '../publish/SaleSettings';
import * as s from '../lib/root.css';
import { DiscountCodes } from './DiscountCodes';
import {
  quickEditErrors,
  quickEditPayload,
  quickEditValues,
  serverFieldError,
  type QuickEditErrors,
  type QuickEditValues,
} from './form';

export function QuickEditDialog(props: {
  articleId: number;
  section?: 'discounts' | undefined;
  /** After a successful save, with the server's answer (the list updates its row). */
  onSaved?(q: QuickEdit): void;
  onClose(): void;
}) {
  const { articleId, onClose, onSaved } = props;
  const api = useEditorApi();
  const intl = useIntl();
  const [data, setData] = useState<QuickEdit | null>(null);
  const [categories, setCategories] = useState<readonly Category[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([api.quickEdit(articleId), api.categories().catch(() => [])]).then(
      ([q, cats]) => {
        if (!live) return;
        setData(q);
        setCategories(cats);
      },
      (e: unknown) => live && setFailed(errorCode(e)),
    );
    return () => {
      live = false;
    };
  }, [api, articleId]);
  return (
    <Dialog open title={intl.formatMessage({ id: 'editor.quickEdit.title' })} onClose={onClose}>
      <div data-testid="quick-edit">
        {failed && (
          <p role="alert" className={s.error}>
            {intl.formatMessage({
              id: failed === 'not_published' ? 'editor.quickEdit.notPublished' : 'editor.loadFailed',
            })}
          </p>
        )}
        {!data && !failed && (
          <p className={s.muted}>
            <FormattedMessage id="editor.loading" />
          </p>
        )}
        {data && (
          <QuickEditForm
            data={data}
            categories={categories}
            onSaved={(q) => {
              setData(q);
              onSaved?.(q);
            }}
            onClose={onClose}
          />
        )}
        {data && <DiscountCodes article={data} focus={props.section === 'discounts'} />}
      </div>
    </Dialog>
  );
}

function QuickEditForm(props: {
  data: QuickEdit;
  categories: readonly Category[];
  onSaved(q: QuickEdit): void;
  onClose(): void;
}) {
  const { data } = props;
  const api = useEditorApi();
  const shell = useShell();
  const intl = useIntl();
  const [values, setValues] = useState<QuickEditValues>(() => quickEditValues(data));
  const [errors, setErrors] = useState<QuickEditErrors>({});
  const { pending, onSubmit } = useFormSubmit(
    async () => {
      const saved = await api.saveQuickEdit(data.id, quickEditPayload(values));
      props.onSaved(saved);
      shell.toast(intl.formatMessage({ id: 'editor.quickEdit.saved' }), 'success');
      shell.invalidate('articles');
    },
    {
      check: () => {
        const found = quickEditErrors(values, data);
        setErrors(found);
        return Object.keys(found).length === 0;
      },
      // A field the server refused is shown at the field; anything else as a toast (the dialog stays).
      errors: {
        fromApi(e) {
          const field = errorField(e);
          if (errorCode(e) === 'validation' && field)
            setErrors({ [field]: serverFieldError(field, (e as Error).message ?? '') });
          else shell.toast(intl.formatMessage({ id: errorMessageId(errorCode(e)) }), 'error');
        },
      },
    },
  );

  return (
    <form data-testid="quick-edit-form" onSubmit={onSubmit} noValidate>
      <p>
        <strong>{data.title}</strong>
      </p>
      <SaleSettings
        values={values}
        errors={errors}
        categories={props.categories}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        notes={{
          salesCount: <FormattedMessage id="editor.quickEdit.sold" values={{ count: data.soldCount }} />,
        }}
      />
      <p className={s.muted}>
        <FormattedMessage id="editor.quickEdit.hint" />
      </p>
      <SubmitRow
        pending={pending}
        label="editor.quickEdit.save"
        pendingLabel="editor.quickEdit.saving"
        testId="quick-edit-save"
      >
        <Button type="button" variant="secondary" onClick={props.onClose}>
          {intl.formatMessage({ id: 'editor.quickEdit.close' })}
        </Button>
      </SubmitRow>
    </form>
  );
}
