// What recording one article view does, for both ways in: the contract's route (routes.ts) and the
// plain node route in front of it (plain-view.ts). Never throws: a view that cannot be keyed (no salt:
// the database is down) is lost when its batch is written, the page is not.
import { isBotUserAgent, isPrefetch, viewDayAt } from '@shirube/domain';
import { findViewer } from '../auth/tokens';
import { backgroundDbOf, type AppServices } from '../context';
import { enqueueView } from './ingest';
import { siteHostOf } from './site-host';
import { daySalt } from './visitor';

export interface ViewRequest {
  readonly articleId: number;
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** The client's address by the trusted-proxy rule (http/client-address.ts). */
  readonly address: string;
  readonly referrer: string | null;
}

export async function recordView(
  services: Pick<AppServices, 'db' | 'backgroundDb' | 'config'>,
  view: ViewRequest,
) {
  const { db, config } = services;
  const { headers } = view;
  const userAgent = headers['user-agent'] ?? '';
  if (isBotUserAgent(userAgent) || isPrefetch((name) => headers[name])) return;
  // No token and no client: most readers, no database read. A stale session still reads: the view
  // counts as a signed-out reader's.
  const viewer =
    headers['access-token'] || headers['client'] ? await findViewer(db, headers).catch(() => null) : null;
  const userId = viewer?.kind === 'session' ? viewer.user.id : null;
  const at = Date.now();
  // Only what the request alone knows is taken here; the visitor's hash, the source and the rest are
  // worked out for a whole batch at once (ingest.ts), and written through the background connection (its
  // backend below the pages' in priority: db/background.ts). The day's salt is the one of the view's moment.
  enqueueView(backgroundDbOf(services), {
    articleId: view.articleId,
    at,
    userId,
    salt: userId === null ? daySalt(db, viewDayAt(at)) : null,
    address: view.address,
    userAgent,
    referrer: view.referrer,
    siteHost: siteHostOf(config.siteUrl, headers),
  });
}
