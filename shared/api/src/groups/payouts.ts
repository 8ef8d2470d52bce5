// Money out for sellers (issue 11, spec §7 "Purchase and payment" + "Sales and transfers"): 全銀 bank
// and branch lookups, the bank account (PUT answers 204, spec §5), the payout profile with identity
// verification, postal address lookup, payout requests and the transfer history.
// The ID image upload (POST /v1/payment/identification, multipart) is a plain route beside this.
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from 'effect/http-api';
import { MonthListQuery, listOf, pageOf } from '../entities';
import { IdempotencyHeaders } from './payments';
import { signedIn } from '../access';
import { errors } from '../errors';

export const BankCode = Schema.Struct({ code: Schema.String, name: Schema.String, kana: Schema.String });
export type BankCode = typeof BankCode.Type;

const Lookup = Schema.Struct({
  data: Schema.Array(BankCode),
  /** The zengin-code dataset version the answer comes from. */
  meta: Schema.Struct({ datasetVersion: Schema.String }),
});

export const BankAccountType = Schema.Literals(['ordinary', 'current']);

export const BankAccount = Schema.Struct({
  bankCode: Schema.String,
  bankName: Schema.String,
  branchCode: Schema.String,
  branchName: Schema.String,
  accountType: BankAccountType,
  accountNumber: Schema.String,
  holderName: Schema.String,
});
export type BankAccount = typeof BankAccount.Type;

const short = (max: number) => Schema.String.check(Schema.isMaxLength(max));

export const BankAccountInput = Schema.Struct({
  bankCode: short(10),
  branchCode: short(10),
  accountType: short(20),
  accountNumber: short(20),
  holderName: short(100),
});

export const VerificationStatus = Schema.Literals(['unverified', 'pending', 'verified', 'rejected']);

/** A person's name and its reading: an individual seller's, a company representative's. */
const personName = {
  lastName: short(50),
  firstName: short(50),
  lastNameKana: short(50),
  firstNameKana: short(50),
};

/** Where a seller is reached: an individual's address, a company's registered (登記上の) one. */
const addressAndPhone = {
  postalCode: short(10),
  prefecture: short(10),
  city: short(50),
  town: short(100),
  addressLine: short(200),
  phone: short(20),
};

/** 本人確認 details of an individual seller (spec §3 "Bank or payout profile" → individual). */
export const Individual = Schema.Struct({
  ...personName,
  /** YYYY-MM-DD */
  birthDate: short(10),
  ...addressAndPhone,
});
export type Individual = typeof Individual.Type;

/** 個人 (individual) or 法人 (company; spec §3 "Bank or payout profile" → businessType). */
export const BusinessType = Schema.Literals(['individual', 'company']);
export type BusinessType = typeof BusinessType.Type;

/** 法人 details: the registered (登記上の) name and address, 法人番号 (13 digits, 国税庁 check digit). */
export const Company = Schema.Struct({
  name: short(100),
  nameKana: short(100),
  corporateNumber: short(20),
  ...addressAndPhone,
});
export type Company = typeof Company.Type;

/** The company's representative (代表者). */
export const Representative = Schema.Struct(personName);
export type Representative = typeof Representative.Type;

/** POST /v1/payment/banks of a 法人; an individual sends `Individual` (businessType optional). */
export const CompanyInput = Schema.Struct({
  businessType: Schema.Literal('company'),
  company: Company,
  representative: Representative,
});
export type CompanyInput = typeof CompanyInput.Type;

export const IndividualInput = Schema.Struct({
  ...Individual.fields,
  businessType: Schema.optional(Schema.Literal('individual')),
});

export const PayoutProfileInput = Schema.Union([CompanyInput, IndividualInput]);
export type PayoutProfileInput = typeof PayoutProfileInput.Type;

export const PayoutProfile = Schema.Struct({
  businessType: BusinessType,
  /** The individual's details (businessType individual), else null. */
  individual: Schema.NullOr(Individual),
  /** The company's details and representative (businessType company), else null. */
  company: Schema.NullOr(Company),
  representative: Schema.NullOr(Representative),
  bank: Schema.NullOr(BankAccount),
  payoutsEnabled: Schema.Boolean,
  verificationStatus: VerificationStatus,
  /** Why an admin rejected the verification (shown to the seller), else null. */
  rejectReason: Schema.NullOr(Schema.String),
  images: Schema.Struct({ front: Schema.Boolean, back: Schema.Boolean }),
});
export type PayoutProfile = typeof PayoutProfile.Type;

export const PostalAddress = Schema.Struct({
  postalCode: Schema.String,
  prefecture: Schema.String,
  city: Schema.String,
  town: Schema.String,
});

export const PayoutStatus = Schema.Literals(['requested', 'exported', 'transferred', 'failed']);

