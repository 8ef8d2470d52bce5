import { writeFile } from 'node:fs/promises';
import { fsErrorLine } from './errors';

test('a full disk is one line naming the store and saying nothing went live', async () => {
  // /dev/full answers every write with ENOSPC: a real disk-full error, not a made-up one.
  const error = await writeFile('/dev/full', 'x').catch((e: unknown) => e);
  // A failed write carries no path: the line names the store instead.
  expect(fsErrorLine(error, '/srv/releases')).toBe(
    'no space left on the device (release store /srv/releases) [ENOSPC]; the live versions were not changed',
  );
});

test('a read-only or forbidden path is named with its reason', () => {
  // EROFS and EACCES cannot be caused here (the tests run as root on a writable disk): Node's shape.
  const readOnly = Object.assign(new Error('EROFS'), { code: 'EROFS', path: '/srv/releases/x' });
  expect(fsErrorLine(readOnly, '/srv/releases')).toBe(
    'the file system is read-only (/srv/releases/x) [EROFS]; the live versions were not changed',
  );
  const denied = Object.assign(new Error('EACCES'), { code: 'EACCES', path: '/srv/releases' });
  expect(fsErrorLine(denied, '/srv/releases')).toContain('permission denied (/srv/releases) [EACCES]');
});

test('other errors are not disguised as disk errors', () => {
  expect(fsErrorLine(new SyntaxError('Unexpected token'), '/srv')).toBeNull();
  expect(fsErrorLine(Object.assign(new Error('gone'), { code: 'ENOENT' }), '/srv')).toBeNull();
});
