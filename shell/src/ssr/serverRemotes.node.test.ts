// The node containers the shell server renders with, as a deploy switches versions: the version still
// served while the new one warms keeps its loaded pages (no re-registration back and forth).
const calls: Array<{ entry: string; force: boolean }> = [];
let current = '';
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: Array<{ entry: string }>, options: { force: boolean }) => {
    current = remotes[0]!.entry;
    calls.push({ entry: current, force: options.force });
  },
  // The runtime loads whatever entry is registered at the time of the call.
  loadRemote: async () => ({ entry: current }),
}));

import { loadServerPages } from './serverRemotes';

const url = (v: string) => `http://127.0.0.1:1/remotes/mf_reader/${v}/ssr/rmf_reader.js`;

it('keeps the served version loaded while the next one is registered, and forgets the one before', async () => {
  expect(await loadServerPages('mf_reader', url('v1'))).toEqual({ entry: url('v1') });
  // A deploy warms v2 while readers are still answered with v1.
  expect(await loadServerPages('mf_reader', url('v2'))).toEqual({ entry: url('v2') });
  expect(await loadServerPages('mf_reader', url('v1'))).toEqual({ entry: url('v1') });
  expect(calls).toEqual([
    { entry: url('v1'), force: false },
    { entry: url('v2'), force: true },
  ]);
  // v3 goes live: v1 is two versions back and is let go; asking for it again registers it anew.
  await loadServerPages('mf_reader', url('v3'));
  expect(await loadServerPages('mf_reader', url('v2'))).toEqual({ entry: url('v2') });
  expect(calls).toHaveLength(3);
  expect(await loadServerPages('mf_reader', url('v1'))).toEqual({ entry: url('v1') });
  expect(calls.at(-1)).toEqual({ entry: url('v1'), force: true });
});
