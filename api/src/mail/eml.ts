// Reading the .eml files the default mailer writes (tests, e2e helpers, a developer's script).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Body text of a single-part message (base64, as the mailer writes it, or quoted-printable), decoded. */
export function emlText(eml: string): string {
  const bodyStart = eml.search(/\r?\n\r?\n/);
  const body = bodyStart < 0 ? '' : eml.slice(bodyStart).trimStart();
  const headers = bodyStart < 0 ? eml : eml.slice(0, bodyStart);
  if (/^content-transfer-encoding:\s*base64/im.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** The links in a decoded body (what readMailsTo returns). Decoding it a second time would turn a
 * token that starts with two hex digits (`…token=4F…`) into another character: that was a 1-in-16 flake. */
export function textLinks(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

/** Newest-first list of {file, to, text} for the messages in `mailDir` sent to `to`. */
export async function readMailsTo(
  mailDir: string,
  to: string,
): Promise<Array<{ file: string; text: string }>> {
  const files = (await readdir(mailDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  const result: Array<{ file: string; text: string }> = [];
  for (const file of files) {
    const eml = await readFile(path.join(mailDir, file), 'utf8');
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(eml)) {
      result.push({ file, text: emlText(eml) });
    }
  }
  return result;
}
