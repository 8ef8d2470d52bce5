// The platform's own account, written as 依頼人 in every 全銀 transfer file (ZENGIN_* variables). The
// bank's and branch's kana come from the zengin-code dataset, so a code that does not exist is refused
// at start, not at the bank. Outside production the demo sender (DEFAULT_PAYOUTS.sender) stands in
// until the operator sets all of them; production refuses to start without real values (issue 22).
import { isProduction } from '@shirube/server';
import { findBank, findBranch } from '../bank/zengin';
import { toZenginText, type PayoutSender } from './zengin-file';

type Sender = PayoutSender;

/** The demo values a production start refuses (they would send the platform's money nowhere). */
const DEMO = { code: '0000000001', accountNumber: '0000001' };

const REQUIRED = {
  ZENGIN_SENDER_CODE: '依頼人コード: 10 digits from your bank',
  ZENGIN_SENDER_NAME: '依頼人名 in kana, as the bank has it',
  ZENGIN_BANK_CODE: 'the bank code, 4 digits',
  ZENGIN_BRANCH_CODE: 'the branch code, 3 digits',
  ZENGIN_ACCOUNT_NUMBER: 'the account number, 7 digits',
} as const;

/**
 * undefined → the demo sender (no ZENGIN_* set, not production). Throws one line per problem, joined
 * with newlines (configFromEnv splits them).
 */
export function senderFromEnv(env: NodeJS.ProcessEnv): Sender | undefined {
  const names = [...Object.keys(REQUIRED), 'ZENGIN_ACCOUNT_TYPE'];
  const anySet = names.some((name) => env[name]);
  const production = isProduction(env);
  if (!anySet && !production) return undefined;
  const problems: string[] = [];
  const value = (name: keyof typeof REQUIRED, pattern: RegExp, rule: string): string => {
    const v = env[name] ?? '';
    if (v === '') {
      problems.push(
        production
          ? `${name} must be set in production (${REQUIRED[name]}; the demo 全銀 sender is refused)`
          : `${name} must be set when any ZENGIN_* variable is (${REQUIRED[name]})`,
      );
    } else if (!pattern.test(v)) problems.push(`${name} must be ${rule}, got "${v}"`);
    return v;
  };
  const code = value('ZENGIN_SENDER_CODE', /^\d{10}$/, '10 digits');
  const nameKana = value('ZENGIN_SENDER_NAME', /\S/, 'the 依頼人名 in kana');
  const bankCode = value('ZENGIN_BANK_CODE', /^\d{4}$/, '4 digits');
  const branchCode = value('ZENGIN_BRANCH_CODE', /^\d{3}$/, '3 digits');
  const accountNumber = value('ZENGIN_ACCOUNT_NUMBER', /^\d{7}$/, '7 digits');
  const accountType = env.ZENGIN_ACCOUNT_TYPE || 'ordinary';
  if (accountType !== 'ordinary' && accountType !== 'current')
    problems.push(`ZENGIN_ACCOUNT_TYPE must be ordinary or current, got "${accountType}"`);
  if (production && code === DEMO.code)
    problems.push(`ZENGIN_SENDER_CODE ${code} is the demo 依頼人コード: refused in production`);
  if (production && accountNumber === DEMO.accountNumber)
    problems.push(`ZENGIN_ACCOUNT_NUMBER ${accountNumber} is the demo account: refused in production`);
  if (nameKana) {
    try {
      if (toZenginText(nameKana).length > 40)
        problems.push(`ZENGIN_SENDER_NAME must be at most 40 half-width characters, got "${nameKana}"`);
    } catch {
      problems.push(`ZENGIN_SENDER_NAME must be kana, letters or digits (JIS X 0201), got "${nameKana}"`);
    }
  }
  const bank = /^\d{4}$/.test(bankCode) ? findBank(bankCode) : null;
  if (/^\d{4}$/.test(bankCode) && !bank) problems.push(`ZENGIN_BANK_CODE ${bankCode} is not a known bank`);
  const branch = bank && /^\d{3}$/.test(branchCode) ? findBranch(bankCode, branchCode) : null;
  if (bank && /^\d{3}$/.test(branchCode) && !branch)
    problems.push(`ZENGIN_BRANCH_CODE ${branchCode} is not a branch of bank ${bankCode}`);
  if (problems.length) throw new Error(problems.join('\n'));
  return {
    code,
    nameKana,
    bankCode,
    bankKana: bank!.kana,
    branchCode,
    branchKana: branch!.kana,
    accountType: accountType as Sender['accountType'],
    accountNumber,
  };
}
