/** /inquiry: the contact form (category, name, email — prefilled when signed in — and the message)
 *  → POST /v1/inquiry; then the received page with the reception number. Rules: inquiryForm. */
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { inquiry as enInquiry } from '@shirube/i18n/src/en/inquiry';
import { inquiry as jaInquiry } from '@shirube/i18n/src/ja/inquiry';
import { Link } from 'react-router';
import { INQUIRY_CATEGORIES, inquiryForm } from '@shirube/domain/forms';
import { useShell } from '@shirube/shell-contract';
import { Button, TextField, inputClass, useSignOutOnScreen } from '@shirube/ui';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import * as s from './info.css';
import { InfoDoc } from './InfoDoc';
import { createInquiryApi, type InquiryPayload } from './inquiryApi';

/** The form's texts join the reader's here: this page is a lazy chunk, the article route never loads them. */
export function InquiryPage() {
  const { locale, messages } = useIntl();
  const merged = useMemo(
    () => ({ ...messages, ...jaInquiry, ...(locale === 'en' ? enInquiry : {}) }),
    [locale, messages],
  );
  return (
    <IntlProvider locale={locale} defaultLocale="ja" messages={merged}>
      <InquiryForm />
    </IntlProvider>
  );
}

function InquiryForm() {
  const intl = useIntl();
  const shell = useShell();
  const signOutOnScreen = useSignOutOnScreen();
  const api = useMemo(() => createInquiryApi(signOutOnScreen), [signOutOnScreen]);
  const errors = useFieldErrors(inquiryForm);
  const [values, setValues] = useState<InquiryPayload>({ category: '', name: '', email: '', body: '' });
  const [busy, setBusy] = useState(false);
  const [received, setReceived] = useState<{ id: number } | null>(null);
  const signedIn = shell.session.status === 'signedIn';

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api.currentUser().then(
      (u) => live && setValues((v) => ({ ...v, name: v.name || u.name, email: v.email || u.email })),
      () => undefined, // the visitor can still type them
    );
    return () => {
      live = false;
    };
  }, [api, signedIn]);

  const set = (key: keyof InquiryPayload) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!errors.check(values)) return;
    setBusy(true);
    try {
      setReceived(await api.send(values));
    } catch (err) {
      errors.fromApi(err);
    } finally {
      setBusy(false);
    }
  };

  if (received) {
    return (
      <InfoDoc
        page="InquiryReceivedPage"
        title="reader.inquiry.receivedTitle"
        lead="reader.inquiry.receivedBody"
        leadValues={{ id: received.id, email: values.email }}
        leadTestId="inquiry-received"
      >
        <Link to="/">
          <FormattedMessage id="common.backToTop" />
        </Link>
      </InfoDoc>
    );
  }

  return (
    <InfoDoc page="InquiryPage" title="reader.inquiry.title" lead="reader.inquiry.lead">
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
        <Field id="inquiry-category" labelId="reader.inquiry.category" error={errors.message('category')}>
          <select
            id="inquiry-category"
            className={inputClass}
            value={values.category}
            onChange={set('category')}
            aria-invalid={errors.message('category') ? true : undefined}
          >
            <option value="">{intl.formatMessage({ id: 'reader.inquiry.categoryChoose' })}</option>
            {INQUIRY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {intl.formatMessage({ id: `reader.inquiry.category.${c}` })}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          label={<FormattedMessage id="reader.inquiry.name" />}
          value={values.name}
          onChange={set('name')}
          autoComplete="name"
          error={errors.message('name')}
        />
        <TextField
          label={<FormattedMessage id="reader.inquiry.email" />}
          type="email"
          value={values.email}
          onChange={set('email')}
          autoComplete="email"
          error={errors.message('email')}
        />
        <Field id="inquiry-body" labelId="reader.inquiry.body" error={errors.message('body')}>
          <textarea
            id="inquiry-body"
            className={`${inputClass} ${s.textarea}`}
            value={values.body}
            onChange={set('body')}
            aria-invalid={errors.message('body') ? true : undefined}
          />
        </Field>
        {errors.formError && (
          <p role="alert" className={s.error}>
            <FormattedMessage id={errors.formError} />
          </p>
        )}
        <p className={s.note}>
          <FormattedMessage id="reader.inquiry.privacy" />
        </p>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={busy ? 'reader.inquiry.sending' : 'reader.inquiry.submit'} />
        </Button>
      </form>
    </InfoDoc>
  );
}

/** A label over its control (`id`: the control's) and the field's error under it. */
function Field({
  id,
  labelId,
  error,
  children,
}: {
  id: string;
  labelId: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        <FormattedMessage id={labelId} />
      </label>
      {children}
      {error && (
        <span role="alert" className={s.error}>
          {error}
        </span>
      )}
    </div>
  );
}
