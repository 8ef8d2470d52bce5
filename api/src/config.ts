// Environment → config, read once at start (names fixed by the team brief).
import path from 'node:path';
import { DEFAULT_PLATFORM_FEE_BP, isInvoiceRegistrationNumber } from '@shirube/domain';

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
  /** Sender of every mail (MAIL_FROM, e.g. `"しるべ" <no-reply@example.jp>`). Optional in test configs. */
  readonly mailFrom?: string;
  /** Inquiries accepted per sender address per hour (INQUIRY_LIMIT, default 5). */
  readonly inquiryLimitPerHour?: number;
  /**
   * The platform as the issuer of 適格請求書 under the 媒介者交付特例 (PLATFORM_NAME,
   * INVOICE_REGISTRATION_NUMBER = T + 13 digits). Read through `invoiceIssuer(config)`.
   */
  readonly platformName?: string;
  readonly invoiceRegistrationNumber?: string;
  /** Platform fee per sale in basis points (PLATFORM_FEE_BP; default 1200 = 12 %). Optional so test
   *  configs need not name it; read through `platformFeeBp(config)`. */
  readonly platformFeeBp?: number;
  /** How often the reserved-publish job runs (PUBLISH_SCHEDULER_MS, default 15000; 0 = off). main.ts only. */
  readonly schedulerIntervalMs?: number;
}

/** The fee rate in force: config, else @shirube/domain's documented default (12 %). */
export const platformFeeBp = (config: Pick<AppConfig, 'platformFeeBp'>): number =>
  config.platformFeeBp ?? DEFAULT_PLATFORM_FEE_BP;

export const DEFAULT_MAIL_FROM = '"しるべ" <no-reply@shirube.local>';
export const mailFrom = (config: Pick<AppConfig, 'mailFrom'>) => config.mailFrom ?? DEFAULT_MAIL_FROM;
export const inquiryLimitPerHour = (config: Pick<AppConfig, 'inquiryLimitPerHour'>) =>
  config.inquiryLimitPerHour ?? 5;
/** Quick-start values, printed on receipts until the operator sets their own (README). */
export const DEFAULT_PLATFORM_NAME = 'しるべ運営事務局';
export const DEFAULT_INVOICE_REGISTRATION_NUMBER = 'T0000000000000';
export const invoiceIssuer = (config: Pick<AppConfig, 'platformName' | 'invoiceRegistrationNumber'>) => ({
  name: config.platformName ?? DEFAULT_PLATFORM_NAME,
  registrationNumber: config.invoiceRegistrationNumber ?? DEFAULT_INVOICE_REGISTRATION_NUMBER,
});

function parseRegistrationNumber(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isInvoiceRegistrationNumber(value)) {
    throw new Error(`INVOICE_REGISTRATION_NUMBER must be T followed by 13 digits, got ${value}`);
  }
  return value;
}

function parsePositiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${value}`);
  return n;
}

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
    mailFrom: env.MAIL_FROM || undefined,
    inquiryLimitPerHour: parsePositiveInt('INQUIRY_LIMIT', env.INQUIRY_LIMIT),
    platformName: env.PLATFORM_NAME || undefined,
    invoiceRegistrationNumber: parseRegistrationNumber(env.INVOICE_REGISTRATION_NUMBER),
    platformFeeBp: parseFeeBp(env.PLATFORM_FEE_BP),
    schedulerIntervalMs: parseInterval(env.PUBLISH_SCHEDULER_MS),
  };
}
