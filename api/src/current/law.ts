// POST /v1/current/special_commercial_law_settings: the seller's 特定商取引法に基づく表記
// (lawSettingsForm in @shirube/domain), shown on /u/{account}/specified.
import { lawSettingsForm, validateForm } from '@shirube/domain';
import { eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { invalidFields } from '../auth/errors';
import type { Viewer } from '../auth/tokens';
import type { Database } from '../db/open';
import { users } from '../db/schema';

export interface LawSettingsInput {
  readonly name: string;
  readonly contact: string;
  readonly address?: string;
  readonly phone?: string;
  readonly disclosureOnRequest?: boolean;
}

const orNull = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);

export const saveLawSettings = (db: Database, viewer: Viewer, p: LawSettingsInput) =>
  Effect.gen(function* () {
    const disclosureOnRequest = p.disclosureOnRequest ?? false;
    const errors = validateForm(p, lawSettingsForm(disclosureOnRequest));
    if (errors.length > 0) return yield* invalidFields(errors);
    const values = {
      lawName: p.name.trim(),
      lawContact: p.contact.trim(),
      lawAddress: orNull(p.address),
      lawPhone: orNull(p.phone),
      lawDisclosureOnRequest: disclosureOnRequest,
    };
    yield* Effect.promise(() =>
      db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, viewer.user.id)),
    );
    return {
      name: values.lawName,
      contact: values.lawContact,
      address: values.lawAddress,
      phone: values.lawPhone,
      disclosureOnRequest,
    };
  });
