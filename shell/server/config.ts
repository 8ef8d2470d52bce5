import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ShellServerConfig {
  port: number;
  apiUrl: string;
  dataDir: string;
  releasesDir: string;
  distDir: string;
  /** Raw secret; a key is derived from it. Undefined → generated once in ${dataDir}/session-secret. */
  sessionSecret?: string;
  /** Time a reader page's server render may take (data + render) before the browser renders it. */
  ssrBudgetMs: number;
  /** REMOTE_<NAME>_URL overrides, keyed by remote name (mf_editor → REMOTE_MF_EDITOR_URL). */
  env: NodeJS.ProcessEnv;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  return {
    port: Number(env.PORT ?? 3000),
    apiUrl: env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 3001}`,
    dataDir,
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(dataDir, 'releases')),
    distDir: path.resolve(here, '../dist'),
    sessionSecret: env.SESSION_SECRET || undefined,
    ssrBudgetMs: Number(env.SSR_BUDGET_MS ?? 300),
    env,
  };
}
