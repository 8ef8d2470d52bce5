// Environment → config, read once at start (names fixed by the team brief).
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_PAYOUT_RULES, DEFAULT_PLATFORM_FEE_BP, isInvoiceRegistrationNumber } from '@shirube/domain';
import {
  isProduction,
  metricsListenFromEnv,
  siteUrlFromEnv,
  trustProxyFromEnv,
  type MetricsListen,
} from '@shirube/server';
import { parseMailFrom, smtpUrlFromEnv } from './mail/config';
import { senderFromEnv } from './payouts/sender-config';
import { parseServiceUrl } from './service-url';
import type { PayoutSender } from './payouts/zengin-file';
import { oauthFromEnv, type OAuthProviderConfig } from './oauth/config';
import { paymentFromEnv, SANDBOX, type PaymentConfig } from './payments/payment-config';
import { storageFromEnv, type StorageConfig } from './storage/config';

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
  /** How often the payment order reconciler runs (RECONCILE_INTERVAL_MS, default 60000; 0 = off). main.ts only. */
  readonly reconcileIntervalMs?: number;
  /** Purchase mails sent by a child process at lower CPU priority (PURCHASE_MAIL_WORKER, 1 or 0; default 1;
   *  PostgreSQL only — PGlite is one process's database). main.ts only. */
  readonly purchaseMailWorker?: boolean;
  /** Payouts (issue 11); optional so test configs need not name it: read through `payoutConfig`. */
  readonly payouts?: Partial<PayoutConfig>;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses, CIDR ranges, keywords;
   *  default `loopback`: the shell server). The rule: @shirube/server; read via `http/client-address.ts`. */
  readonly trustProxy?: readonly string[];
  /** Prometheus metrics listener (API_METRICS_PORT / API_METRICS_HOST, default host 127.0.0.1); absent:
   *  none (api/src/metrics.ts). */
  readonly metrics?: MetricsListen | null;
  /** Sign-ups and password-reset requests per client address per hour (SIGNUP_LIMIT, RESET_LIMIT; 10). */
  readonly signUpLimitPerHour?: number;
  /** Days raw view events are kept (VIEW_RETENTION_DAYS 1–3650, default 90); rollups are kept. */
  readonly viewRetentionDays?: number;
  readonly resetLimitPerHour?: number;
  /** The clock (tests and the e2e run move it; never sleep). Read through `clockOf(config)`. */
  readonly now?: () => Date;
  /**
   * Tests only (OGP_TEST_HOSTS, refused in production, *.test names only): host names the OGP
   * fetcher resolves to these answers instead of DNS; `trusted` answers skip the public-address check.
   */
  readonly ogpTestHosts?: Readonly<Record<string, readonly { address: string; trusted?: boolean }[]>>;
  /** The card processor (PAYMENT_PROVIDER; optional so test configs need not name it): `paymentConfig`. */
  readonly payment?: PaymentConfig;
  /** Uploads on object storage (STORAGE_URL …: storage/config.ts); undefined → the local folders. */
  readonly storage?: StorageConfig;
  /** External sign-in providers (OAUTH_GOOGLE_*, OAUTH_LINE_*, OAUTH_X_*; src/oauth/config.ts). */
  readonly oauth?: readonly OAuthProviderConfig[];
}

/** The card processor (PAYMENT_PROVIDER, STRIPE_*: payments/payment-config.ts); sandbox when unset. */
export const paymentConfig = (config: Pick<AppConfig, 'payment'>): PaymentConfig => config.payment ?? SANDBOX;

export interface PayoutConfig {
  /** Days a sale's seller share and commission stay pending before they become payable. */
  holdDays: number;
  /** Transfer fee in yen, taken from each payout. */
  transferFee: number;
  /** Smallest amount that reaches the bank, after the fee. */
  minimumPayout: number;
  /** Tokyo day of the month from which the monthly automatic run pays (1–28). */
  monthlyRunDay: number;
  /** The platform's own account, written in the 全銀 header record (依頼人). */
  sender: PayoutSender;
}

// The rules' figures are @shirube/domain's, the ones the help pages quote.
export const DEFAULT_PAYOUTS: PayoutConfig = {
  ...DEFAULT_PAYOUT_RULES,
  sender: {
    code: '0000000001',
    nameKana: 'ｶ)ｼﾙﾍﾞ',
    bankCode: '0001',
    bankKana: 'ﾐｽﾞﾎ',
    branchCode: '001',
    branchKana: 'ﾄｳｷﾖｳ',
    accountType: 'ordinary',
    accountNumber: '0000001',
  },
};

