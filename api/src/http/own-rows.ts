// Handlers that answer with the signed-in viewer's own rows: 401 without a session first, then (for the
// offset-paged histories) the `since` check, then the read. One place keeps that order for every group.
import * as Effect from 'effect/Effect';
import type { HttpServerRequest } from 'effect/http';
import { parseOffset } from '../articles/routes';
import { requireViewer } from '../auth/viewer';
import type { Database } from '../db/open';

type Req = Pick<HttpServerRequest.HttpServerRequest, 'headers'>;

export const ownRows = <A>(db: Database, request: Req, read: (userId: number) => PromiseLike<A>) =>
  requireViewer(db, request).pipe(Effect.flatMap((viewer) => Effect.promise(() => read(viewer.user.id))));

/** The Tokyo months (YYYY-MM) the viewer has rows in, for a history's month picker. */
export const ownMonths = (
  db: Database,
  request: Req,
  months: (db: Database, userId: number) => Promise<string[]>,
) => ownRows(db, request, async (userId) => ({ data: { months: await months(db, userId) } }));

/** One page of an offset-paged history (`since` is the offset of meta.pager.next). */
export const ownPage = <A>(
  db: Database,
  request: Req,
  since: string | undefined,
  read: (userId: number, offset: number) => PromiseLike<A>,
) =>
  Effect.gen(function* () {
    const viewer = yield* requireViewer(db, request);
    const offset = yield* parseOffset(since);
    return yield* Effect.promise(() => read(viewer.user.id, offset));
  });
