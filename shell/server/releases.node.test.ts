import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { activeVersion } from './releases';

let root: string;
let errors: jest.SpyInstance;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'shirube-releases-'));
  await mkdir(path.join(root, 'mf_editor'));
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  errors.mockRestore();
  await rm(root, { recursive: true, force: true });
});

const current = (text: string) => writeFile(path.join(root, 'mf_editor/current.json'), text);

test('a corrupt current.json keeps the last good version live and is logged once, loudly', async () => {
  await current(JSON.stringify({ active: '1.0.0-a', history: [] }));
  expect(await activeVersion(root, 'mf_editor')).toBe('1.0.0-a');
  await current('{"active": "1.0');
  expect(await activeVersion(root, 'mf_editor')).toBe('1.0.0-a');
  expect(await activeVersion(root, 'mf_editor')).toBe('1.0.0-a');
  expect(errors).toHaveBeenCalledTimes(1);
  expect(errors.mock.calls[0][0]).toMatch(
    /ERROR .*current\.json is corrupt \(not valid JSON\); still serving 1\.0\.0-a/,
  );
  await current(JSON.stringify({ active: '1.0.0-b', history: ['1.0.0-a'] }));
  expect(await activeVersion(root, 'mf_editor')).toBe('1.0.0-b');
});

test('a current.json that disappears keeps the last good version', async () => {
  await current(JSON.stringify({ active: '1.0.0-a', history: [] }));
  await activeVersion(root, 'mf_editor');
  await rm(path.join(root, 'mf_editor/current.json'));
  expect(await activeVersion(root, 'mf_editor')).toBe('1.0.0-a');
  expect(errors.mock.calls[0][0]).toContain('is missing; still serving 1.0.0-a');
});

test('a process started while current.json is corrupt serves the last activation of the history', async () => {
  const line = (version: string, command: string) =>
    JSON.stringify({ at: '2026-11-26T00:00:00.000Z', remote: 'mf_reader', version, command, previous: null });
  await mkdir(path.join(root, 'mf_reader'));
  await writeFile(path.join(root, 'mf_reader/current.json'), '{"act');
  // Newest stored is 1.0.0-c, rolled back as bad: the history's last line names 1.0.0-b.
  const history = [line('1.0.0-b', 'publish'), line('1.0.0-c', 'publish'), line('1.0.0-b', 'rollback')];
  await writeFile(path.join(root, 'mf_reader/history.jsonl'), `${history.join('\n')}\n{"at":"20`);
  expect(await activeVersion(root, 'mf_reader')).toBe('1.0.0-b');
  expect(errors.mock.calls[0][0]).toContain('is corrupt (not valid JSON); still serving 1.0.0-b');
});

test('nothing published yet is not an error', async () => {
  expect(await activeVersion(root, 'mf_seller')).toBeNull();
  expect(errors).not.toHaveBeenCalled();
});

test('pages asking at the same moment share one read of current.json; the next read sees a rollback', async () => {
  const fs: { readFile: (...args: unknown[]) => unknown } = jest.requireActual('node:fs/promises');
  const reads = jest.spyOn(fs, 'readFile');
  try {
    await current(JSON.stringify({ active: '1.0.0-b', history: ['1.0.0-a'] }));
    const burst = await Promise.all(Array.from({ length: 16 }, () => activeVersion(root, 'mf_editor')));
    expect(burst).toEqual(Array(16).fill('1.0.0-b'));
    const currentReads = () => reads.mock.calls.filter(([file]) => String(file).endsWith('current.json'));
    expect(currentReads()).toHaveLength(1);
    await current(JSON.stringify({ active: '1.0.0-a', history: [] }));
    expect(await activeVersion(root, 'mf_editor')).toBe('1.0.0-a');
    expect(currentReads()).toHaveLength(2);
  } finally {
    reads.mockRestore();
  }
});
