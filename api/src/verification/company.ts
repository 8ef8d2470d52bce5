// 本人確認 of a 法人 (corporate seller): the registered name, its reading, 法人番号 (国税庁 check digit),
// the representative and the registered address. Stored in the same identity_verifications row as an
// individual's details (the representative takes the name columns), business_type telling which.
import type { Company, CompanyInput, Representative, SpecifiedData } from '@shirube/api-contract';
import {
  companyForm,
  companyProblems,
  formatPostalCode,
  validateCompanyNameKana,
  validateCorporateNumber,
} from '@shirube/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { identityVerifications } from '../db/schema';
import {
  checkAddress,
  checkPersonName,
  collect,
  hasProblems,
  presentAddress,
  presentName,
  problemsOf,
  type Problem,
} from './details';

type Row = typeof identityVerifications.$inferSelect;
type Change = Partial<typeof identityVerifications.$inferInsert>;

const COMPANY_KEYS = ['name', 'nameKana', 'corporateNumber'] as const;

/** Checks and normalises a company's details; every problem names its field (`company.name`…), in the
 *  form's order: the company, its representative, its address. */
export function checkCompany(input: CompanyInput): Problem[] | Change {
  const { company } = input;
  const kana = validateCompanyNameKana(company.nameKana);
  const number = validateCorporateNumber(company.corporateNumber);
  const person = checkPersonName(input.representative);
  const address = checkAddress(company);
  const problems = companyProblems({
    company: collect(COMPANY_KEYS, company, companyForm, {
      nameKana: () => (kana.ok ? null : kana.reason),
      corporateNumber: () => (number.ok ? null : number.reason),
    }),
    representative: problemsOf(person),
    address: problemsOf(address),
  });
  if (problems.length > 0 || !kana.ok || !number.ok || hasProblems(person) || hasProblems(address))
    return problems;
  return {
    businessType: 'company',
    companyName: company.name.trim(),
    companyNameKana: kana.value,
    corporateNumber: number.value,
    ...person,
    birthDate: null,
    ...address,
  };
}

export function presentCompany(row: Row): { company: Company; representative: Representative } {
  return {
    company: {
      name: row.companyName ?? '',
      nameKana: row.companyNameKana ?? '',
      corporateNumber: row.corporateNumber ?? '',
      ...presentAddress(row),
    },
    representative: presentName(row),
  };
}

/** 〒 and the address on one line, as the 特商法 page and the admin review show it. */
export const addressLine = (row: Pick<Row, 'postalCode' | 'prefecture' | 'city' | 'town' | 'addressLine'>) =>
  `〒${formatPostalCode(row.postalCode ?? '')} ${row.prefecture ?? ''}${row.city ?? ''}${row.town ?? ''}${row.addressLine ?? ''}`;

/**
 * The company a seller sells as, once an admin verified its 本人確認 (unchecked details never reach a
 * public page or a receipt): the 特商法 page and receipts show it. null for individuals.
 */
export async function verifiedCompany(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<SpecifiedData['company']> {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(
      and(
        eq(identityVerifications.userId, userId),
        eq(identityVerifications.businessType, 'company'),
        eq(identityVerifications.status, 'verified'),
      ),
    );
  if (!row?.companyName) return null;
  return {
    name: row.companyName,
    corporateNumber: row.corporateNumber ?? '',
    representative: `${row.lastName ?? ''} ${row.firstName ?? ''}`.trim(),
    address: addressLine(row),
  };
}