export const payoutConfig = (config: Pick<AppConfig, 'payouts'>): PayoutConfig => ({
  ...DEFAULT_PAYOUTS,
  ...config.payouts,
  sender: { ...DEFAULT_PAYOUTS.sender, ...config.payouts?.sender },
});

export const clockOf = (config: Pick<AppConfig, 'now'>): (() => Date) => config.now ?? (() => new Date());

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

/** Production prints the operator's own number on every receipt: unset or the sample is refused. */
function parseRegistrationNumber(value: string | undefined, production: boolean): string | undefined {
  if (value === undefined || value === '') {
    if (production)
      throw new Error(
        'INVOICE_REGISTRATION_NUMBER must be set in production (your 適格請求書発行事業者登録番号, T + 13 digits)',
      );
    return undefined;
  }
  if (!isInvoiceRegistrationNumber(value)) {
    throw new Error(`INVOICE_REGISTRATION_NUMBER must be T followed by 13 digits, got ${value}`);
  }
  if (production && value === DEFAULT_INVOICE_REGISTRATION_NUMBER)
    throw new Error(`INVOICE_REGISTRATION_NUMBER ${value} is the sample: refused in production`);
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

/** An on/off setting: 1 or 0 (unset = `fallback`). */
function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === '0') return value === '1';
  throw new Error(`${name} must be 1 or 0 (got ${JSON.stringify(value)})`);
}

function parseInterval(value: string | undefined, name = 'PUBLISH_SCHEDULER_MS', fallback = 15_000): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`${name} must be a whole number of ms ≥ 0, got ${value}`);
  return ms;
}

