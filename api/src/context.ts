// What every handler group needs, provided once per server.
import * as Context from 'effect/Context';
import type { AppConfig } from './config';
import type { Database } from './db/open';
import type { Mailer } from './mail/mailer';

export interface AppServices {
  readonly db: Database;
  readonly config: AppConfig;
  readonly mailer: Mailer;
}

export class App extends Context.Service<App, AppServices>()('shirube/App') {}
