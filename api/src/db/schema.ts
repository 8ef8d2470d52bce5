// Drizzle schema, one file per capability; this index is what the code imports and drizzle-kit reads.
// Money in integer yen, rates in basis points, times as timestamptz (UTC). `drizzle-kit generate` turns
// changes into SQL under api/drizzle (committed, applied at start).
export * from './schema-users';
export * from './schema-security';
export * from './schema-oauth';
export * from './schema-articles';
export * from './schema-magazines';
export * from './schema-commerce';
export * from './schema-money';
export * from './schema-tips';
export * from './schema-mail-outbox';
export * from './schema-receipts';
export * from './schema-stripe';
export * from './schema-social';
export * from './schema-operations';
export * from './schema-analytics';
export * from './schema-storage';
