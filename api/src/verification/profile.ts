// 本人確認 (identity verification) of an individual seller: details + ID images → pending → an admin
// verifies or rejects (with a reason). Any change after that sends it back to pending review.
import type { Individual, PayoutProfile } from '@shirube/api-contract';
import { validateNameKana, type VerificationStatus } from '@shirube/domain';
import { eq } from 'drizzle-orm';
import { findBankAccount } from '../bank/account';
import type { AppConfig } from '../config';
import type { Database } from '../db/open';
import { identityVerifications } from '../db/schema';
import { payoutStanding } from '../payouts/state';
import { addressesOf, normalizePostalCode } from './postal';

export type IdentityRow = typeof identityVerifications.$inferSelect;
type Problem = { field: keyof Individual; reason: string };

const required = (v: string) => v.trim() !== '';

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

/** Checks and normalises the details; the first problem names its field. */
export function checkIndividual(input: Individual, now: Date): Problem | Individual {
  for (const field of ['lastName', 'firstName'] as const)
    if (!required(input[field])) return { field, reason: 'required' };
  const kana: { lastNameKana?: string; firstNameKana?: string } = {};
  for (const field of ['lastNameKana', 'firstNameKana'] as const) {
    // Kept as typed (small kana stay): the bank-holder rule is for the 全銀 file only.
    const result = validateNameKana(input[field]);
    if (!result.ok) return { field, reason: result.reason };
    kana[field] = result.value;
  }
  if (!validBirthDate(input.birthDate, now)) return { field: 'birthDate', reason: 'invalid' };
  const postalCode = normalizePostalCode(input.postalCode);
  if (!postalCode) return { field: 'postalCode', reason: 'format' };
  const known = addressesOf(postalCode);
  if (known.length === 0) return { field: 'postalCode', reason: 'unknown' };
  if (!known.some((a) => a.prefecture === input.prefecture))
    return { field: 'prefecture', reason: 'mismatch' };
  if (!required(input.city)) return { field: 'city', reason: 'required' };
  if (!required(input.addressLine)) return { field: 'addressLine', reason: 'required' };
  const phone = input.phone.normalize('NFKC').replace(/[-\s]/g, '');
  if (!/^0\d{9,10}$/.test(phone)) return { field: 'phone', reason: 'format' };
  return {
    ...input,
    lastName: input.lastName.trim(),
    firstName: input.firstName.trim(),
    lastNameKana: kana.lastNameKana!,
    firstNameKana: kana.firstNameKana!,
    postalCode,
    city: input.city.trim(),
    town: input.town.trim(),
    addressLine: input.addressLine.trim(),
    phone,
  };
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
  if (!row || !hasDetails(row)) return null;
  return {
    lastName: row.lastName ?? '',
    firstName: row.firstName ?? '',
    lastNameKana: row.lastNameKana ?? '',
    firstNameKana: row.firstNameKana ?? '',
    birthDate: row.birthDate ?? '',
    postalCode: row.postalCode ?? '',
    prefecture: row.prefecture ?? '',
    city: row.city ?? '',
    town: row.town ?? '',
    addressLine: row.addressLine ?? '',
    phone: row.phone ?? '',
  };
}

export async function payoutProfile(
  db: Database,
  config: Pick<AppConfig, 'payouts' | 'now'>,
  userId: number,
): Promise<PayoutProfile> {
  const identity = await findIdentity(db, userId);
  const standing = await payoutStanding(db, config, userId);
  return {
    businessType: 'individual',
    individual: presentIndividual(identity),
    bank: await findBankAccount(db, userId),
    payoutsEnabled: standing.payoutsEnabled,
    verificationStatus: standing.verificationStatus,
    rejectReason: standing.rejectReason,
    images: { front: Boolean(identity?.frontImage), back: Boolean(identity?.backImage) },
  };
}
