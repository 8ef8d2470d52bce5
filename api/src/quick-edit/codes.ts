// Discount codes in the database: lookup by the value a buyer brings, the owner's list, and the wire
// shape. The price rules themselves are shared/domain discount.ts (one implementation).
import { BadRequestError, ConflictError, type DiscountCode } from '@shirube/api-contract';
import { chargedPrice, discountCodeState, shownDiscountedPrice } from '@shirube/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/open';
import { discountCodes } from '../db/schema';
import type { ArticleRow } from '../articles/visibility';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type CodeProblem = 'not_found' | 'expired' | 'used_up';

/** What a request's discount code means for one article. */
export interface CodeLookup {
  /** The code applies (active, this article's, not deleted). */
  readonly code: DiscountCodeRow | null;
  readonly problem: CodeProblem | null;
}

export const NO_CODE: CodeLookup = { code: null, problem: null };

/** 12 URL-safe characters: unguessable enough that a code is not found by trying. */
export const newCodeValue = () => randomBytes(9).toString('base64url');

export async function lookupDiscountCode(
  db: Database,
  articleId: number,
  value: string | null | undefined,
  now = new Date(),
): Promise<CodeLookup> {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return NO_CODE;
  const row = await findCode(db, trimmed);
  // Another article's code is "not found" here: it must not reveal that it exists elsewhere.
  if (!row || row.articleId !== articleId) return { code: null, problem: 'not_found' };
  const state = discountCodeState(row, now);
  return state === 'active' ? { code: row, problem: null } : { code: null, problem: state };
}

async function findCode(db: Database, value: string): Promise<DiscountCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.code, value), isNull(discountCodes.deletedAt)));
  return row ?? null;
}

/** A list's discount_code (user page, spec §2): the usable code, whichever article it prices, or null
 *  (unknown, expired, used up — a list does not explain why, the article page does). */
export async function activeCodeOf(
  db: Database,
  value: string | null | undefined,
  now = new Date(),
): Promise<DiscountCodeRow | null> {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  const row = await findCode(db, trimmed);
  return row && discountCodeState(row, now) === 'active' ? row : null;
}

/** The article's price for this request (list price, standing sale, code). */
export const priceOf = (a: Pick<ArticleRow, 'price' | 'discountedPrice'>, lookup: CodeLookup = NO_CODE) =>
  chargedPrice({ price: a.price, discountedPrice: a.discountedPrice, codePrice: lookup.code?.price });

export const shownPriceOf = (
  a: Pick<ArticleRow, 'price' | 'discountedPrice'>,
  lookup: CodeLookup = NO_CODE,
) =>
  shownDiscountedPrice({ price: a.price, discountedPrice: a.discountedPrice, codePrice: lookup.code?.price });

/** 400/409 answers for a code the buyer sent that cannot be used. */
export function codeError(problem: CodeProblem) {
  if (problem === 'used_up')
    return new ConflictError({
      code: 'discount_code_used_up',
      message: 'code: this discount code has been used up',
      field: 'code',
    });
  const reason = problem === 'expired' ? 'expired' : 'not_found';
  return new BadRequestError({
    code: problem === 'expired' ? 'discount_code_expired' : 'discount_code_invalid',
    message:
      problem === 'expired'
        ? 'code: this discount code has expired'
        : 'code: no such discount code for this article',
    field: 'code',
    details: [{ field: 'code', reason }],
  });
}

export const articleLink = (siteUrl: string, account: string, articleId: number, code: string) =>
  `${siteUrl.replace(/\/$/, '')}/u/${encodeURIComponent(account)}/a/${articleId}?discount_code=${encodeURIComponent(code)}`;

export function presentCode(row: DiscountCodeRow, link: string, now = new Date()): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    link,
    price: row.price,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    state: discountCodeState(row, now),
  };
}

export const listCodes = (db: Database, articleId: number) =>
  db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.articleId, articleId), isNull(discountCodes.deletedAt)))
    .orderBy(asc(discountCodes.createdAt), asc(discountCodes.id));
