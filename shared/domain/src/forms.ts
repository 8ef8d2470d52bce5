// The rules of every account, contact and receipt form, in ONE place: the browser forms check them
// before sending (per-field Japanese messages `validation.<reason>`), the API contract turns the same
// field rules into Schema checks (shared/api `fieldRule`), and handlers run `validateForm` for the
// cross-field ones (confirmation, 特商法 address/phone unless disclosed on request).
import type { FieldRules, FormRules } from './validators';

/** Pragmatic address check (one @, a dot in the domain, no spaces); the real proof is the mailed link. */
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Account id: half-width letters, digits and underscore (the length is its own rule). */
export const ACCOUNT_FORMAT = /^[A-Za-z0-9_]+$/;
/** Japanese phone number: 10–11 digits starting with 0, hyphens optional (03-1234-5678, 09012345678). */
export const PHONE_FORMAT = /^0(?:-?\d){9,10}$/;

export const emailRules: FieldRules = { required: true, maxLength: 254, pattern: EMAIL_FORMAT };
export const passwordRules: FieldRules = { required: true, minLength: 8, maxLength: 128 };
export const accountRules: FieldRules = {
  required: true,
  minLength: 3,
  maxLength: 20,
  pattern: ACCOUNT_FORMAT,
};
export const displayNameRules: FieldRules = { required: true, maxLength: 50 };
export const descriptionRules: FieldRules = { maxLength: 1000 };

/** Path segments under /v1/users and site routes that an account name would shadow. */
export const RESERVED_ACCOUNTS: ReadonlySet<string> = new Set([
  'current',
  'admin',
  'me',
  'new',
  'settings',
  'search',
  'sign_in',
  'sign_up',
]);
export const isReservedAccount = (account: string) => RESERVED_ACCOUNTS.has(account.trim().toLowerCase());

export const signUpForm: FormRules<'email' | 'password' | 'passwordConfirmation' | 'account' | 'name'> = {
  fields: {
    email: emailRules,
    password: passwordRules,
    passwordConfirmation: { required: true },
    account: accountRules,
    name: displayNameRules,
  },
  confirms: { passwordConfirmation: 'password' },
};

export const signInForm: FormRules<'email' | 'password'> = {
  fields: { email: { required: true, maxLength: 254 }, password: { required: true, maxLength: 128 } },
};

export const passwordResetRequestForm: FormRules<'email'> = { fields: { email: emailRules } };

/** A new password after a reset link (no current password: the mailed link proves the mailbox). */
export const passwordResetForm: FormRules<'password' | 'passwordConfirmation'> = {
  fields: { password: passwordRules, passwordConfirmation: { required: true } },
  confirms: { passwordConfirmation: 'password' },
};

export const profileForm: FormRules<'name' | 'account' | 'description'> = {
  fields: { name: displayNameRules, account: accountRules, description: descriptionRules },
};

export const passwordChangeForm: FormRules<'currentPassword' | 'password' | 'passwordConfirmation'> = {
  fields: {
    currentPassword: { required: true, maxLength: 128 },
    password: passwordRules,
    passwordConfirmation: { required: true },
  },
  confirms: { passwordConfirmation: 'password' },
};

/** Changing the sign-in address needs the current password (a stolen session alone cannot take the account). */
export const emailChangeForm: FormRules<'email' | 'currentPassword'> = {
  fields: { email: emailRules, currentPassword: { required: true, maxLength: 128 } },
};

export type LawField = 'name' | 'address' | 'phone' | 'contact';
/**
 * 特定商取引法に基づく表記 of a seller. 住所 and 電話番号 are required unless the seller chooses
 * 「請求があれば遅滞なく開示します」 (consumer-affairs guidance allows this for individuals).
 */
export function lawSettingsForm(disclosureOnRequest: boolean): FormRules<LawField> {
  return {
    fields: {
      name: { required: true, maxLength: 100 },
      address: { required: !disclosureOnRequest, maxLength: 300 },
      phone: { required: !disclosureOnRequest, maxLength: 20, pattern: PHONE_FORMAT },
      contact: { required: true, maxLength: 254, pattern: EMAIL_FORMAT },
    },
  };
}

export const INQUIRY_CATEGORIES = ['account', 'purchase', 'sales', 'article', 'report', 'other'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];
export const INQUIRY_CATEGORY_FORMAT = new RegExp(`^(?:${INQUIRY_CATEGORIES.join('|')})$`);

export const inquiryForm: FormRules<'category' | 'name' | 'email' | 'body'> = {
  fields: {
    category: { required: true, pattern: INQUIRY_CATEGORY_FORMAT },
    name: { required: true, maxLength: 100 },
    email: emailRules,
    body: { required: true, minLength: 10, maxLength: 5000 },
  },
};

/** 宛名 on a receipt: as the buyer types it (a company name or a person). */
export const receiptForm: FormRules<'name'> = { fields: { name: { required: true, maxLength: 100 } } };

export const deleteAccountForm: FormRules<'password'> = {
  fields: { password: { required: true, maxLength: 128 } },
};

// 本人確認 (payout identity, /settings/bank_information): the fields a seller must fill, checked all at
// once before sending and again by the API. What is typed in them has its own rules after these:
// フリガナ (name-kana.ts, corporate-holder.ts), 法人番号 (corporate-number.ts); postal code against Japan
// Post's data, birth date and phone in the API (api/src/verification/details.ts).
export const personNameForm: FormRules<'lastName' | 'firstName' | 'lastNameKana' | 'firstNameKana'> = {
  fields: {
    lastName: { required: true },
    firstName: { required: true },
    lastNameKana: { required: true },
    firstNameKana: { required: true },
  },
};
/** A registered or home address with its phone number (町域 may be empty: some addresses have none). */
export const addressForm: FormRules<'postalCode' | 'prefecture' | 'city' | 'addressLine' | 'phone'> = {
  fields: {
    postalCode: { required: true },
    prefecture: { required: true },
    city: { required: true },
    addressLine: { required: true },
    phone: { required: true },
  },
};
type PersonNameField = keyof typeof personNameForm.fields;
type AddressField = keyof typeof addressForm.fields;
/** An individual: name + reading, birth date, address (field order = the form's and the API's). */
export const individualForm: FormRules<PersonNameField | 'birthDate' | AddressField> = {
  fields: { ...personNameForm.fields, birthDate: { required: true }, ...addressForm.fields },
};
/** A 法人: its registered name, reading and 法人番号 (the representative and address have their own). */
export const companyForm: FormRules<'name' | 'nameKana' | 'corporateNumber'> = {
  fields: { name: { required: true }, nameKana: { required: true }, corporateNumber: { required: true } },
};

type PartProblem = { readonly field: string; readonly reason: string };
/**
 * A 法人's problems named by their place in the payload (`company.name`, `representative.lastName`,
 * `company.postalCode`) and in the form's order — the company, its representative, its registered
 * address — so the form marks the same fields the API's 400 names, and both name the same one first.
 */
export function companyProblems(parts: {
  company: readonly PartProblem[];
  representative: readonly PartProblem[];
  address: readonly PartProblem[];
}): { field: string; reason: string }[] {
  const inPart = (prefix: string, problems: readonly PartProblem[]) =>
    problems.map((p) => ({ field: `${prefix}${p.field}`, reason: p.reason }));
  return [
    ...inPart('company.', parts.company),
    ...inPart('representative.', parts.representative),
    ...inPart('company.', parts.address),
  ];
}
