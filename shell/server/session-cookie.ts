/**
 * The BFF session: the API's auth headers live only in this AES-256-GCM encrypted, httpOnly cookie.
 * GCM authenticates, so a tampered or foreign cookie decrypts to null (treated as signed out).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COOKIE_NAME = 'shirube_session';
/** Spec §9: cookie lifetime 14 days. */
export const SESSION_MAX_AGE_S = 14 * 24 * 60 * 60;

export interface SessionTokens {
  accessToken: string;
  client: string;
  uid: string;
}

/** 32-byte key from the configured secret, or from one generated once and kept in DATA_DIR. */
export function loadSessionKey(secret: string | undefined, dataDir: string): Buffer {
  let raw = secret;
  if (!raw) {
    const file = path.join(dataDir, 'session-secret');
    if (existsSync(file)) raw = readFileSync(file, 'utf8').trim();
    else {
      mkdirSync(dataDir, { recursive: true });
      raw = randomBytes(32).toString('base64url');
      writeFileSync(file, raw, { mode: 0o600, flag: 'wx' });
    }
  }
  return createHash('sha256').update(raw).digest();
}

export function encryptSession(tokens: SessionTokens, key: Buffer, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const plain = JSON.stringify({ ...tokens, exp: now + SESSION_MAX_AGE_S * 1000 });
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

export function decryptSession(value: string, key: Buffer, now = Date.now()): SessionTokens | null {
  try {
    const buf = Buffer.from(value, 'base64url');
    if (buf.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, buf.subarray(0, 12));
    decipher.setAuthTag(buf.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(plain) as SessionTokens & { exp: number };
    if (typeof parsed.exp !== 'number' || parsed.exp < now) return null;
    return { accessToken: parsed.accessToken, client: parsed.client, uid: parsed.uid };
  } catch {
    return null;
  }
}

export function readCookie(header: string | undefined, name = COOKIE_NAME): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

export function sessionCookie(value: string, secure: boolean): string {
  return `${COOKIE_NAME}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE_S}${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${COOKIE_NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}
