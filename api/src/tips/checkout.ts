// Tipping by card (issue 37 item 1): the purchase path's steps for an order whose item is a tip —
// Idempotency-Key replay (../payments/checkout.ts replayOrder), the rules (amount, message, self-tip,
// recipient), ./open.ts (limits, token, order + tip in one transaction), then the one charge step
// (../payments/charge-step.ts: 3-D Secure, PayPay and konbini answer `pending`, settled later by the same
// completePaidOrder → ./record.ts).
import { cleanTipMessage, tipAmountProblem, tipMessageTooLong, type TipLimit } from '@shirube/domain';
import { ForbiddenError, TooManyRequestsError } from '@shirube/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { UserRow } from '../auth/tokens';
import { invalid, notFound } from '../auth/errors';
import { articles, users } from '../db/schema';
import { cardTokenError, idempotencyConflict, paymentInProgress } from '../purchases/errors';
import { chargeOrder, checkoutFaults } from '../payments/charge-step';
import { replayOrder, type CheckoutResult } from '../payments/checkout';
import { findOrderByKey, oneOffKey } from '../payments/orders';
import { paymentProvider } from '../payments/sandbox';
import type { Services } from '../payments/settle';
import { tokenNeverCharged } from '../payments/unstarted';
import { openTipOrder } from './open';

export interface TipInput {
  tipper: UserRow;
  recipientAccount: string;
  articleId: number | null;
  amount: number;
  message: string | null | undefined;
  anonymous: boolean;
  idempotencyKey: string | undefined;
  token: string;
  saveCard: boolean;
  kind: 'charge' | 'stored_card';
  /** Where a redirect method (PayPay) brings the tipper back (the article or user page): a safeReturnPath. */
  returnPath?: string | undefined;
}

export const selfTip = () =>
  new ForbiddenError({ code: 'self_tip', message: 'You cannot tip your own account' });

const LIMIT_MESSAGES: Record<TipLimit, string> = {
  attempts: 'Too many tip attempts in the last hour; try again later',
  declines: 'Too many declined tip payments today; try again tomorrow',
  daily_amount: 'The daily total for tips would be exceeded; try again tomorrow',
};
export const tipLimit = (limit: TipLimit) =>
  new TooManyRequestsError({ code: 'tip_limit', message: LIMIT_MESSAGES[limit], field: limit });

/** The request's rules, before anything is written: the cleaned message and the checked recipient. */
async function checkTip(
  services: Services,
  input: TipInput,
): Promise<{ message: string | null; recipientId: number }> {
  const amountProblem = tipAmountProblem(input.amount);
  if (amountProblem) throw invalid('amount', amountProblem);
  const message = cleanTipMessage(input.message);
  if (tipMessageTooLong(message)) throw invalid('message', 'too_long');
  const { db } = services;
  const [recipient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.account, input.recipientAccount), isNull(users.deletedAt)));
  if (!recipient) throw notFound('No such user', 'recipientAccount');
  if (recipient.id === input.tipper.id) throw selfTip();
  if (input.articleId !== null) {
    const [article] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(
        and(
          eq(articles.id, input.articleId),
          eq(articles.userId, recipient.id),
          eq(articles.status, 'published'),
          isNull(articles.deletedAt),
        ),
      );
    if (!article) throw notFound('No such article by this author', 'articleId');
  }
  return { message, recipientId: recipient.id };
}

export async function tipCheckout(services: Services, input: TipInput): Promise<CheckoutResult> {
  const { db } = services;
  const key = input.idempotencyKey ?? oneOffKey();
  const replay = async () => {
    const found = await findOrderByKey(db, input.tipper.id, key);
    if (!found) return null;
    if (found.itemKind !== 'tip' || found.kind !== input.kind || found.amount !== input.amount)
      throw idempotencyConflict();
    return replayOrder(services, found);
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const { message, recipientId } = await checkTip(services, input);
  const provider = paymentProvider(db);
  const takeToken =
    input.kind === 'charge'
      ? async (tx: typeof db) => {
          const problem = await provider.consumeToken(input.token, input.tipper.id, tx);
          const reusable = problem === 'used' && (await tokenNeverCharged(tx, input.tipper.id, input.token));
          if (problem && !reusable) throw cardTokenError(problem);
          checkoutFaults.beforeOrderRow?.(key);
        }
      : undefined;
  const order = await openTipOrder(
    db,
    {
      tipperId: input.tipper.id,
      recipientId,
      articleId: input.articleId,
      amount: input.amount,
      message,
      anonymous: input.anonymous,
      provider: provider.name,
      kind: input.kind,
      idempotencyKey: key,
      cardToken: input.token,
      saveCard: input.saveCard,
    },
    takeToken,
  );
  if (order === null) {
    // Same key, same moment: the other request charges; answer with its outcome.
    const answered = await replay();
    if (!answered) throw paymentInProgress();
    return answered;
  }
  if (typeof order === 'string') throw tipLimit(order);

  const charged = await chargeOrder(services, order, input);
  return charged.status === 'pending' ? charged : { status: 'purchased', order: charged.order };
}
