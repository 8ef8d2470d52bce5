// 本人確認 (identity verification) of an individual seller: details + ID images → pending → an admin
// verifies or rejects (with a reason). Any change after that sends it back to pending review.
import type { Individual, PayoutProfile, PayoutProfileInput } from '@shirube/api-contract';
import type { VerificationStatus } from '@shirube/domain';
import { eq } from 'drizzle-orm';
import { findBankAccount } from '../bank/account';
import type { AppConfig } from '../config';
import type { Database } from '../db/open';
import { identityVerifications } from '../db/schema';
import { payoutStanding } from '../payouts/state';
import { checkCompany, presentCompany } from './company';
import { individualForm, validateField } from '@shirube/domain';
import {
  checkAddress,
  checkPersonName,
  hasProblems,
  presentAddress,
  presentName,
  problemsOf,
  type Problem,
} from './details';

export type IdentityRow = typeof identityVerifications.$inferSelect;
type Change = Partial<typeof identityVerifications.$inferInsert>;

function validBirthDate(value: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) &&
    d.toISOString().slice(0, 10) === value &&
    d < now &&
    d.getUTCFullYear() >= 1900
  );
}

/** Checks and normalises the details; every problem names its field (name, birth date, address order). */
export function checkIndividual(input: Individual, now: Date): Problem<keyof Individual>[] | Individual {
  const person = checkPersonName(input);
  const birthDate =
    validateField(input.birthDate, individualForm.fields.birthDate) ??
    (validBirthDate(input.birthDate, now) ? null : 'invalid');
  const address = checkAddress(input);
  const problems = [
    ...problemsOf(person),
    ...(birthDate ? [{ field: 'birthDate' as const, reason: birthDate }] : []),
    ...problemsOf(address),
  ] as Problem<keyof Individual>[];
  if (problems.length > 0 || hasProblems(person) || hasProblems(address)) return problems;
  return { ...person, birthDate: input.birthDate, ...address };
}

const NO_COMPANY = { companyName: null, companyNameKana: null, corporateNumber: null } as const;

/** Either business type's details as the columns to store (switching type clears the other's), or every
 *  problem (`field` of the 400 names the first). */
export function checkDetails(input: PayoutProfileInput, now: Date): Problem[] | Change {
  if (input.businessType === 'company') return checkCompany(input);
  const { businessType: _type, ...individual } = input;
  const checked = checkIndividual(individual, now);
  return hasProblems(checked) ? checked : { businessType: 'individual', ...NO_COMPANY, ...checked };
}

export async function findIdentity(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<IdentityRow | null> {
  const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId));
  return row ?? null;
}

const hasDetails = (row: Pick<IdentityRow, 'lastName'>) => row.lastName !== null;

/** Saves details or an image and moves the status: details + front image = pending review. */
export async function updateIdentity(
  db: Database,
  userId: number,
  change: Partial<IdentityRow>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findIdentity(tx, userId);
    const next = { ...current, ...change };
    const complete = hasDetails(next as IdentityRow) && Boolean(next.frontImage);
    const status: VerificationStatus = complete
      ? 'pending'
      : ((current?.status as VerificationStatus) ?? 'unverified');
    const row = {
      ...change,
      userId,
      status: status === 'verified' ? 'pending' : status,
      submittedAt: complete ? now : (current?.submittedAt ?? null),
      rejectReason: complete ? null : (current?.rejectReason ?? null),
      updatedAt: now,
    };
    await tx
      .insert(identityVerifications)
      .values(row)
      .onConflictDoUpdate({ target: identityVerifications.userId, set: row });
  });
}

export function presentIndividual(row: IdentityRow | null): Individual | null {
  if (!row || !hasDetails(row) || row.businessType === 'company') return null;
  return { ...presentName(row), birthDate: row.birthDate ?? '', ...presentAddress(row) };
}

export async function payoutProfile(
  db: Database,
  config: Pick<AppConfig, 'payouts' | 'now'>,
  userId: number,
): Promise<PayoutProfile> {
  const identity = await findIdentity(db, userId);
  const standing = await payoutStanding(db, config, userId);
  const company = identity && hasDetails(identity) && identity.businessType === 'company';
  return {
    businessType: company ? 'company' : 'individual',
    individual: presentIndividual(identity),
    ...(company ? presentCompany(identity) : { company: null, representative: null }),
    bank: await findBankAccount(db, userId),
    payoutsEnabled: standing.payoutsEnabled,
    verificationStatus: standing.verificationStatus,
    rejectReason: standing.rejectReason,
    images: { front: Boolean(identity?.frontImage), back: Boolean(identity?.backImage) },
  };
}
