// Environment → config, read once at start (names fixed by the team brief).
import path from 'node:path';

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
  };
}
