/** /settings/bank_account: the payout bank account (全銀), with bank and branch lookups as you type. */
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BankAccount } from '@shirube/api-contract';
import {
  corporateHolderName,
  isAccountNumber,
  normalizeHolderName,
  validateCorporateHolderName,
  validateHolderName,
} from '@shirube/domain/core';
import { TextField } from '@shirube/ui';
import { ErrorSummary, SubmitRow } from '@shirube/ui/src/form';
import { DoneLine, LoadStatus, PageTitle } from '../lib/PageStatus';
import { RadioGroup } from '../lib/RadioGroup';
import { useApiClient } from '../lib/SellerRoot';
import { fieldMessage, type FieldErrors } from '../lib/fieldError';
import { useMoneyForm } from '../lib/useMoneyForm';
import { CodeLookup, type Picked } from './CodeLookup';
import * as s from './bank.css';

const ACCOUNT_TYPES = ['ordinary', 'current'] as const;

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; account: BankAccount | null };

export function BankAccountPage() {
  const client = useApiClient();
  const intl = useIntl();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [bank, setBank] = useState<Picked | null>(null);
  const [branch, setBranch] = useState<Picked | null>(null);
  const [accountType, setAccountType] = useState<'ordinary' | 'current'>('ordinary');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  // A 法人's holder must be its company reading in 口座名義 form (shared/domain corporate-holder; the API
  // refuses another with company_mismatch): the form says which, and fills it in while it is empty.
  const [companyKana, setCompanyKana] = useState<string | null>(null);
  const holderOf = useCallback(
    (v: string) => (companyKana ? corporateHolderName(v) : normalizeHolderName(v)),
    [companyKana],
  );

  useEffect(() => {
    let live = true;
    client.payouts.payoutProfile().then(
      ({ data }) => {
        const kana = data.businessType === 'company' ? (data.company?.nameKana ?? '') : '';
        if (!live || kana === '') return;
        setCompanyKana(kana);
        setHolderName((typed) => (typed.trim() === '' ? corporateHolderName(kana) : typed));
      },
      () => {
        // No details yet (or not loadable): the individual's rule, which the API also applies then.
      },
    );
    return () => {
      live = false;
    };
  }, [client]);

  const reload = useCallback(() => {
    client.payouts.bankAccount().then(
      (r) => setLoad({ state: 'ready', account: r.data }),
      () => setLoad({ state: 'failed' }),
    );
  }, [client]);
  useEffect(reload, [reload]);

  const searchBanks = useCallback(
    async (code: string) => (await client.payouts.bankCodes({ query: { code } })).data,
    [client],
  );
  const bankCode = bank?.code;
  const searchBranches = useCallback(
    async (branchCode: string) =>
      (await client.payouts.branchCodes({ query: { bankCode: bankCode ?? '', branchCode } })).data,
    [client, bankCode],
  );

  const check = (): FieldErrors => {
    const out: FieldErrors = {};
    if (!bank) out.bankCode = fieldMessage(intl, 'bankCode', 'format');
    if (!branch) out.branchCode = fieldMessage(intl, 'branchCode', 'format');
    if (!isAccountNumber(accountNumber.trim()))
      out.accountNumber = fieldMessage(intl, 'accountNumber', 'format');
    const holder = companyKana
      ? validateCorporateHolderName(holderName, companyKana)
      : validateHolderName(holderName);
    if (!holder.ok && holder.reason === 'company_mismatch' && companyKana)
      // The example is this company's own holder, the one the hint above names (issue 40 item 6).
      out.holderName = intl.formatMessage(
        { id: 'seller.field.holderName.company_mismatch.expected' },
        { holder: corporateHolderName(companyKana) },
      );
    else if (!holder.ok)
      out.holderName = fieldMessage(intl, 'holderName', holder.reason, {
        chars: holder.reason === 'invalid_chars' ? holder.chars.join(' ') : '',
      });
    return out;
  };

  const submit = useMoneyForm(async () => {
    // check() refused a missing bank or branch already.
    if (!bank || !branch) return;
    await client.payouts.saveBankAccount({
      payload: {
        bankCode: bank.code,
        branchCode: branch.code,
        accountType,
        accountNumber: accountNumber.trim(),
        holderName: holderOf(holderName),
      },
    });
    reload();
  }, check);
  const { errors } = submit;

  return (
    <>
      <PageTitle id="seller.bank.title" />
      <p>
        <FormattedMessage id="seller.bank.lead" />
      </p>
      <LoadStatus loading={load.state === 'loading'} failed={load.state === 'failed'} />
      {load.state === 'ready' && (
        <section className={s.summary} data-testid="bank-account-current">
          {load.account ? (
            <>
              <strong>
                <FormattedMessage id="seller.bank.current.label" />
              </strong>
              <p>
                {load.account.bankName}（{load.account.bankCode}） {load.account.branchName}（
                {load.account.branchCode}）{' '}
                <FormattedMessage id={`seller.bank.${load.account.accountType}`} />{' '}
                {load.account.accountNumber} {load.account.holderName}
              </p>
            </>
          ) : (
            <FormattedMessage id="seller.bank.none" />
          )}
        </section>
      )}
      <form className={s.form} onSubmit={submit.onSubmit} noValidate>
        <ErrorSummary messages={Object.values(errors)} />
        <CodeLookup
          labelId="seller.bank.bank"
          placeholderId="seller.bank.bankPlaceholder"
          testId="bank-lookup"
          value={bank}
          onPick={(picked) => {
            setBank(picked);
            setBranch(null);
          }}
          search={searchBanks}
          error={errors.bankCode}
        />
        <CodeLookup
          key={bank?.code ?? 'none'}
          labelId="seller.bank.branch"
          placeholderId="seller.bank.branchPlaceholder"
          testId="branch-lookup"
          value={branch}
          onPick={setBranch}
          search={bank ? searchBranches : null}
          error={errors.branchCode}
        />
        <RadioGroup
          name="accountType"
          legendId="seller.bank.accountType"
          options={ACCOUNT_TYPES}
          value={accountType}
          onChange={setAccountType}
          labelPrefix="seller.bank."
        />
        <TextField
          label={<FormattedMessage id="seller.bank.accountNumber" />}
          inputMode="numeric"
          maxLength={7}
          data-testid="account-number"
          value={accountNumber}
          onChange={(e) => setAccountNumber(e.target.value)}
          error={errors.accountNumber}
        />
        <TextField
          label={<FormattedMessage id="seller.bank.holderName" />}
          data-testid="holder-name"
          value={holderName}
          onChange={(e) => setHolderName(e.target.value)}
          onBlur={() => setHolderName(holderOf)}
          error={errors.holderName}
        />
        <p className={s.hint}>
          <FormattedMessage id="seller.bank.holderHint" />
        </p>
        {companyKana && (
          <p className={s.hint} data-testid="company-holder-hint">
            <FormattedMessage
              id="seller.bank.companyHolderHint"
              values={{ holder: corporateHolderName(companyKana) }}
            />
          </p>
        )}
        <DoneLine shown={submit.saved} id="seller.bank.saved" testId="bank-saved" />
        <SubmitRow
          submit={submit}
          label="seller.bank.save"
          pendingLabel="seller.bank.saving"
          testId="bank-save"
        />
      </form>
    </>
  );
}