function parseWhole(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer ${min}..${max}, got ${value}`);
  return n;
}

function payoutsFromEnv(env: NodeJS.ProcessEnv): Partial<PayoutConfig> {
  const entries = {
    holdDays: parseWhole('PAYOUT_HOLD_DAYS', env.PAYOUT_HOLD_DAYS, 0, 365),
    transferFee: parseWhole('PAYOUT_TRANSFER_FEE', env.PAYOUT_TRANSFER_FEE, 0, 10_000),
    minimumPayout: parseWhole('PAYOUT_MINIMUM', env.PAYOUT_MINIMUM, 1, 10_000_000),
    monthlyRunDay: parseWhole('PAYOUT_RUN_DAY', env.PAYOUT_RUN_DAY, 1, 28),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
}

/**
 * CLOCK_OFFSET_FILE: a file holding a number of milliseconds added to the real time, re-read on each
 * call (the e2e run writes it to let a hold pass without sleeping). Refused when NODE_ENV=production.
 */
function clockFromEnv(env: NodeJS.ProcessEnv): (() => Date) | undefined {
  const file = env.CLOCK_OFFSET_FILE;
  if (!file) return undefined;
  if (env.NODE_ENV === 'production') throw new Error('CLOCK_OFFSET_FILE is for tests; refused in production');
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      offset = 0;
    }
    return new Date(Date.now() + offset);
  };
}

/** One line per problem found in the environment (thrown by `configFromEnv`; main prints each line). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** A TCP port 1–65535 (0 is refused here: tests pass 0 in code, never through the environment). */
export function parsePort(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < 1 || n > 65_535)
    throw new Error(`${name} must be 1–65535, got "${value}"`);
  return n;
}

/** A PostgreSQL URL (`postgres://` or `postgresql://`); the password is never repeated in a message. */
export const parseDatabaseUrl = (value: string | undefined): string | undefined =>
  parseServiceUrl(
    value,
    /^postgres(ql)?:$/,
    (shown) => `DATABASE_URL must be a postgres://user:password@host:port/database URL, got "${shown}"`,
  );

/**
 * Demo data: on for the quick start, off under NODE_ENV=production, where asking for it is refused (the
 * demo users' passwords are in the README; `npm run admin:create` makes the first administrator).
 */
function seedDemoFrom(env: NodeJS.ProcessEnv): boolean {
  const on = env.SEED_DEMO ? env.SEED_DEMO !== '0' : !isProduction(env);
  if (on && isProduction(env))
    throw new Error('SEED_DEMO=1 is refused in production (demo users have published passwords)');
  return on;
}

/** Reads the whole environment and reports every problem at once (ConfigError), not the first only. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  function check<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (error) {
      problems.push(...(error as Error).message.split('\n'));
      return fallback;
    }
  }
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  const config: AppConfig = {
    host: env.API_HOST || '127.0.0.1',
    port: check(() => parsePort('API_PORT', env.API_PORT, 3001), 3001),
    dataDir,
    databaseUrl: check(() => parseDatabaseUrl(env.DATABASE_URL), undefined),
    siteUrl: check(() => siteUrlFromEnv(env), ''),
    mailDir: path.resolve(env.MAIL_DIR || path.join(dataDir, 'mail')),
    smtpUrl: check(() => smtpUrlFromEnv(env), undefined),
    uploadsDir: path.join(dataDir, 'uploads'),
    seedDemo: check(() => seedDemoFrom(env), false),
    inquiryTo: env.INQUIRY_TO || 'support@shirube.local',
    mailFrom: check(() => parseMailFrom(env.MAIL_FROM), undefined),
    inquiryLimitPerHour: check(() => parsePositiveInt('INQUIRY_LIMIT', env.INQUIRY_LIMIT), undefined),
    platformName: env.PLATFORM_NAME || undefined,
    invoiceRegistrationNumber: check(
      () => parseRegistrationNumber(env.INVOICE_REGISTRATION_NUMBER, isProduction(env)),
      undefined,
    ),
    platformFeeBp: check(() => parseFeeBp(env.PLATFORM_FEE_BP), undefined),
    schedulerIntervalMs: check(() => parseInterval(env.PUBLISH_SCHEDULER_MS), 0),
    reconcileIntervalMs: check(
      () => parseInterval(env.RECONCILE_INTERVAL_MS, 'RECONCILE_INTERVAL_MS', 60_000),
      0,
    ),
    purchaseMailWorker: check(
      () => parseSwitch('PURCHASE_MAIL_WORKER', env.PURCHASE_MAIL_WORKER, true),
      true,
    ),
    payouts: {
      ...check(() => payoutsFromEnv(env), {}),
      ...check(() => {
        const sender = senderFromEnv(env);
        return sender ? { sender } : {};
      }, {}),
    },
    now: check(() => clockFromEnv(env), undefined),
    ogpTestHosts: check(() => ogpTestHostsFromEnv(env), undefined),
    trustProxy: check(() => trustProxyFromEnv(env.TRUST_PROXY).entries, undefined),
    metrics: check(() => metricsListenFromEnv(env, 'API_'), null),
    signUpLimitPerHour: check(() => parsePositiveInt('SIGNUP_LIMIT', env.SIGNUP_LIMIT), undefined),
    viewRetentionDays: check(
      () => parseWhole('VIEW_RETENTION_DAYS', env.VIEW_RETENTION_DAYS, 1, 3650),
      undefined,
    ),
    resetLimitPerHour: check(() => parsePositiveInt('RESET_LIMIT', env.RESET_LIMIT), undefined),
    oauth: check(() => oauthFromEnv(env), []),
    payment: check(() => paymentFromEnv(env), SANDBOX),
    storage: check(() => storageFromEnv(env), undefined),
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/**
 * OGP_TEST_HOSTS (the e2e run only): JSON `{"name.test": "127.0.0.1"}` — these names resolve to the
 * given address and may be fetched although it is not public, so a spec can serve a page for a link
 * card without internet. Refused when NODE_ENV=production, like CLOCK_OFFSET_FILE.
 */
function ogpTestHostsFromEnv(env: NodeJS.ProcessEnv): AppConfig['ogpTestHosts'] {
  const raw = env.OGP_TEST_HOSTS;
  if (!raw) return undefined;
  if (env.NODE_ENV === 'production') throw new Error('OGP_TEST_HOSTS is for tests; refused in production');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('OGP_TEST_HOSTS must be a JSON object of host name → IP address');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('OGP_TEST_HOSTS must be a JSON object of host name → IP address');
  }
  return Object.fromEntries(
    Object.entries(parsed).map(([host, address]) => {
      if (typeof address !== 'string' || isIP(address) === 0 || !host.endsWith('.test')) {
        throw new Error(`OGP_TEST_HOSTS: ${host} must be a *.test name mapped to an IP address`);
      }
      return [host.toLowerCase(), [{ address, trusted: true }]];
    }),
  );
}
