/** Mail notifications (honoured by the API's purchase mails) and the seller's 特定商取引法 notice. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CurrentUser } from '@shirube/api-contract';
import { lawSettingsForm } from '@shirube/domain/core';
import { useShell } from '@shirube/shell-contract';
import { TextField } from '@shirube/ui';
import { FormSection, SubmitRow, useFieldErrors, useFormSubmit } from '@shirube/ui/src/form';
import { useAccountApi, type LawSettings } from './accountApi';
import * as s from './settings.css';

export function MailSection({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const [purchase, setPurchase] = useState(user.purchaseMailNotification);
  const [sales, setSales] = useState(user.salesMailNotification);
  const { pending, formError, onSubmit } = useFormSubmit(async () => {
    const saved = await api.saveMailSettings({ purchase, sales });
    setPurchase(saved.purchase);
    setSales(saved.sales);
    shell.toast(intl.formatMessage({ id: 'account.saved' }), 'success');
  });

  return (
    <FormSection title={<FormattedMessage id="account.mail.title" />} onSubmit={onSubmit}>
      <label className={s.check}>
        <input type="checkbox" checked={purchase} onChange={(e) => setPurchase(e.target.checked)} />
        <FormattedMessage id="account.mail.purchase" />
      </label>
      <label className={s.check}>
        <input type="checkbox" checked={sales} onChange={(e) => setSales(e.target.checked)} />
        <FormattedMessage id="account.mail.sales" />
      </label>
      <SubmitRow
        pending={pending}
        label="account.mail.submit"
        pendingLabel="account.saving"
        formError={formError}
      />
    </FormSection>
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
  const set = (key: 'name' | 'address' | 'phone' | 'contact') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const { pending, onSubmit } = useFormSubmit(
    async () => {
      await api.saveLawSettings(values);
      shell.toast(intl.formatMessage({ id: 'account.saved' }), 'success');
    },
    { errors, check: () => errors.check(values) },
  );

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
    <FormSection title={<FormattedMessage id="account.law.title" />} onSubmit={onSubmit}>
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
      <SubmitRow
        pending={pending}
        label="account.law.submit"
        pendingLabel="account.saving"
        formError={errors.formError}
      />
    </FormSection>
  );
}
