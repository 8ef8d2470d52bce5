/**
 * Both servers' logs (issue 22). Under NODE_ENV=production every line is one JSON object (pino) on
 * stdout, written through pino's asynchronous destination (a synchronous stdout write per request cost
 * 15–25 % of list throughput): start-up and stop lines, request lines, errors with `err.stack` as a field.
 * Anything that reaches `console` (libraries, the capability modules' `console.error(…)`) is routed
 * into the same logger. Personal data stays out: emails, tokens, passwords, cookies and authorization
 * headers are redacted by key (pino `redact`) and, in error messages and stacks, by pattern — a drizzle
 * error's message carries the SQL parameters (`params: a@b.jp,…`), pg's `detail` the duplicate value.
 * Outside production nothing changes: readable console lines, request lines as JSON (tests parse them).
 */
import { format } from 'node:util';
import pino, { type Logger } from 'pino';
import { isProduction } from './production';

const REDACTED = '[redacted]';

/** Keys whose values never reach a log line, at the top level and one object down (pino `redact`). */
const SECRET_KEYS = [
  'email',
  'password',
  'token',
  'accessToken',
  '["access-token"]',
  'cookie',
  'authorization',
  'params',
  'parameters',
  'uid',
];
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => (k.startsWith('[') ? `*${k}` : `*.${k}`)),
  ...['headers', 'req.headers'].flatMap((h) =>
    ['authorization', 'cookie', '["set-cookie"]', '["access-token"]', 'client', 'uid'].map((k) =>
      k.startsWith('[') ? `${h}${k}` : `${h}.${k}`,
    ),
  ),
];

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Message or stack text with what identifies a person or opens a session taken out. */
export function scrubText(text: string): string {
  return (
    text
      // drizzle: "Failed query: …\nparams: 1,a@b.jp,…" — the SQL stays (it names the statement), values go.
      .replace(/^(\s*params:).*$/gm, `$1 ${REDACTED}`)
      // pg unique violations: "Key (email)=(a@b.jp) already exists."
      .replace(/(Key \([^)]*\)=)\([^)]*\)/g, `$1(${REDACTED})`)
      // credentials inside URLs (postgres://user:password@host, smtp://…)
      .replace(/(\/\/[^/:@\s]+:)[^@\s/]+@/g, '$1***@')
      .replace(/\b(bearer|token[=:]\s*)\s*[A-Za-z0-9._~+/-]{8,}=*/gi, `$1${REDACTED}`)
      .replace(EMAIL, '[email]')
  );
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: LoggedError;
}

/**
 * An error as a log field: type, message, stack and code, scrubbed, with its `cause` chain — and none of
 * its other own properties (pg and drizzle errors carry `parameters`, `params`, `detail`, `query`).
 */
export function errorField(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(format('%s', error)) };
  const e = error as Error & { code?: unknown };
  return {
    type: e.name,
    message: scrubText(e.message),
    ...(e.stack ? { stack: scrubText(e.stack) } : {}),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(e.cause !== undefined && depth < 5 ? { cause: errorField(e.cause, depth + 1) } : {}),
  };
}

export interface ServerLog {
  /** pino in production; undefined outside it (the console stays as it was). */
  readonly logger?: Logger;
  /** Where request lines go: pino's destination in production, stdout otherwise. */
  readonly requestLine: (line: string) => void;
  /** Writes what is buffered, then exits (an asynchronous destination would lose the last lines). */
  exit(code: number): never;
}

/** The production logger of one server (`service`: api, shell). `stream` for tests (default: stdout). */
export function productionLogger(service: string, stream?: pino.DestinationStream): Logger {
  return pino(
    {
      base: { service, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: errorField },
    },
    stream ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** console.log/info/debug → info, warn → warn, error → error; the first Error argument becomes `err`. */
export function routeConsole(logger: Logger): void {
  const route =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((a) => a instanceof Error);
      const rest = args.filter((a) => a !== error);
      const msg = scrubText(format(...(rest as [unknown, ...unknown[]])));
      if (error) logger[level]({ err: error }, msg);
      else logger[level](msg);
    };
  console.log = route('info');
  console.info = route('info');
  console.debug = route('info');
  console.warn = route('warn');
  console.error = route('error');
}

/**
 * A request line (ops-listener.ts: one JSON object) with the fields every other line of the server has
 * (`service`, `pid`): with N processes of each server on one log stream, a request names its process
 * (issue 41). Prepended as text — the line is JSON already, parsing it again per request buys nothing.
 */
export const requestLineOf =
  (service: string, pid: number = process.pid) =>
  (line: string): string =>
    line.startsWith('{') ? `{"service":${JSON.stringify(service)},"pid":${pid},${line.slice(1)}` : line;

/**
 * Sets up a server's logging from NODE_ENV: in production a pino logger owns stdout and `console`,
 * and uncaught errors become one `fatal` line before the exit.
 */
export function setUpServerLog(service: string, env: NodeJS.ProcessEnv = process.env): ServerLog {
  const tagged = requestLineOf(service);
  if (!isProduction(env)) {
    return {
      requestLine: (line) => void process.stdout.write(`${tagged(line)}\n`),
      exit: (code) => process.exit(code),
    };
  }
  const destination = pino.destination({ dest: 1, sync: false });
  const logger = productionLogger(service, destination);
  const exit = (code: number): never => {
    try {
      destination.flushSync();
    } catch {
      // Not writable any more (stdout closed): nothing left to save.
    }
    process.exit(code);
  };
  routeConsole(logger);
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled rejection');
    exit(1);
  });
  return { logger, requestLine: (line) => void destination.write(`${tagged(line)}\n`), exit };
}
