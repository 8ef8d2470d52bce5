/** /settings/bank_information: 本人確認 — status (with the reason when returned), details with postal lookup, ID images. */
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Individual, PayoutProfile } from '@shirube/api-contract';
import { Button, TextField } from '@shirube/ui';
import * as d from '../dashboard/dashboard.css';
import { useApiClient } from '../lib/SellerRoot';
import { apiFieldErrors, errorId, type FieldErrors } from '../lib/fieldError';
import { IdDocuments } from './IdDocuments';
import * as s from './verification.css';

const EMPTY: Individual = {
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  birthDate: '',
  postalCode: '',
  prefecture: '',
  city: '',
  town: '',
  addressLine: '',
  phone: '',
};
const FIELDS: ReadonlyArray<[keyof Individual, string?]> = [
  ['lastName'],
  ['firstName'],
  ['lastNameKana'],
  ['firstNameKana'],
  ['birthDate', 'date'],
];
const ADDRESS: ReadonlyArray<keyof Individual> = ['prefecture', 'city', 'town', 'addressLine'];

export function VerificationPage() {
  const client = useApiClient();
  const intl = useIntl();
  const [profile, setProfile] = useState<PayoutProfile | null>(null);
  const [failed, setFailed] = useState(false);
  const [form, setForm] = useState<Individual>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    client.payouts.payoutProfile().then(
      (r) => {
        setProfile(r.data);
        if (r.data.individual) setForm(r.data.individual);
      },
      () => setFailed(true),
    );
  }, [client]);

  const set = (field: keyof Individual) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const lookup = () => {
    setErrors((e) => ({ ...e, postalCode: '' }));
    client.payouts.postalAddress({ query: { zip: form.postalCode } }).then(
      (r) => {
        const [first] = r.data;
        if (first)
          setForm((f) => ({ ...f, prefecture: first.prefecture, city: first.city, town: first.town }));
      },
      () =>
        setErrors((e) => ({ ...e, postalCode: intl.formatMessage({ id: 'seller.verify.postalNotFound' }) })),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setMessage(null);
    setErrors({});
    client.payouts.savePayoutProfile({ payload: form }).then(
      (r) => {
        setSaving(false);
        setProfile(r.data);
        if (r.data.individual) setForm(r.data.individual);
        setMessage(intl.formatMessage({ id: 'seller.verify.saved' }));
      },
      (error: unknown) => {
        setSaving(false);
        const fields = apiFieldErrors(intl, error);
        if (fields) setErrors(fields);
        else setMessage(intl.formatMessage({ id: errorId(intl, error) }));
      },
    );
  };

  const field = (name: keyof Individual, type = 'text') => (
    <TextField
      key={name}
      label={<FormattedMessage id={`seller.verify.${name}`} />}
      type={type}
      data-testid={`verify-${name}`}
      value={form[name]}
      onChange={set(name)}
      error={errors[name] || undefined}
    />
  );

  return (
    <>
      <h1 className={d.heading}>
        <FormattedMessage id="seller.verify.title" />
      </h1>
      <p>
        <FormattedMessage id="seller.verify.lead" />
      </p>
      {!profile && !failed && (
        <p aria-busy="true">
          <FormattedMessage id="seller.loading" />
        </p>
      )}
      {failed && (
        <p role="alert">
          <FormattedMessage id="seller.loadFailed" />
        </p>
      )}
      {profile && (
        <>
          <div
            className={s.status}
            data-testid="verification-status"
            data-status={profile.verificationStatus}
          >
            <FormattedMessage id="seller.verify.status" />
            {': '}
            <strong>
              <FormattedMessage id={`seller.verify.status.${profile.verificationStatus}`} />
            </strong>
            {profile.rejectReason && (
              <p>
                <FormattedMessage id="seller.verify.rejectReason" values={{ reason: profile.rejectReason }} />
              </p>
            )}
          </div>
          <form className={s.form} onSubmit={submit} noValidate>
            <div className={s.grid}>{FIELDS.map(([name, type]) => field(name, type))}</div>
            <div className={s.inline}>
              {field('postalCode')}
              <Button variant="secondary" onClick={lookup} data-testid="postal-lookup">
                <FormattedMessage id="seller.verify.postalLookup" />
              </Button>
            </div>
            <div className={s.grid}>
              {ADDRESS.map((name) => field(name))}
              {field('phone', 'tel')}
            </div>
            {message && (
              <p role="status" data-testid="verify-message">
                {message}
              </p>
            )}
            <Button type="submit" disabled={saving} data-testid="verify-save">
              <FormattedMessage id="seller.verify.save" />
            </Button>
          </form>
          <IdDocuments profile={profile} onChange={setProfile} />
        </>
      )}
    </>
  );
}
