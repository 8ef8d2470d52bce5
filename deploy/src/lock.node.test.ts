import { readFile, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { LOCK_WAIT_MS, withLock } from './lock';
import { SMOKE_LIMIT_MS } from './smoke';
import { refusal, tempStore } from './testing';

const store = tempStore('shirube-lock');
const lockPath = () => path.join(store.root, '.lock');

test('a writer waits longer than a publish can hold the lock (its smoke check included)', () => {
  expect(LOCK_WAIT_MS).toBeGreaterThan(SMOKE_LIMIT_MS);
});

test('a live holder is waited for, and the lock is taken as soon as it is released', async () => {
  await withLock(lockPath(), async () => undefined); // creates the folder
  await writeFile(lockPath(), String(process.pid)); // held by a live process (this one)
  setTimeout(() => void rm(lockPath()), 300);
  const order: string[] = [];
  await withLock(lockPath(), async () => order.push('ran'), 10_000);
  expect(order).toEqual(['ran']);
  await expect(readFile(lockPath())).rejects.toThrow(/ENOENT/); // released after
});

test('the wait starts again for each holder: a third writer outlasts two publishes before it', async () => {
  await withLock(lockPath(), async () => undefined);
  await writeFile(lockPath(), String(process.pid)); // the first holder (alive)
  // 700 ms each, 1,400 ms in all, against a wait of 1,000 ms for any one holder. pid 1 is always alive.
  setTimeout(() => void writeFile(lockPath(), '1'), 700);
  setTimeout(() => void rm(lockPath()), 1_400);
  expect(await withLock(lockPath(), async () => 'third', 1_000)).toBe('third');
});

test('a live holder past the wait is refused with its process named; nothing runs', async () => {
  await withLock(lockPath(), async () => undefined);
  await writeFile(lockPath(), String(process.pid));
  let ran = false;
  const error = await refusal(withLock(lockPath(), async () => (ran = true), 200));
  expect(error.code).toBe('locked');
  expect(error.message).toContain(`locked by process ${process.pid}`);
  expect(ran).toBe(false);
});

test('a dead holder’s lock is taken over at once', async () => {
  await withLock(lockPath(), async () => undefined);
  const child = spawn(process.execPath, ['-e', '0']);
  const deadPid = child.pid!;
  await new Promise((r) => child.on('exit', r));
  await writeFile(lockPath(), String(deadPid));
  expect(await withLock(lockPath(), async () => 'taken', 200)).toBe('taken');
});
