// The stored card (spec §3 / §4 "Card: none → registered → deleted").
import type { StoredCard } from '@shirube/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { preparedQuery } from '../db/prepared';
import { paymentCards } from '../db/schema';
import { paymentProvider } from './sandbox';

export const noStoredCard: StoredCard = {
  brand: null,
  last4: null,
  expMonth: null,
  expYear: null,
  hasCard: false,
};

export const presentCard = (
  card: Pick<typeof paymentCards.$inferSelect, 'brand' | 'last4' | 'expMonth' | 'expYear'> | null,
): StoredCard =>
  card
    ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, hasCard: true }
    : noStoredCard;

// Asked by every stored-card purchase: prepared once per database handle (db/prepared.ts).
const cardOf = preparedQuery('card_of_user', (db) =>
  db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.userId, sql.placeholder('userId'))),
);

export async function findCard(db: Database, userId: number) {
  const [row] = await cardOf(db).execute({ userId });
  return row ?? null;
}

export async function deleteCard(db: Database, userId: number): Promise<void> {
  await db.delete(paymentCards).where(eq(paymentCards.userId, userId));
}

/** Saves (or replaces) the user's one stored card from a provider token. null = unknown token. */
export async function storeCard(db: Database, userId: number, token: string) {
  const provider = paymentProvider(db);
  const info = await provider.describeToken(token);
  if (!info) return null;
  const values = { userId, provider: provider.name, token, ...info };
  await db
    .insert(paymentCards)
    .values(values)
    .onConflictDoUpdate({ target: paymentCards.userId, set: { ...values, createdAt: new Date() } });
  return info;
}
