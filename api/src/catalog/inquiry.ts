// POST /v1/inquiry: the contact form. Stored first (the operators' record), then mailed to INQUIRY_TO
// with the sender as reply-to. At most INQUIRY_LIMIT (default 5) per sender address per rolling hour:
// the sixth gets 429 `rate_limited` and nothing is stored or mailed. Signed-in senders are linked.
// The client address has the same limit (rate_limits, ../auth/throttle.ts), so changing the typed
// email does not lift it.
import { inquiryForm, validateForm } from '@shirube/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { invalidFields, rateLimited } from '../auth/errors';
import { limitHits } from '../auth/throttle';
import type { Viewer } from '../auth/tokens';
import { clockOf, inquiryLimitPerHour } from '../config';
import type { AppServices } from '../context';
import { inquiries } from '../db/schema';
import { inquiryMail } from '../mail/templates';

export interface InquiryInput {
  readonly category: string;
  readonly name: string;
  readonly email: string;
  readonly body: string;
}

export const receiveInquiry = (app: AppServices, viewer: Viewer | null, p: InquiryInput, address: string) =>
  Effect.gen(function* () {
    const errors = validateForm(p, inquiryForm);
    if (errors.length > 0) return yield* invalidFields(errors);
    const email = p.email.trim().toLowerCase();
    const [recent] = yield* Effect.promise(() =>
      app.db
        .select({ n: count() })
        .from(inquiries)
        .where(and(eq(inquiries.email, email), gt(inquiries.createdAt, new Date(Date.now() - 3600_000)))),
    );
    if ((recent?.n ?? 0) >= inquiryLimitPerHour(app.config)) {
      return yield* rateLimited('Too many inquiries from this address; please try again later');
    }
    yield* limitHits(
      app.db,
      [`inquiry:address:${address}`],
      inquiryLimitPerHour(app.config),
      3600_000,
      clockOf(app.config)(),
      'Too many inquiries from this address; please try again later',
    );
    const [row] = yield* Effect.promise(() =>
      app.db
        .insert(inquiries)
        .values({
          userId: viewer?.user.id ?? null,
          category: p.category,
          name: p.name.trim(),
          email,
          body: p.body.trim(),
        })
        .returning(),
    );
    const inquiry = row!;
    // Stored already: a mail failure is logged for the operators, the sender still gets the receipt.
    yield* Effect.promise(() =>
      app.mailer
        .send(
          inquiryMail(
            app.config.inquiryTo,
            { ...inquiry, userAccount: viewer?.user.account ?? null },
            inquiry.body,
          ),
        )
        .catch((error: unknown) => console.error(`[inquiry] mail of #${inquiry.id} failed`, error)),
    );
    return { data: { id: inquiry.id, receivedAt: inquiry.createdAt.toISOString() } };
  });
