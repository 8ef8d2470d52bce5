// External sign-in (issue 20): provider identities and sign-in attempts in flight. Re-exported by schema.ts.
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { optionalRef, requiredRef } from './schema-columns';
import { users } from './schema-users';

/**
 * A provider identity linked to an account. (issuer, subject) is the identity: unique, so one Google or
 * LINE or X account can never sign in to two of ours; one identity per provider and account.
 */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    /** google | line | x */
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_identities_issuer_subject').on(t.issuer, t.subject),
    uniqueIndex('oauth_identities_user_provider').on(t.userId, t.provider),
  ],
);

/**
 * One authorisation in flight, single use and short-lived. Only SHA-256 of the state and of the
 * browser's binding secret are kept; the PKCE verifier and nonce never leave the server. After the
 * callback a first-time identity waits here (stage `sign_up`, claims filled) for the sign-up form.
 */
export const oauthAttempts = pgTable(
  'oauth_attempts',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').unique(),
    bindingHash: text('binding_hash').notNull().unique(),
    provider: text('provider').notNull(),
    /** sign_in (may become a sign-up) | link */
    intent: text('intent').notNull(),
    /** authorizing → sign_up (after a callback for an identity no account has) */
    stage: text('stage').notNull().default('authorizing'),
    /** The account linking a provider (intent link). */
    userId: optionalRef('user_id', () => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    issuer: text('issuer'),
    subject: text('subject'),
    /** Only an address the provider said is verified. */
    email: text('email'),
    name: text('name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_attempts_expires_at').on(t.expiresAt)],
);
