/** Mail notifications (honoured by the API's purchase mails) and the seller's 特定商取引法 notice. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CurrentUser } from '@shirube/api-contract';
import { lawSettingsForm } from '@shirube/domain/core';
import { useShell } from '@shirube/shell-contract';
import { FormSection, SubmitRow, TextFields, useFieldErrors, useFormSubmit } from '@shirube/ui/src/form';
import type { TextFieldSpec } from '@shirube/ui/src/form';
import { useAccountApi, type LawSettings } from './accountApi';
import * as s from './settings.css';

export function MailSection({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const [purchase, setPurchase] = useState(user.purchaseMailNotification);
  const [sales, setSales] = useState(user.salesMailNotification);
  const submit = useFormSubmit(async () => {
    const saved = await api.saveMailSettings({ purchase, sales });
    setPurchase(saved.purchase);
    setSales(saved.sales);
    shell.toast(intl.formatMessage({ id: 'account.saved' }), 'success');
  });

  return (
    <FormSection title={<FormattedMessage id="account.mail.title" />} onSubmit={submit.onSubmit}>
      <label className={s.check}>
        <input type="checkbox" checked={purchase} onChange={(e) => setPurchase(e.target.checked)} />
        <FormattedMessage id="account.mail.purchase" />
      </label>
      <label className={s.check}>
        <input type="checkbox" checked={sales} onChange={(e) => setSales(e.target.checked)} />
        <FormattedMessage id="account.mail.sales" />
      </label>
      <SubmitRow submit={submit} label="account.mail.submit" pendingLabel="account.saving" />
    </FormSection>
  );
}

type LawField = 'name' | 'address' | 'phone' | 'contact';
const lawName: readonly TextFieldSpec<LawField>[] = [['name', 'account.law.name', 'text', 'name']];
/** After the 請求があれば開示 box: what is shown, or given on request. */
const lawContact: readonly TextFieldSpec<LawField>[] = [
  ['address', 'account.law.address', 'text', 'street-address'],
  ['phone', 'account.law.phone', 'tel', 'tel'],
  ['contact', 'account.law.contact', 'email', 'email'],
];

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
  const submit = useFormSubmit(
    async () => {
      await api.saveLawSettings(values);
      shell.toast(intl.formatMessage({ id: 'account.saved' }), 'success');
    },
    { errors, check: () => errors.check(values) },
  );

  const fields = (specs: readonly TextFieldSpec<LawField>[]) => (
    <TextFields fields={specs} values={values} setValues={setValues} errorOf={errors.message} />
  );

  return (
    <FormSection title={<FormattedMessage id="account.law.title" />} onSubmit={submit.onSubmit}>
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
      {fields(lawName)}
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
      {fields(lawContact)}
      <SubmitRow submit={submit} label="account.law.submit" pendingLabel="account.saving" />
    </FormSection>
  );
}
