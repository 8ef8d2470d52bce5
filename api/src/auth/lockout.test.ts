// Issue 20, items 3 and 4: brute force is kept out without handing attackers a lock on someone else's
// account — a browser that signed in before gets in past other addresses' failures, an address is
// counted per account it failed on (a shared NAT is not blocked for everyone), a locked owner gets in
// through the mailed reset link — and X-Forwarded-For through a trusted proxy cannot be rotated.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readMailsTo, textLinks } from '../mail/eml';
import { authHeaders, createUser, describeApi } from '../testing/harness';
import { serverLibrary } from '../testing/server-under-test';
import { SIGN_IN_ACCOUNT_THRESHOLD, SIGN_IN_ADDRESS_THRESHOLD, SIGN_IN_PAIR_THRESHOLD } from './sign-in-gate';

const from = (address: string, device?: string) => ({
  'x-forwarded-for': address,
  ...(device ? { 'device-token': device } : {}),
});
const times = <T>(n: number, value: T) => Array.from({ length: n }, () => value);

describeApi('sign-in lockouts that cannot be weaponised', (api) => {
  const signIn = (email: string, password: string, address: string, device?: string) =>
    api().call('POST', '/v1/auth/sign_in', { headers: from(address, device), json: { email, password } });

  it('seven wrong passwords from one address: that address backs off, the owner elsewhere signs in', async () => {
    const { user } = await createUser(api().db);
    const attacker: number[] = [];
    for (let i = 0; i < 7; i++) attacker.push((await signIn(user.email, 'guess', '198.51.100.1')).status);
    expect(attacker).toEqual([...times(SIGN_IN_PAIR_THRESHOLD, 401), 429, 429]);
    // The right password from the attacker's address is refused unchecked…
    expect((await signIn(user.email, 'password123', '198.51.100.1')).status).toBe(429);
    // …from the owner's (a browser never seen before, at another address) it is not.
    const owner = await signIn(user.email, 'password123', '203.0.113.7');
    expect(owner.status).toBe(200);
    expect(owner.headers.get('device-token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a browser that signed in before gets in while the account is blocked for every stranger', async () => {
    const { user } = await createUser(api().db);
    const first = await signIn(user.email, 'password123', '203.0.113.20');
    const device = first.headers.get('device-token')!;
    // A spread-out attack: every address new, every browser unknown.
    for (let i = 0; i < 30; i++) await signIn(user.email, 'guess', `198.51.100.${100 + i}`);
    expect((await signIn(user.email, 'password123', '203.0.113.21')).status).toBe(429);
    // The owner's browser, even from yet another address (a phone changing networks).
    const back = await signIn(user.email, 'password123', '192.0.2.200', device);
    expect(back.status).toBe(200);
    expect(back.headers.get('device-token')).toBe(device);
    // A token of another account's browser, or a made-up one, is no key to this account.
    const stranger = await createUser(api().db);
    const theirs = (await signIn(stranger.user.email, 'password123', '203.0.113.22')).headers.get(
      'device-token',
    )!;
    expect((await signIn(user.email, 'password123', '203.0.113.22', theirs)).status).toBe(429);
    expect((await signIn(user.email, 'password123', '203.0.113.22', 'x'.repeat(43))).status).toBe(429);
  });

  it("a known browser's own failures block only that browser", async () => {
    const { user } = await createUser(api().db);
    const device = (await signIn(user.email, 'password123', '203.0.113.30')).headers.get('device-token')!;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signIn(user.email, 'guess', '203.0.113.30', device)).status);
    expect(statuses).toEqual([...times(5, 401), 429]);
    const blocked = await signIn(user.email, 'password123', '203.0.113.30', device);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Those failures were not counted against the account: a new browser at the same address gets in.
    expect((await signIn(user.email, 'password123', '203.0.113.30')).status).toBe(200);
  });

  it('an address counts the accounts it failed on: one attacked account does not block a shared NAT', async () => {
    const { db } = api();
    const [victim, colleague] = [await createUser(db), await createUser(db)];
    const nat = '192.0.2.99';
    for (let i = 0; i < 40; i++) await signIn(victim.user.email, `guess-${i}`, nat);
    expect((await signIn(colleague.user.email, 'password123', nat)).status).toBe(200);
    // A typo of the colleague's is an ordinary 401, not a lock.
    expect((await signIn(colleague.user.email, 'typo', nat)).status).toBe(401);
  });

  it(`credential stuffing from one address: 429 + Retry-After once it failed on ${SIGN_IN_ADDRESS_THRESHOLD} accounts`, async () => {
    const { db } = api();
    const real = await createUser(db);
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_ADDRESS_THRESHOLD + 5; i++)
      statuses.push((await signIn(`stuffed-${i}@example.com`, 'leaked-pw', '192.0.2.150')).status);
    expect(statuses).toEqual([...times(SIGN_IN_ADDRESS_THRESHOLD, 401), ...times(5, 429)]);
    const refused = await signIn(real.user.email, 'password123', '192.0.2.150');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a locked account signs in through the mailed reset link; then every browser may again', async () => {
    const { db, call, mailDir } = api();
    const { user } = await createUser(db);
    for (let i = 0; i < SIGN_IN_ACCOUNT_THRESHOLD + 3; i++)
      await signIn(user.email, 'guess', `198.51.100.${200 + i}`);
    expect((await signIn(user.email, 'password123', '203.0.113.40')).status).toBe(429);

    expect((await call('POST', '/v1/auth/password', { json: { email: user.email } })).status).toBe(204);
    await Promise.all((await serverLibrary()).pendingResets);
    const [mail] = await readMailsTo(mailDir, user.email);
    const token = new URL(textLinks(mail!.text)[0]!).searchParams.get('reset_password_token')!;
    const opened = await call(
      'GET',
      `/v1/auth/password/edit?reset_password_token=${encodeURIComponent(token)}`,
    );
    expect(opened.status).toBe(200);
    const temporary = authHeaders({
      'access-token': opened.headers.get('access-token')!,
      client: opened.headers.get('client')!,
      uid: opened.headers.get('uid')!,
      expiry: '',
    });
    const reset = await call('PATCH', '/v1/auth/password', {
      headers: temporary,
      json: { password: 'after the lock', passwordConfirmation: 'after the lock' },
    });
    expect(reset.status).toBe(200);
    expect(reset.headers.get('access-token')).toBeTruthy();
    // Signed in by the reset itself, and this browser is now a known one.
    expect(reset.headers.get('device-token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await signIn(user.email, 'after the lock', '203.0.113.41')).status).toBe(200);
  });
});

/** A proxy as nginx with `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`: the header the
 *  client sent, with the client's own address appended. */
function appendingProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const headers = { ...req.headers };
    const peer = req.socket.remoteAddress!.replace(/^::ffff:/, '');
    headers['x-forwarded-for'] = req.headers['x-forwarded-for']
      ? `${req.headers['x-forwarded-for']}, ${peer}`
      : peer;
    const upstream = httpRequest(new URL(req.url!, target), { method: req.method, headers }, (up) => {
      res.writeHead(up.statusCode!, up.headers);
      up.pipe(res);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describeApi('X-Forwarded-For through a trusted proxy (default TRUST_PROXY=loopback)', (api) => {
  it('25 wrong sign-ins with a rotated X-Forwarded-For: the per-address back-off still starts', async () => {
    const proxy = await appendingProxy(api().url);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const res = await fetch(`${proxy.url}/v1/auth/sign_in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
          body: JSON.stringify({ email: `rotated-${i}@example.com`, password: 'guess' }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([
        ...times(SIGN_IN_ADDRESS_THRESHOLD, 401),
        ...times(25 - SIGN_IN_ADDRESS_THRESHOLD, 429),
      ]);
    } finally {
      await proxy.close();
    }
  });
});
