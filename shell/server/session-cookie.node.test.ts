import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  decryptSession,
  encryptSession,
  loadSessionKey,
  SESSION_MAX_AGE_S,
  sessionCookie,
} from './session-cookie';

const tokens = { accessToken: 'at-123', client: 'cl-456', uid: 'taro@example.jp' };

describe('session cookie', () => {
  const key = loadSessionKey('test-secret', '/nonexistent');

  it('round-trips the auth headers and does not contain them in clear text', () => {
    const value = encryptSession(tokens, key);
    expect(value).not.toContain('at-123');
    expect(value).not.toContain('taro');
    expect(decryptSession(value, key)).toEqual(tokens);
  });

  it('rejects a tampered cookie, another key, and an expired one', () => {
    const value = encryptSession(tokens, key);
    const buf = Buffer.from(value, 'base64url');
    buf[buf.length - 1] ^= 1;
    expect(decryptSession(buf.toString('base64url'), key)).toBeNull();
    expect(decryptSession(value, loadSessionKey('other-secret', '/nonexistent'))).toBeNull();
    expect(decryptSession('garbage', key)).toBeNull();
    const old = encryptSession(tokens, key, Date.now() - (SESSION_MAX_AGE_S + 1) * 1000);
    expect(decryptSession(old, key)).toBeNull();
  });

  it('is httpOnly, SameSite=Lax, 14 days, and Secure only on https', () => {
    expect(sessionCookie('v', false)).toBe(
      'shirube_session=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=1209600',
    );
    expect(sessionCookie('v', true)).toMatch(/; Secure$/);
  });

  it('without SESSION_SECRET generates one secret and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shirube-secret-'));
    const first = loadSessionKey(undefined, dir);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').length).toBeGreaterThan(20);
    expect(loadSessionKey(undefined, dir).equals(first)).toBe(true);
  });
});
