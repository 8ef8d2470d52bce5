/** Mail notifications (honoured by the API's purchase mails) and the seller's 特定商取引法 notice. */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CurrentUser } from '@shirube/api-contract';
import { lawSettingsForm } from '@shirube/domain/core';
import { useShell } from '@shirube/shell-contract';
import { Button, TextField } from '@shirube/ui';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import { useAccountApi, type LawSettings } from './accountApi';
import { FormMessage } from './Field';
import * as s from './settings.css';

export function MailSection({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const [purchase, setPurchase] = useState(user.purchaseMailNotification);
  const [sales, setSales] = useState(user.salesMailNotification);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrorId(null);
    try {
      const saved = await api.saveMailSettings({ purchase, sales });
      setPurchase(saved.purchase);
      setSales(saved.sales);
      shell.toast(intl.formatMessage({ id: 'account.saved' }), 'success');
    } catch (err) {
      setErrorId(`errors.${(err as { code?: string }).code ?? 'unknown'}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} aria-labelledby="mail-title">
      <h2 id="mail-title" className={s.sectionTitle}>
        <FormattedMessage id="account.mail.title" />
      </h2>
      <label className={s.check}>
        <input type="checkbox" checked={purchase} onChange={(e) => setPurchase(e.target.checked)} />
        <FormattedMessage id="account.mail.purchase" />
      </label>
      <label className={s.check}>
        <input type="checkbox" checked={sales} onChange={(e) => setSales(e.target.checked)} />
        <FormattedMessage id="account.mail.sales" />
      </label>
      <FormMessage id={errorId} />
      <div className={s.actions}>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={busy ? 'account.saving' : 'account.mail.submit'} />
        </Button>
      </div>
    </form>
  );
}

export function LawSection({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const [values, setValues] = useState<LawSettings>({
    name: user.lawName ?? '',
    address: user.lawAddress ?? '',
    phone: user.lawPhone ?? '',
    contact: user.lawContact ?? '',
    disclosureOnRequest: user.lawDisclosureOnRequest,
  });
  const errors = useFieldErrors(lawSettingsForm(values.disclosureOnRequest));
  const [busy, setBusy] = useState(false);
  const set = (key: 'name' | 'address' | 'phone' | 'contact') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!errors.check(values)) return;
    setBusy(true);
    try {
      await api.saveLawSettings(values);
      shell.toast(intl.formatMessage({ id: 'account.saved' }), 'success');
    } catch (err) {
      errors.fromApi(err);
    } finally {
      setBusy(false);
    }
  };

  const field = (key: 'name' | 'address' | 'phone' | 'contact', autoComplete: string, type = 'text') => (
    <TextField
      label={<FormattedMessage id={`account.law.${key}`} />}
      type={type}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={set(key)}
      error={errors.message(key)}
    />
  );

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="law-title">
      <h2 id="law-title" className={s.sectionTitle}>
        <FormattedMessage id="account.law.title" />
      </h2>
      <p className={s.muted}>
        <FormattedMessage
          id="account.law.lead"
          values={{
            link: (
              <Link to={`/u/${encodeURIComponent(user.account)}/specified`}>/u/{user.account}/specified</Link>
            ),
          }}
        />
      </p>
      {field('name', 'name')}
      <label className={s.check}>
        <input
          type="checkbox"
          checked={values.disclosureOnRequest}
          onChange={(e) => setValues((v) => ({ ...v, disclosureOnRequest: e.target.checked }))}
        />
        <span>
          <FormattedMessage id="account.law.disclosure" />
          <br />
          <span className={s.muted}>
            <FormattedMessage id="account.law.disclosureHint" />
          </span>
        </span>
      </label>
      {field('address', 'street-address')}
      {field('phone', 'tel', 'tel')}
      {field('contact', 'email', 'email')}
      <FormMessage id={errors.formError} />
      <div className={s.actions}>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={busy ? 'account.saving' : 'account.law.submit'} />
        </Button>
      </div>
    </form>
  );
}
