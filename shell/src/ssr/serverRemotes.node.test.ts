// The node containers the shell server renders with, as a deploy switches versions: the version still
// served while the new one loads keeps its loaded pages (no re-registration back and forth), the least
// recently used one goes, and registrations never overlap a load in flight.
const calls: Array<{ entry: string; force: boolean }> = [];
let current = '';
let gate: Promise<void> = Promise.resolve();
jest.mock('@module-federation/runtime', () => ({
  registerRemotes: (remotes: Array<{ entry: string }>, options: { force: boolean }) => {
    current = remotes[0]!.entry;
    calls.push({ entry: current, force: options.force });
  },
  // The runtime loads whatever entry is registered when the load completes (as MF's global does).
  loadRemote: async () => {
    await gate;
    return { entry: current };
  },
}));

import { loadServerPages } from './serverRemotes';

const url = (v: string) => `http://127.0.0.1:1/remotes/mf_reader/${v}/ssr/rmf_reader.js`;

beforeEach(() => {
  calls.length = 0;
});

it('keeps the served version loaded while the next one is registered; the least recently used goes', async () => {
  expect(await loadServerPages('mf_reader', url('v1'))).toEqual({ entry: url('v1') });
  // A deploy loads v2 while readers are still answered with v1.
  expect(await loadServerPages('mf_reader', url('v2'))).toEqual({ entry: url('v2') });
  expect(await loadServerPages('mf_reader', url('v1'))).toEqual({ entry: url('v1') });
  expect(calls).toEqual([
    { entry: url('v1'), force: false },
    { entry: url('v2'), force: true },
  ]);
  // v1 is served again (a rollback), then v3 loads: v2, used least recently, is let go — not v1.
  await loadServerPages('mf_reader', url('v3'));
  expect(await loadServerPages('mf_reader', url('v1'))).toEqual({ entry: url('v1') });
  expect(calls).toHaveLength(3);
  expect(await loadServerPages('mf_reader', url('v2'))).toEqual({ entry: url('v2') });
  expect(calls.at(-1)).toEqual({ entry: url('v2'), force: true });
});

it('registers the next release only after the load in flight has settled', async () => {
  let open!: () => void;
  gate = new Promise((resolve) => (open = resolve));
  const a = loadServerPages('mf_editor', url('a'));
  const b = loadServerPages('mf_editor', url('b'));
  await new Promise((resolve) => setImmediate(resolve));
  // Without the queue, b's registration would replace a's while a loads, and a would get b's pages.
  expect(calls.map((c) => c.entry)).toEqual([url('a')]);
  open();
  expect(await a).toEqual({ entry: url('a') });
  expect(await b).toEqual({ entry: url('b') });
  gate = Promise.resolve();
});
