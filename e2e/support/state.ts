import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the global setup started, for the specs (written to a JSON file; env carries its path). */
export interface E2eState {
  tmpDir: string;
  releasesDir: string;
  brokenReleasesDir: string;
  /** A copy of the release store as the setup published it, for the axe walk's site (walk-site.ts). */
  walkReleasesDir: string;
  mailDir: string;
  apiUrl: string;
  shellUrl: string;
  brokenShellUrl: string;
  /** nginx in front of the healthy shell (the CDN path). */
  nginxUrl: string;
  shellPid: number;
  /** Versions published by the setup, per MF name. */
  published: Record<string, string>;
  /** Demo login lines the API printed while seeding (for a human reading a failure). */
  demoLines: string[];
  /** Milliseconds added to the API's clock (CLOCK_OFFSET_FILE); write it to let a payout hold pass. */
  clockFile: string;
  /** DATA_DIR of the API's first start: its closed, seeded database, for every API's start (servers.ts). */
  seededDir: string;
  /** OAUTH_GOOGLE_* of the setup's API (the loopback provider as "Google"). */
  oauthApiEnv: Record<string, string>;
}

export const stateFile = (tmpDir: string) => path.join(tmpDir, 'state.json');

export function e2eState(): E2eState {
  const file = process.env.SHIRUBE_E2E_STATE;
  if (!file) throw new Error('SHIRUBE_E2E_STATE is not set: run through playwright.config.ts (global setup)');
  return JSON.parse(readFileSync(file, 'utf8')) as E2eState;
}
