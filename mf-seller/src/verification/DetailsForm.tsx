/** 本人確認 details: 個人 (name, reading, birth date, address) or 法人 (company, 法人番号, representative, registered address). */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BusinessType, Company, Individual, PayoutProfile, Representative } from '@shirube/api-contract';
import {
  addressForm,
  companyForm,
  companyProblems,
  individualForm,
  personNameForm,
  validateCorporateNumber,
  validateForm,
} from '@shirube/domain/core';
import { TextField } from '@shirube/ui';
import { ErrorSummary, FormSection, SubmitRow } from '@shirube/ui/src/form';
import { RadioGroup } from '../lib/RadioGroup';
import { useApiClient } from '../lib/SellerRoot';
import { fieldMessage, type FieldErrors } from '../lib/fieldError';
import { useMoneyForm } from '../lib/useMoneyForm';
import { AddressFields, verifyTestId, type AddressValue } from './AddressFields';
import * as s from './verification.css';

const NO_ADDRESS: AddressValue = {
  postalCode: '',
  prefecture: '',
  city: '',
  town: '',
  addressLine: '',
  phone: '',
};
const NO_NAME: Representative = { lastName: '', firstName: '', lastNameKana: '', firstNameKana: '' };
const EMPTY_INDIVIDUAL: Individual = { ...NO_NAME, birthDate: '', ...NO_ADDRESS };
const EMPTY_COMPANY: Company = { name: '', nameKana: '', corporateNumber: '', ...NO_ADDRESS };
const BUSINESS_TYPES = ['individual', 'company'] as const;
const NAMES = ['lastName', 'firstName', 'lastNameKana', 'firstNameKana'] as const;
type Problem = { field: string; reason: string };

/** A 法人's problems (the company's own: 法人番号 by its check digit once filled), named and ordered by
 *  the shared rule the API answers with. */
function problemsOfCompany(company: Company, representative: Representative): Problem[] {
  const own: Problem[] = validateForm(company, companyForm);
  const number = validateCorporateNumber(company.corporateNumber);
  if (!number.ok && !own.some((p) => p.field === 'corporateNumber'))
    own.push({ field: 'corporateNumber', reason: number.reason });
  return companyProblems({
    company: own,
    representative: validateForm(representative, personNameForm),
    address: validateForm(company, addressForm),
  });
}

export function DetailsForm({
  profile,
  onSaved,
}: {
  profile: PayoutProfile;
  onSaved: (p: PayoutProfile) => void;
}) {
  const client = useApiClient();
  const intl = useIntl();
  const [type, setType] = useState<BusinessType>(profile.businessType);
  const [individual, setIndividual] = useState<Individual>(profile.individual ?? EMPTY_INDIVIDUAL);
  const [company, setCompany] = useState<Company>(profile.company ?? EMPTY_COMPANY);
  const [representative, setRepresentative] = useState<Representative>(profile.representative ?? NO_NAME);
  const submit = useMoneyForm(
    async () => {
      const payload =
        type === 'company'
          ? { businessType: 'company' as const, company, representative }
          : { ...individual, businessType: 'individual' as const };
      const r = await client.payouts.savePayoutProfile({ payload });
      onSaved(r.data);
      if (r.data.individual) setIndividual(r.data.individual);
      if (r.data.company) setCompany(r.data.company);
      if (r.data.representative) setRepresentative(r.data.representative);
    },
    (): FieldErrors => {
      // Every empty required field at once (the API's own rules, @shirube/domain forms.ts), and the
      // shared 法人番号 rule on a typo; the API checks the rest (kana, postal code, birth date) again.
      const refused: Problem[] =
        type === 'company'
          ? problemsOfCompany(company, representative)
          : validateForm(individual, individualForm);
      return Object.fromEntries(refused.map((e) => [e.field, fieldMessage(intl, e.field, e.reason)]));
    },
  );
  const { errors, setErrors } = submit;
  const setError = (field: string, text: string) => setErrors((e) => ({ ...e, [field]: text }));

  /** One text field; `path` is the API's field name (errors come back under it). */
  const text = (
    path: string,
    labelId: string,
    value: string,
    onChange: (v: string) => void,
    extra: { type?: string; hintId?: string; inputMode?: 'numeric' } = {},
  ) => (
    <div key={path}>
      <TextField
        label={<FormattedMessage id={labelId} />}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        data-testid={verifyTestId(path)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={errors[path] || undefined}
      />
      {extra.hintId && (
        <p className={s.hint}>
          <FormattedMessage id={extra.hintId} />
        </p>
      )}
    </div>
  );
  const setIn =
    <T,>(set: (f: (v: T) => T) => void, name: keyof T) =>
    (v: string) =>
      set((f) => ({ ...f, [name]: v }));
  /** The address block: the individual's (`prefix` '') or the company's registered one. */
  const address = <T extends AddressValue>(
    prefix: '' | 'company.',
    value: T,
    set: (f: (v: T) => T) => void,
  ) => (
    <AddressFields
      value={value}
      prefix={prefix}
      errors={errors}
      onChange={(c) => set((f) => ({ ...f, ...c }))}
      onError={setError}
    />
  );

  return (
    <FormSection
      title={<FormattedMessage id="seller.verify.details" />}
      onSubmit={submit.onSubmit}
      className={s.form}
    >
      <ErrorSummary messages={Object.values(errors)} />
      <RadioGroup
        name="businessType"
        legendId="seller.verify.businessType"
        options={BUSINESS_TYPES}
        value={type}
        onChange={(t) => {
          setType(t);
          setErrors({});
        }}
        labelPrefix="seller.verify.businessType."
        testIdPrefix="verify-type-"
      />
      {type === 'individual' ? (
        <>
          <div className={s.grid}>
            {NAMES.map((n) => text(n, `seller.verify.${n}`, individual[n], setIn(setIndividual, n)))}
            {text(
              'birthDate',
              'seller.verify.birthDate',
              individual.birthDate,
              setIn(setIndividual, 'birthDate'),
              {
                type: 'date',
              },
            )}
          </div>
          {address('', individual, setIndividual)}
        </>
      ) : (
        <>
          <div className={s.grid}>
            {text('company.name', 'seller.verify.company.name', company.name, setIn(setCompany, 'name'))}
            {text(
              'company.nameKana',
              'seller.verify.company.nameKana',
              company.nameKana,
              setIn(setCompany, 'nameKana'),
              {
                hintId: 'seller.verify.company.nameKanaHint',
              },
            )}
          </div>
          {text(
            'company.corporateNumber',
            'seller.verify.company.corporateNumber',
            company.corporateNumber,
            setIn(setCompany, 'corporateNumber'),
            { inputMode: 'numeric', hintId: 'seller.verify.company.corporateNumberHint' },
          )}
          <h3 className={s.section}>
            <FormattedMessage id="seller.verify.representative" />
          </h3>
          <div className={s.grid}>
            {NAMES.map((n) =>
              text(
                `representative.${n}`,
                `seller.verify.representative.${n}`,
                representative[n],
                setIn(setRepresentative, n),
              ),
            )}
          </div>
          <h3 className={s.section}>
            <FormattedMessage id="seller.verify.company.address" />
          </h3>
          {address('company.', company, setCompany)}
        </>
      )}
      {submit.saved && (
        <p role="status" data-testid="verify-message">
          <FormattedMessage id="seller.verify.saved" />
        </p>
      )}
      <SubmitRow
        submit={submit}
        label="seller.verify.save"
        pendingLabel="seller.verify.saving"
        testId="verify-save"
      />
    </FormSection>
  );
}
