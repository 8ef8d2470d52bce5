// The signed-in user's own account: profile text and password change.
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { invalid } from '../auth/errors';
import type { Viewer } from '../auth/tokens';
import type { Database } from '../db/open';
import { users } from '../db/schema';

export const updateProfile = (
  db: Database,
  viewer: Viewer,
  changes: { name?: string; description?: string },
) =>
  Effect.promise(async () => {
    const [row] = await db
      .update(users)
      .set({
        ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, viewer.user.id))
      .returning();
    return row!;
  });

export const changePassword = (
  db: Database,
  viewer: Viewer,
  p: { currentPassword: string; password: string; passwordConfirmation: string },
) =>
  Effect.gen(function* () {
    if (p.password !== p.passwordConfirmation)
      return yield* invalid('passwordConfirmation', 'does not match password');
    const ok = yield* Effect.promise(() => verify(viewer.user.passwordHash, p.currentPassword));
    if (!ok) return yield* invalid('currentPassword', 'is not your current password');
    const passwordHash = yield* Effect.promise(() => hash(p.password));
    const [row] = yield* Effect.promise(() =>
      db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, viewer.user.id))
        .returning(),
    );
    return row!;
  });
