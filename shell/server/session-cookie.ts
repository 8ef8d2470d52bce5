/**
 * The BFF session: the API's auth headers live only in this AES-256-GCM encrypted, httpOnly cookie.
 * GCM authenticates, so a tampered or foreign cookie decrypts to null (treated as signed out).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeOrNull } from './uri';

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

/** Per article id: the referral code (affiliateUid) and when it was remembered (ms). */
export type AffiliateMemory = Record<string, { uid: string; at: number }>;

/** Everything the cookie carries: the session (absent for guests) and the affiliate memory. */
export interface CookieState {
  session: SessionTokens | null;
  affiliates: AffiliateMemory;
}

// Plain text inside the cipher: {t?: {accessToken, client, uid, exp}, a?: AffiliateMemory}. The tokens
// expire on their own `exp` (14 days) even when the cookie lives longer for the affiliate memory.
export function encryptState(state: CookieState, key: Buffer, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const plain = JSON.stringify({
    ...(state.session ? { t: { ...state.session, exp: now + SESSION_MAX_AGE_S * 1000 } } : {}),
    ...(Object.keys(state.affiliates).length > 0 ? { a: state.affiliates } : {}),
  });
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

const EMPTY: CookieState = { session: null, affiliates: {} };

/** Tampered, foreign or unreadable → empty state (signed out, nothing remembered). */
export function decryptState(value: string | undefined, key: Buffer, now = Date.now()): CookieState {
  if (!value) return EMPTY;
  try {
    const buf = Buffer.from(value, 'base64url');
    if (buf.length < 29) return EMPTY;
    const decipher = createDecipheriv('aes-256-gcm', key, buf.subarray(0, 12));
    decipher.setAuthTag(buf.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(plain) as {
      t?: SessionTokens & { exp: number };
      a?: AffiliateMemory;
    } & Partial<SessionTokens & { exp: number }>;
    // Cookies written before the affiliate memory held the tokens at the top level.
    const t = parsed.t ?? (parsed.accessToken ? (parsed as SessionTokens & { exp: number }) : undefined);
    const session =
      t && typeof t.exp === 'number' && t.exp >= now
        ? { accessToken: t.accessToken, client: t.client, uid: t.uid }
        : null;
    const affiliates = parsed.a && typeof parsed.a === 'object' ? parsed.a : {};
    return { session, affiliates };
  } catch {
    return EMPTY;
  }
}

export function encryptSession(tokens: SessionTokens, key: Buffer, now = Date.now()): string {
  return encryptState({ session: tokens, affiliates: {} }, key, now);
}

export function decryptSession(value: string, key: Buffer, now = Date.now()): SessionTokens | null {
  return decryptState(value, key, now).session;
}

export function readCookie(header: string | undefined, name = COOKIE_NAME): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    // A malformed value (`%E0`) is no cookie of ours: treated as absent, never a 500.
    if (i > 0 && part.slice(0, i).trim() === name) return decodeOrNull(part.slice(i + 1).trim()) ?? undefined;
  }
  return undefined;
}

/** Brief: a referral is remembered for 30 days, so a cookie carrying one lives that long. */
export const AFFILIATE_MAX_AGE_S = 30 * 24 * 60 * 60;

export function sessionCookie(value: string, secure: boolean, maxAgeS = SESSION_MAX_AGE_S): string {
  return `${COOKIE_NAME}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeS}${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie for a state: cleared when empty, 30 days with affiliate memory, else 14 days. */
export function stateCookie(state: CookieState, key: Buffer, secure: boolean): string {
  const remembers = Object.keys(state.affiliates).length > 0;
  if (!state.session && !remembers) return clearedSessionCookie(secure);
  return sessionCookie(encryptState(state, key), secure, remembers ? AFFILIATE_MAX_AGE_S : SESSION_MAX_AGE_S);
}

export function clearedSessionCookie(secure: boolean): string {
  return `${COOKIE_NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`;
}

/**
 * The browser's sign-in device token (issue 20; the API's auth/devices.ts): the right password from a
 * browser that signed in before is not blocked by other addresses' failures. The API makes the token;
 * it is random and checked against the API's stored hash, so the cookie holds it as is. httpOnly, sent
 * only to /v1/auth (sign-in, the reset's new password), a year long, and kept on sign-out on purpose
 * (the browser stays a known one; it proves nothing without the password).
 */
export const DEVICE_COOKIE = 'shirube_device';
export const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

export const deviceCookie = (token: string, secure: boolean): string | null =>
  DEVICE_TOKEN.test(token)
    ? `${DEVICE_COOKIE}=${token}; Path=/v1/auth; HttpOnly; SameSite=Lax; Max-Age=${DEVICE_MAX_AGE_S}${secure ? '; Secure' : ''}`
    : null;
