// How mail leaves the API (SMTP_URL, MAIL_TRANSPORT) and whom it is from (MAIL_FROM). Malformed values
// are refused in every mode (nodemailer threw a TypeError deep inside on `SMTP_URL=garbage`); in
// production mail must be sent for real unless the operator says files on purpose (issue 22).
import { EMAIL_FORMAT } from '@shirube/domain';
import { isProduction } from '@shirube/server';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { parseServiceUrl } from '../service-url';

/** smtp:// or smtps://, a host, optional user:password and query (nodemailer's options). */
export const parseSmtpUrl = (value: string | undefined): string | undefined =>
  parseServiceUrl(
    value,
    /^smtps?:$/,
    (shown) =>
      `SMTP_URL must be an smtp:// or smtps:// URL with a host (and the user and password the server needs), got "${shown}"`,
  );

/** One address, optionally with a display name: `"しるべ" <no-reply@example.jp>` or `no-reply@example.jp`. */
export function parseMailFrom(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = addressparser(value, { flatten: true });
  if (parsed.length !== 1 || !EMAIL_FORMAT.test(parsed[0]!.address))
    throw new Error(
      `MAIL_FROM must be one address, optionally with a name ("しるべ" <no-reply@your-domain>), got "${value}"`,
    );
  return value;
}

/**
 * SMTP_URL → SMTP; MAIL_TRANSPORT=files → .eml files in MAIL_DIR. Unset both: files outside production,
 * refused in production (mail silently written to a folder nobody reads loses every confirmation mail).
 */
export function smtpUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const transport = env.MAIL_TRANSPORT ?? '';
  if (transport !== '' && transport !== 'smtp' && transport !== 'files')
    throw new Error(`MAIL_TRANSPORT must be smtp or files, got "${transport}"`);
  const smtpUrl = parseSmtpUrl(env.SMTP_URL);
  if (transport === 'files' && smtpUrl)
    throw new Error('MAIL_TRANSPORT=files and SMTP_URL are both set: unset one');
  if (transport === 'smtp' && !smtpUrl) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
  if (!smtpUrl && transport !== 'files' && isProduction(env))
    throw new Error(
      'SMTP_URL must be set in production (or MAIL_TRANSPORT=files to keep mail as .eml files in MAIL_DIR)',
    );
  return smtpUrl;
}
