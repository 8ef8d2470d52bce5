// An account made through a provider has no password until its owner sets one (the reset mail does).
// users.password_hash stays NOT NULL and every `verify` keeps working: such accounts hold this fixed
// argon2id hash of 48 random bytes that were thrown away, so no password matches it, and it takes the
// same time to check as any other (no timing tell).
import type { UserRow } from '../auth/tokens';

export const NO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$b7U86bwKF6d+YBvfeGmUgA$/Qui9vDQeTXvY5h/zlUKlFQOFit7rUiMTrIThO2nMb0';

export const hasPassword = (user: Pick<UserRow, 'passwordHash'>) => user.passwordHash !== NO_PASSWORD_HASH;
