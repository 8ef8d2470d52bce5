// The production log (issue 22): one JSON object a line; personal data and secrets out, by key and in
// error texts (a drizzle error's `params:` line, pg's duplicate-key detail, URL passwords); console
// calls become lines of the matching level with the error as a field.
import { Writable } from 'node:stream';
import { errorField, productionLogger, routeConsole, scrubText, requestLineOf, setUpServerLog } from './log';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: productionLogger('api', stream) };
}

/** What drizzle throws: the SQL and its parameters in the message, the driver's error as the cause. */
function drizzleLikeError() {
  const pgError = Object.assign(
    new Error('duplicate key value violates unique constraint "users_email_unique"'),
    {
      code: '23505',
      detail: 'Key (email)=(hanako@example.jp) already exists.',
      parameters: ['hanako@example.jp', '203.0.113.9'],
    },
  );
  return Object.assign(
    new Error(
      'Failed query: insert into users (email, ip) values ($1, $2)\nparams: hanako@example.jp,203.0.113.9',
      {
        cause: pgError,
      },
    ),
    { params: ['hanako@example.jp', '203.0.113.9'], query: 'insert …' },
  );
}

test('a line is one JSON object: ISO time, level name, service, msg', () => {
  const { lines, logger } = capture();
  logger.info('API listening on http://127.0.0.1:3001');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    level: 'info',
    service: 'api',
    msg: 'API listening on http://127.0.0.1:3001',
  });
  expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
});

test('emails, tokens, passwords, cookies and authorization headers are redacted by key', () => {
  const { lines, logger } = capture();
  logger.info(
    {
      email: 'a@example.jp',
      user: { email: 'b@example.jp', password: 'pw', token: 't' },
      headers: {
        authorization: 'Bearer x',
        cookie: 'shirube_session=abc',
        'access-token': 'tok',
        accept: '*/*',
      },
    },
    'x',
  );
  const text = JSON.stringify(lines[0]);
  for (const secret of ['a@example.jp', 'b@example.jp', '"pw"', 'Bearer x', 'shirube_session', 'tok"'])
    expect(text).not.toContain(secret);
  expect(lines[0]).toMatchObject({ headers: { accept: '*/*', cookie: '[redacted]' } });
});

test('an error is a field with its stack and cause; SQL parameters, duplicate values and emails are not', () => {
  const { lines, logger } = capture();
  logger.error({ err: drizzleLikeError() }, 'request r-1 failed');
  const line = lines[0] as {
    err: { message: string; stack: string; cause: { code: string; message: string } };
  };
  expect(line.err.message).toBe(
    'Failed query: insert into users (email, ip) values ($1, $2)\nparams: [redacted]',
  );
  expect(line.err.stack).toContain('log.node.test.ts');
  expect(line.err.cause).toMatchObject({ code: '23505' });
  const text = JSON.stringify(line);
  expect(text).not.toContain('hanako');
  expect(text).not.toContain('203.0.113.9');
  expect(text).not.toContain('detail');
});

test('texts lose URL passwords and addresses; a non-Error is described', () => {
  expect(scrubText('connect postgres://app:hunter2@db:5432/x for taro@example.jp')).toBe(
    'connect postgres://app:***@db:5432/x for [email]',
  );
  expect(errorField('boom')).toEqual({ type: 'string', message: 'boom' });
});

test('console calls become lines of the matching level, the Error as `err`', () => {
  const { lines, logger } = capture();
  const saved = { ...console };
  try {
    routeConsole(logger);
    console.log('search: indexed %d articles', 3);
    console.warn('[csp] violation script-src blocked inline on https://x.test/');
    console.error('[inquiry] mail of #4 to c@example.jp failed', new Error('SMTP 550 for c@example.jp'));
  } finally {
    Object.assign(console, saved);
  }
  expect(lines.map((l) => [l.level, l.msg])).toEqual([
    ['info', 'search: indexed 3 articles'],
    ['warn', '[csp] violation script-src blocked inline on https://x.test/'],
    ['error', '[inquiry] mail of #4 to [email] failed'],
  ]);
  expect(lines[2]).toMatchObject({ err: { type: 'Error', message: 'SMTP 550 for [email]' } });
});

// Issue 41: request lines named neither the server nor its process, unlike every other line.
test('a request line carries the service and pid of the server that wrote it, in both modes', () => {
  const line = JSON.stringify({ time: 't', level: 'info', msg: 'request', path: '/', status: 200 });
  expect(JSON.parse(requestLineOf('api', 4242)(line))).toEqual({
    service: 'api',
    pid: 4242,
    time: 't',
    level: 'info',
    msg: 'request',
    path: '/',
    status: 200,
  });
  const written: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    setUpServerLog('shell', { NODE_ENV: 'test' }).requestLine(line);
  } finally {
    write.mockRestore();
  }
  expect(JSON.parse(written[0]!)).toMatchObject({ service: 'shell', pid: process.pid, msg: 'request' });
});
