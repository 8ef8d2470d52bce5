/**
 * Reads the `.eml` files the API writes to MAIL_DIR (nodemailer's file transport), decoding the
 * MIME parts (base64 / quoted-printable — Japanese text is usually base64) so links can be found.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** All text of a message: its headers plus every decoded part (HTML included; links are what we want). */
export function decodeEml(raw: string): string {
  const split = (text: string) => {
    const at = text.search(/\r?\n\r?\n/);
    return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at).replace(/^\r?\n\r?\n/, '')];
  };
  const [topHeaders, topBody] = split(raw);
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  if (boundaries.length === 0) return `${topHeaders}\n${decodePart(topHeaders, topBody)}`;
  const parts: string[] = [topHeaders];
  for (const chunk of raw.split(
    new RegExp(`--(?:${boundaries.map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:--)?`),
  )) {
    const [headers, body] = split(chunk.replace(/^\r?\n/, ''));
    if (/content-type:/i.test(headers) && !/multipart\//i.test(headers))
      parts.push(decodePart(headers, body));
  }
  return parts.join('\n');
}

/** The newest `.eml` in `mailDir` (optionally the newest one sent to `to`), decoded. */
export async function newestMail(mailDir: string, to?: string): Promise<string | null> {
  const files = (await readdir(mailDir)).filter((f) => f.endsWith('.eml'));
  const dated = await Promise.all(
    files.map(async (f) => ({ f, t: (await stat(path.join(mailDir, f))).mtimeMs })),
  );
  for (const { f } of dated.sort((a, b) => b.t - a.t)) {
    const text = decodeEml(await readFile(path.join(mailDir, f), 'utf8'));
    if (!to || text.toLowerCase().includes(to.toLowerCase())) return text;
  }
  return null;
}

/** Waits for a mail to `to` containing a link with `pathPart`, returns that link. */
export async function waitForMailLink(
  mailDir: string,
  to: string,
  pathPart: string,
  timeoutMs = 15_000,
): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"'<>]*${pathPart.replace(/[?]/g, '\\?')}[^\\s"'<>]*`);
  while (Date.now() < deadline) {
    const text = await newestMail(mailDir, to);
    const link = text && pattern.exec(text)?.[0];
    if (link) return new URL(link.replace(/&amp;/g, '&'));
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} with a link to ${pathPart} in ${mailDir}`);
}
