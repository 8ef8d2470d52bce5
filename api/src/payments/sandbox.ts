// The built-in sandbox processor (team decision on test cards): 4242… succeeds, 4000 0000 0000 3220 asks
// for 3-D Secure, 4000 0000 0000 0002 is declined; any other valid number succeeds. Tokens live in
// sandbox_card_tokens (brand/last4/exp + outcome, never the number). The challenge page is served by
// our API under /v1/payment/sandbox/3ds/{orderId} (./challenge-page.ts).
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/open';
import { sandboxCardTokens } from '../db/schema';
import type { CheckedCard } from '@shirube/domain';
import type { ChargeOutcome, PaymentProvider } from './provider';

export type SandboxOutcome = 'succeed' | 'challenge' | 'decline';

export const SANDBOX_CARDS: Record<string, SandboxOutcome> = {
  '4000000000003220': 'challenge',
  '4000000000000002': 'decline',
};

export const challengePath = (orderId: string) => `/v1/payment/sandbox/3ds/${encodeURIComponent(orderId)}`;

/** The ddd_secure_html_str: a page that opens our challenge page (auto-submits; a link as fallback).
 *  The path is relative, so it resolves against the site that frames it (the shell proxies /v1). */
export function challengeHtml(orderId: string): string {
  const url = challengePath(orderId);
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>3-D Secure</title></head><body><form id="ddd" method="get" action="${url}"></form><p><a href="${url}">本人認証（3-D Secure）へ進む</a></p><script>document.getElementById('ddd').submit()</script></body></html>`;
}

const newToken = () => `tok_sbx_${randomBytes(16).toString('hex')}`;

export function createSandboxProvider(db: Database): PaymentProvider & {
  tokenize(card: CheckedCard): Promise<string>;
} {
  return {
    name: 'sandbox',
    async tokenize(card) {
      const token = newToken();
      await db.insert(sandboxCardTokens).values({
        token,
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
    async charge({ orderId, token, allowChallenge }): Promise<ChargeOutcome> {
      const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
      if (!row || row.outcome === 'decline') {
        return { kind: 'declined', code: 'card_declined', message: 'The card was declined' };
      }
      // A stored card was authenticated when it was saved; the sandbox charges it without a challenge.
      if (row.outcome === 'challenge' && allowChallenge)
        return { kind: 'challenge', html: challengeHtml(orderId) };
      return { kind: 'succeeded' };
    },
    async completeChallenge(_orderId, approved) {
      return approved
        ? { kind: 'succeeded' }
        : { kind: 'declined', code: 'authentication_failed', message: '3-D Secure authentication failed' };
    },
    async voidCharge() {
      // Nothing was captured in the sandbox.
    },
    async refund({ orderId }) {
      // The sandbox has no money to move: the refund is recorded (refunds.provider_ref) by the caller.
      return { reference: `sandbox_re_${orderId}` };
    },
  };
}

const providers = new WeakMap<Database, ReturnType<typeof createSandboxProvider>>();
/** The processor for this database (sandbox until a Stripe adapter exists). */
export function paymentProvider(db: Database) {
  let provider = providers.get(db);
  if (!provider) providers.set(db, (provider = createSandboxProvider(db)));
  return provider;
}
