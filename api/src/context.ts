// What every handler group needs, provided once per server.
import * as Context from 'effect/Context';
import type { AppConfig } from './config';
import type { Database } from './db/open';
import type { Mailer } from './mail/mailer';

export interface AppServices {
  readonly db: Database;
  /** What work off the response path writes through (DbHandle `background`: the view batches); `db`
   *  when not given. */
  readonly backgroundDb?: Database;
  readonly config: AppConfig;
  readonly mailer: Mailer;
}

/** The handle view batches are queued on and written through: recording (analytics/record-view.ts) and
 *  the flush at shutdown (server.ts) must name the same one. */
export const backgroundDbOf = (services: Pick<AppServices, 'db' | 'backgroundDb'>): Database =>
  services.backgroundDb ?? services.db;

export class App extends Context.Service<App, AppServices>()('shirube/App') {}
