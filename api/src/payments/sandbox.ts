// The built-in sandbox processor (team decision on test cards): 4242… succeeds, 4000 0000 0000 3220 asks
// for 3-D Secure, 4000 0000 0000 0002 is declined; any other valid number succeeds. Tokens live in
// sandbox_card_tokens (brand/last4/exp + outcome + owner, never the number), one-time: consumed by the
// charge. Every charge is a sandbox_charges row keyed by our order id (the reconciler asks it). The challenge page is served by
// our API under /v1/payment/sandbox/3ds/{orderId} (./challenge-page.ts).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/open';
import { executeNamed } from '../db/prepared';
import { sandboxCardTokens, sandboxCharges } from '../db/schema';
import type { CheckedCard } from '@shirube/domain';
import {
  selectedPaymentProvider,
  type ChargeOutcome,
  type ChargeState,
  type PaymentProvider,
} from './provider';

export type SandboxOutcome = 'succeed' | 'challenge' | 'decline';

export const SANDBOX_CARDS: Record<string, SandboxOutcome> = {
  '4000000000003220': 'challenge',
  '4000000000000002': 'decline',
};

export const challengePath = (orderId: string) => `/v1/payment/sandbox/3ds/${encodeURIComponent(orderId)}`;

/** The ddd_secure_html_str: a page that opens our challenge page (a meta refresh — no script, as the
 *  site's CSP also governs the srcdoc frame it is shown in; a link as fallback).
 *  The path is relative, so it resolves against the site that frames it (the shell proxies /v1). */
export function challengeHtml(orderId: string): string {
  const url = challengePath(orderId);
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>3-D Secure</title><meta http-equiv="refresh" content="0;url=${url}"></head><body><p><a href="${url}">本人認証（3-D Secure）へ進む</a></p></body></html>`;
}

const newToken = () => `tok_sbx_${randomBytes(16).toString('hex')}`;

const DECLINED = { kind: 'declined', code: 'card_declined', message: 'The card was declined' } as const;
const AUTH_FAILED = {
  kind: 'declined',
  code: 'authentication_failed',
  message: '3-D Secure authentication failed',
} as const;

export function createSandboxProvider(db: Database): PaymentProvider & {
  tokenize(card: CheckedCard, userId: number): Promise<string>;
} {
  /** Moves charge `id` from one of `from` to `to`; answers whether it moved. */
  const move = async (id: string, from: ChargeState[], to: ChargeState, declineCode?: string) => {
    const rows = await db
      .update(sandboxCharges)
      .set({ state: to, declineCode: declineCode ?? null, updatedAt: new Date() })
      .where(and(eq(sandboxCharges.id, id), inArray(sandboxCharges.state, from)))
      .returning({ id: sandboxCharges.id });
    return rows.length > 0;
  };
  const lookupCharge = async (orderId: string) => {
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, orderId));
    return row ? { state: row.state as ChargeState, amount: row.amount, declineCode: row.declineCode } : null;
  };
  return {
    name: 'sandbox',
    async tokenize(card, userId) {
      const token = newToken();
      await db.insert(sandboxCardTokens).values({
        token,
        userId,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        outcome: SANDBOX_CARDS[card.digits] ?? 'succeed',
      });
      return token;
    },
    async describeToken(token) {
      const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
      return row
        ? { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear }
        : null;
    },
    async consumeToken(token, userId, tx = db) {
      const [taken] = await tx
        .update(sandboxCardTokens)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(sandboxCardTokens.token, token),
            eq(sandboxCardTokens.userId, userId),
            isNull(sandboxCardTokens.consumedAt),
          ),
        )
        .returning({ token: sandboxCardTokens.token });
      if (taken) return null;
      const [row] = await tx
        .select({ userId: sandboxCardTokens.userId })
        .from(sandboxCardTokens)
        .where(eq(sandboxCardTokens.token, token));
      // Someone else's token reads as unknown: its existence is not told to another user.
      return row && row.userId === userId ? 'used' : 'unknown';
    },
    lookupCharge,
    async charge({ orderId, token, amount, allowChallenge }): Promise<ChargeOutcome> {
      // One charge per order id: a repeated request inserts nothing and answers the first outcome (a
      // provider's idempotency). The card's outcome decides the state in the same statement; a stored
      // card was authenticated when it was saved, so it is charged without a challenge. An unknown token
      // is declined.
      const result = await executeNamed(
        db,
        'sandbox_charge',
        sql`
        insert into ${sandboxCharges} (id, token, amount, state, decline_code)
        select ${orderId}::text, ${token}::text, ${amount}::int, s.state,
          case when s.state = 'declined' then ${DECLINED.code}::text end
        from (
          select case
            when c.outcome is null or c.outcome = 'decline' then 'declined'
            when c.outcome = 'challenge' and ${allowChallenge}::boolean then 'requires_action'
            else 'captured' end as state
          from (select 1) one left join ${sandboxCardTokens} c on c.token = ${token}::text
        ) s
        on conflict (id) do nothing
        returning state, decline_code`,
      );
      const row = result.rows[0] as { state: string; decline_code: string | null } | undefined;
      return outcomeOf(
        orderId,
        row ? { state: row.state, declineCode: row.decline_code } : (await lookupCharge(orderId))!,
      );
    },
    async completeChallenge(orderId, approved) {
      if (approved) await move(orderId, ['requires_action'], 'captured');
      else await move(orderId, ['requires_action'], 'declined', AUTH_FAILED.code);
      const now = await lookupCharge(orderId);
      return now?.state === 'captured' ? { kind: 'succeeded' } : AUTH_FAILED;
    },
    async voidCharge(orderId) {
      await move(orderId, ['captured', 'requires_action'], 'voided');
    },
    async refund({ orderId }) {
      await move(orderId, ['captured'], 'refunded');
      return { reference: `sandbox_re_${orderId}` };
    },
  };
}

function outcomeOf(orderId: string, charge: { state: string; declineCode: string | null }): ChargeOutcome {
  if (charge.state === 'requires_action') return { kind: 'challenge', html: challengeHtml(orderId) };
  if (charge.state === 'captured') return { kind: 'succeeded' };
  if (charge.declineCode === AUTH_FAILED.code) return AUTH_FAILED;
  return DECLINED;
}

const providers = new WeakMap<Database, ReturnType<typeof createSandboxProvider>>();
/** The processor for this database: the one its server selected (PAYMENT_PROVIDER), else the sandbox. */
export function paymentProvider(db: Database): PaymentProvider {
  const chosen = selectedPaymentProvider(db);
  if (chosen) return chosen;
  let provider = providers.get(db);
  if (!provider) providers.set(db, (provider = createSandboxProvider(db)));
  return provider;
}
