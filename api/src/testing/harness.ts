// Real HTTP against the real server on port 0, once per backend (see database.ts); the server is the
// sources or, with API_TEST_SERVER=compiled, the esbuild output (server-under-test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import type { AppConfig } from '../config';
import type { Database } from '../db/open';
import { users } from '../db/schema';
import { issueToken, type AuthHeaderValues, type UserRow } from '../auth/tokens';
import { backends, openTestDatabase, type Backend } from './database';
import { serverLibrary } from './server-under-test';
import { testServerConfig } from './config';

export interface TestApi {
  readonly backend: Backend;
  readonly url: string;
  readonly db: Database;
  readonly mailDir: string;
  readonly siteUrl: string;
  /** Waits until the purchase mails queued so far are sent (purchases/mail-outbox.ts sends them after
   *  the response). */
  mailsSent(): Promise<void>;
  /** Writes the article views queued so far (analytics/ingest.ts batches them after the response). */
  viewsRecorded(): Promise<void>;
  /** fetch on the API: JSON body in, {status, headers, body, text} out. */
  call(
    method: string,
    urlPath: string,
    options?: { json?: unknown; body?: string; headers?: Record<string, string> },
    // Tests assert on JSON by value; typing every response body would only restate the contract.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<{ status: number; headers: Headers; body: any; text: string }>;
}

/** TestApi's `call` on the API at `baseUrl` (also for suites that start the API as a process). */
export function apiCaller(baseUrl: string): TestApi['call'] {
  return async (method, urlPath, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(baseUrl + urlPath, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  };
}

export function describeApi(
  name: string,
  suite: (api: () => TestApi) => void,
  /** Config the suite needs beyond the defaults (e.g. a movable clock: `now`); a function is read when the
   *  server starts (after the suite's own beforeAll, e.g. the port of a server it started). */
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
): void {
  for (const backend of backends()) {
    describe(`${name} [${backend}]`, () => {
      let api: TestApi | undefined;
      let cleanup: () => Promise<void> = async () => {};
      beforeAll(async () => {
        const { startServer, createMailer, kickPurchaseMails, flushViews } = await serverLibrary();
        const handle = await openTestDatabase(backend);
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-api-test-'));
        const siteUrl = 'http://site.test';
        const config = testServerConfig(dataDir, {
          mailFrom: '"しるべテスト" <no-reply@shirube.test>',
          platformName: 'しるべテスト運営',
          invoiceRegistrationNumber: 'T1234567890123',
          ...(typeof overrides === 'function' ? overrides() : overrides),
        });
        const services = {
          db: handle.db,
          backgroundDb: handle.background,
          config,
          mailer: createMailer({ mailDir: config.mailDir, from: config.mailFrom! }),
        };
        const server = await startServer(services);
        cleanup = async () => {
          await server.close();
          await kickPurchaseMails(services);
          await handle.close();
          rmSync(dataDir, { recursive: true, force: true });
        };
        api = {
          backend,
          url: server.url,
          db: handle.db,
          mailDir: config.mailDir,
          siteUrl,
          mailsSent: () => kickPurchaseMails(services),
          viewsRecorded: () => flushViews(handle.background),
          call: apiCaller(server.url),
        };
      }, 60_000);
      afterAll(() => cleanup(), 30_000);
      suite(() => {
        if (!api) throw new Error('test API not started');
        return api;
      });
    });
  }
}

/** The three request headers of a session, as the shell server sends them. */
export const authHeaders = (h: AuthHeaderValues): Record<string, string> => ({
  'access-token': h['access-token'],
  client: h.client,
  uid: h.uid,
});

let userCounter = 0;
// One real argon2 hash of 'password123' per test process, shared by every user createUser makes: the
// API verifies it as it would any stored hash, and hashing anew per user (≈ 275 users) cost CPU only.
let passwordHash: Promise<string> | null = null;
/** A confirmed user straight in the database, plus a session for it (password `password123`). */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: UserRow; headers: Record<string, string> }> {
  const n = ++userCounter;
  const [user] = await db
    .insert(users)
    .values({
      email: `user${n}-${Date.now()}@example.com`,
      account: `user${n}_${Math.floor(Math.random() * 1e6)}`,
      name: `利用者${n}`,
      passwordHash: await (passwordHash ??= hash('password123')),
      confirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  return { user: user!, headers: authHeaders(await issueToken(db, user!, 'session')) };
}
