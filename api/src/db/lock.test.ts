import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock } from './lock';

describe('PGlite folder lock', () => {
  const dir = () => mkdtempSync(path.join(os.tmpdir(), 'shirube-lock-'));

  it('refuses a second process with a message naming the folder and the other pid', () => {
    const lock = path.join(dir(), 'pglite.lock');
    writeFileSync(lock, String(process.ppid)); // a live process that is not us
    expect(() => acquireLock(lock, '/data/pglite')).toThrow(
      new RegExp(`/data/pglite is in use by another API process \\(pid ${process.ppid}`),
    );
  });

  it('takes over a stale lock and removes it on release', () => {
    const lock = path.join(dir(), 'pglite.lock');
    writeFileSync(lock, '999999999');
    const release = acquireLock(lock, '/data/pglite');
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lock)).toBe(false);
  });
});
