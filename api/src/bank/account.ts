// The seller's bank account: every field checked (codes against the zengin-code dataset, the holder
// name by @shirube/domain validateHolderName, a 法人's by validateCorporateHolderName), then one upsert.
// Errors name the first bad field.
import type { BankAccount } from '@shirube/api-contract';
import {
  BANK_ACCOUNT_TYPES,
  isAccountNumber,
  isBankCode,
  isBranchCode,
  validateCorporateHolderName,
  validateHolderName,
} from '@shirube/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { bankAccounts } from '../db/schema';
import { findBank, findBranch, ZENGIN_DATASET_VERSION } from './zengin';

export interface BankAccountInput {
  bankCode: string;
  branchCode: string;
  accountType: string;
  accountNumber: string;
  holderName: string;
}

export type FieldProblem = { field: keyof BankAccountInput; reason: string };

/**
 * `companyKana`: a 法人's name reading (from its 本人確認); its account must be in the company's name,
 * written with the 全銀 法人略語 (カ)シルベ), which is what is stored.
 */
export function checkBankAccount(
  input: BankAccountInput,
  companyKana: string | null = null,
): FieldProblem | typeof bankAccounts.$inferInsert {
  const bankCode = input.bankCode.trim();
  if (!isBankCode(bankCode)) return { field: 'bankCode', reason: 'format' };
  const bank = findBank(bankCode);
  if (!bank) return { field: 'bankCode', reason: 'unknown' };
  const branchCode = input.branchCode.trim();
  if (!isBranchCode(branchCode)) return { field: 'branchCode', reason: 'format' };
  const branch = findBranch(bankCode, branchCode);
  if (!branch) return { field: 'branchCode', reason: 'unknown' };
  if (!(BANK_ACCOUNT_TYPES as readonly string[]).includes(input.accountType))
    return { field: 'accountType', reason: 'invalid' };
  const accountNumber = input.accountNumber.trim();
  if (!isAccountNumber(accountNumber)) return { field: 'accountNumber', reason: 'format' };
  const holder =
    companyKana === null
      ? validateHolderName(input.holderName)
      : validateCorporateHolderName(input.holderName, companyKana);
  if (!holder.ok) return { field: 'holderName', reason: holder.reason };
  return {
    userId: 0,
    bankCode,
    bankName: bank.name,
    bankKana: bank.kana,
    branchCode,
    branchName: branch.name,
    branchKana: branch.kana,
    accountType: input.accountType,
    accountNumber,
    holderName: holder.value,
    datasetVersion: ZENGIN_DATASET_VERSION,
  };
}

export async function saveBankAccount(
  db: Database,
  userId: number,
  values: typeof bankAccounts.$inferInsert,
) {
  const row = { ...values, userId, updatedAt: new Date() };
  await db.insert(bankAccounts).values(row).onConflictDoUpdate({ target: bankAccounts.userId, set: row });
}

export async function findBankAccount(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<BankAccount | null> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  return row ? presentBankAccount(row) : null;
}

export const presentBankAccount = (row: typeof bankAccounts.$inferSelect): BankAccount => ({
  bankCode: row.bankCode,
  bankName: row.bankName,
  branchCode: row.branchCode,
  branchName: row.branchName,
  accountType: row.accountType as BankAccount['accountType'],
  accountNumber: row.accountNumber,
  holderName: row.holderName,
});
