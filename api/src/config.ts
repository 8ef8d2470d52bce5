// Environment → config, read once at start (names fixed by the team brief).
import path from 'node:path';
import { DEFAULT_PLATFORM_FEE_BP } from '@shirube/domain';

export interface AppConfig {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** Origin of the site the mails link to (the shell server). */
  readonly siteUrl: string;
  readonly mailDir: string;
  readonly smtpUrl?: string;
  readonly uploadsDir: string;
  readonly seedDemo: boolean;
  /** Where the contact form (POST /v1/inquiry) is mailed. */
  readonly inquiryTo: string;
  /** Platform fee per sale in basis points (PLATFORM_FEE_BP; default 1200 = 12 %). Optional so test
   *  configs need not name it; read through `platformFeeBp(config)`. */
  readonly platformFeeBp?: number;
  /** How often the reserved-publish job runs (PUBLISH_SCHEDULER_MS, default 15000; 0 = off). main.ts only. */
  readonly schedulerIntervalMs?: number;
}

/** The fee rate in force: config, else @shirube/domain's documented default (12 %). */
export const platformFeeBp = (config: Pick<AppConfig, 'platformFeeBp'>): number =>
  config.platformFeeBp ?? DEFAULT_PLATFORM_FEE_BP;

function parseFeeBp(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const bp = Number(value);
  if (!Number.isInteger(bp) || bp < 0 || bp > 10_000) {
    throw new Error(`PLATFORM_FEE_BP must be an integer 0..10000 (basis points), got ${value}`);
  }
  return bp;
}

function parseInterval(value: string | undefined): number {
  if (value === undefined || value === '') return 15_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`PUBLISH_SCHEDULER_MS must be a whole number of ms ≥ 0, got ${value}`);
  return ms;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  return {
    host: env.API_HOST || '127.0.0.1',
    port: Number(env.API_PORT || 3001),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    siteUrl: (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, ''),
    mailDir: path.resolve(env.MAIL_DIR || path.join(dataDir, 'mail')),
    smtpUrl: env.SMTP_URL || undefined,
    uploadsDir: path.join(dataDir, 'uploads'),
    seedDemo: env.SEED_DEMO !== '0',
    inquiryTo: env.INQUIRY_TO || 'support@shirube.local',
    platformFeeBp: parseFeeBp(env.PLATFORM_FEE_BP),
    schedulerIntervalMs: parseInterval(env.PUBLISH_SCHEDULER_MS),
  };
}