/** One payout: `amount` left the payable balance, `fee` is the transfer fee, `net` reaches the bank. */
export const Payout = Schema.Struct({
  id: Schema.Int,
  kind: Schema.Literals(['request', 'monthly']),
  status: PayoutStatus,
  amount: Schema.Int,
  fee: Schema.Int,
  net: Schema.Int,
  bankName: Schema.String,
  branchName: Schema.String,
  accountNumberLast4: Schema.String,
  failureReason: Schema.NullOr(Schema.String),
  requestedAt: Schema.String,
  settledAt: Schema.NullOr(Schema.String),
  /** The 取組日 (Tokyo YYYY-MM-DD) of the transfer file it is in; null while it waits for one. */
  transferDate: Schema.optional(Schema.NullOr(Schema.String)),
  /** Tokyo YYYY-MM-DD the money is expected in (or reached) the account (@shirube/domain
   *  expectedBankDate, the admin file's 取組日 rule); null when the payout failed. */
  expectedBankDate: Schema.optional(Schema.NullOr(Schema.String)),
});
export type Payout = typeof Payout.Type;

export class PayoutsGroup extends HttpApiGroup.make('payouts').add(
  /** Banks by code prefix, name or kana (`code`), at most 20, from the offline zengin-code dataset. */
  signedIn(
    HttpApiEndpoint.get('bankCodes', '/v1/payment/bank_codes', {
      query: { code: short(40) },
      success: Lookup,
    }),
  ),
  /** Branches of one bank by code prefix, name or kana. 404 for an unknown bank. */
  signedIn(
    HttpApiEndpoint.get('branchCodes', '/v1/payment/branch_codes', {
      query: { bankCode: short(10), branchCode: short(40) },
      success: Lookup,
      error: errors(404),
    }),
  ),
  signedIn(
    HttpApiEndpoint.get('bankAccount', '/v1/payment/bank_accounts', {
      success: Schema.Struct({ data: Schema.NullOr(BankAccount) }),
    }),
  ),
  /** 400 `validation` names bankCode / branchCode / accountType / accountNumber / holderName. */
  signedIn(
    HttpApiEndpoint.put('saveBankAccount', '/v1/payment/bank_accounts', {
      payload: BankAccountInput,
      success: HttpApiSchema.NoContent,
    }),
  ),
  signedIn(
    HttpApiEndpoint.get('payoutProfile', '/v1/payment/banks', {
      success: Schema.Struct({ data: PayoutProfile }),
    }),
  ),
  /**
   * Saves the individual's or the company's details (switching business type replaces the other's);
   * with the front image already sent, verification becomes pending. 400 `validation` names the field
   * (`lastName`…, or `company.corporateNumber`, `representative.lastNameKana`…).
   */
  signedIn(
    HttpApiEndpoint.post('savePayoutProfile', '/v1/payment/banks', {
      payload: PayoutProfileInput,
      success: Schema.Struct({ data: PayoutProfile }),
    }),
  ),
  /** Addresses of a 7-digit postal code from the offline dataset; 404 when none. */
  HttpApiEndpoint.get('postalAddress', '/v1/postal_address', {
    query: { zip: short(10) },
    success: listOf(PostalAddress),
    error: errors(404),
  }),
  HttpApiEndpoint.get('verification', '/v1/users/:account/stripe_authentication', {
    params: { account: Schema.String },
    success: Schema.Struct({ data: Schema.Struct({ isVerified: Schema.Boolean }) }),
    error: errors(404),
  }),
  /**
   * Pay out `amount` (default: the whole payable balance). Idempotent by Idempotency-Key. 403 with code
   * no_bank_account / verification_required|pending|rejected / payout_held; 400 `amount`:
   * below_minimum (net after the fee under the minimum) or exceeds_balance.
   */
  signedIn(
    HttpApiEndpoint.post('requestPayout', '/v1/payment/payouts', {
      headers: IdempotencyHeaders,
      payload: Schema.Struct({ amount: Schema.optional(Schema.Int) }),
      success: Schema.Struct({ data: Payout }),
      error: errors(402, 403, 404, 409),
    }),
  ),
  /** Tokyo months (YYYY-MM) with a payout request, newest first. */
  signedIn(
    HttpApiEndpoint.get('transferredMonths', '/v1/transferred_histories/transferred_months', {
      success: Schema.Struct({ data: Schema.Struct({ months: Schema.Array(Schema.String) }) }),
    }),
  ),
  /** Payouts requested in one Tokyo month (default: all), newest first, 20 a page. */
  signedIn(
    HttpApiEndpoint.get('transferredHistories', '/v1/transferred_histories', {
      query: MonthListQuery,
      success: pageOf(Payout),
    }),
  ),
) {}
