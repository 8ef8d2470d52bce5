// Sign-up with an email that already has an account answers like a new account (no enumeration): the same
// shape, a fresh id from the same sequence and now-timestamps — nothing of the owner's account but its email.
// One place for both sign-ups (password: auth/service.ts; external provider: oauth/signup.ts).
import { sql } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import type { AppServices } from '../context';
import { alreadyRegisteredMail } from '../mail/templates';
import { linkedForMail } from './prove-address';
import type { UserRow } from './tokens';

function newAccountLookalike(
  owner: UserRow,
  fresh: { id: number; account: string; name: string; passwordHash: string },
): UserRow {
  const now = new Date();
  return {
    ...owner,
    ...fresh,
    unconfirmedEmail: null,
    imageUrl: null,
    thumbnailUrl: null,
    description: '',
    lawName: null,
    lawContact: null,
    lawAddress: null,
    lawPhone: null,
    lawDisclosureOnRequest: false,
    isAdmin: false,
    purchaseMailNotification: true,
    salesMailNotification: true,
    paymentProvider: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The answer to a sign-up for `owner`'s email: the owner is mailed (sign in, or reset the password)
 *  and the caller gets a new account's lookalike, its id taken from the users sequence. */
export const registeredLookalike = (
  app: AppServices,
  owner: UserRow,
  fresh: { account: string; name: string; passwordHash: string },
) =>
  Effect.gen(function* () {
    const result = yield* Effect.promise(
      async () =>
        (await app.db.execute(sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`)) as {
          rows: { id: number }[];
        },
    );
    const linked = yield* Effect.promise(() => linkedForMail(app.db, owner));
    yield* Effect.promise(() =>
      app.mailer.send(
        alreadyRegisteredMail(
          owner.email,
          owner.name,
          `${app.config.siteUrl}/sign_in`,
          `${app.config.siteUrl}/reset_password`,
          linked,
        ),
      ),
    );
    return newAccountLookalike(owner, { id: Number(result.rows[0]!.id), ...fresh });
  });
