import {
  clientAddress,
  configuredTrustList,
  forwardedOnward,
  trustList,
  trustProxyFromEnv,
} from './trust-proxy';

describe('TRUST_PROXY (one rule for the API and the shell server)', () => {
  it('reads addresses, CIDR ranges and keywords; unset or blank is loopback', () => {
    const list = trustList(['10.0.0.0/8', ' 192.0.2.7 ', 'fd00::/8', 'LINKLOCAL']);
    expect(list.entries).toEqual(['10.0.0.0/8', '192.0.2.7', 'fd00::/8', 'LINKLOCAL']);
    for (const a of ['10.200.3.4', '192.0.2.7', '::ffff:192.0.2.7', 'fd12::1', '169.254.1.1', 'fe80::1'])
      expect([a, list.trusts(a)]).toEqual([a, true]);
    for (const a of ['11.0.0.1', '192.0.2.8', 'fe00::1', '127.0.0.1', 'unknown', ''])
      expect([a, list.trusts(a)]).toEqual([a, false]);

    for (const value of [undefined, '', ' , ']) {
      const loopback = trustProxyFromEnv(value);
      expect(loopback.entries).toEqual(['loopback']);
      expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every(loopback.trusts)).toBe(true);
      expect(loopback.trusts('10.0.0.1')).toBe(false);
    }
    const local = trustProxyFromEnv('uniquelocal');
    expect(['10.1.1.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', 'fc00::1'].every(local.trusts)).toBe(
      true,
    );
    expect(['172.32.0.1', '127.0.0.1', '8.8.8.8'].some(local.trusts)).toBe(false);
    expect(trustProxyFromEnv('none').trusts('127.0.0.1')).toBe(false);
    // A config's list: absent → the default; present → exactly it (empty: nobody).
    expect(configuredTrustList(undefined).trusts('::1')).toBe(true);
    expect(configuredTrustList(['10.0.0.0/8']).trusts('127.0.0.1')).toBe(false);
    expect(configuredTrustList([]).trusts('127.0.0.1')).toBe(false);
  });

  it('refuses what is no address, range or keyword — one line each, naming the entry', () => {
    expect(() => trustProxyFromEnv('proxy.example, 10.0.0.0/33, 10.0.0.0/abc, ::1/129, 1.2.3.4/8/1')).toThrow(
      [
        'TRUST_PROXY: "proxy.example" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal, none',
        'TRUST_PROXY: "10.0.0.0/33" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal, none',
        'TRUST_PROXY: "10.0.0.0/abc" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal, none',
        'TRUST_PROXY: "::1/129" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal, none',
        'TRUST_PROXY: "1.2.3.4/8/1" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal, none',
      ].join('\n'),
    );
  });

  it('client address: only the X-Forwarded-For entry the trusted peer added (the right-most)', () => {
    const proxies = trustList(['loopback', '10.0.0.0/8']);
    expect(clientAddress('203.0.113.5', '1.2.3.4', proxies)).toBe('203.0.113.5');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.8', proxies)).toBe('198.51.100.8');
    expect(clientAddress('127.0.0.1', ['6.6.6.6', '198.51.100.9'], proxies)).toBe('198.51.100.9');
    expect(clientAddress('127.0.0.1', 'unknown', proxies)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '198.51.100.7, garbage', proxies)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', undefined, proxies)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '1.2.3.4', proxies)).toBe('unknown');
  });

  it('a visitor whose own address is trusted cannot choose one through the proxy (issue 20)', () => {
    // nginx (loopback) appends the visitor's address; the visitor is on loopback or 10/8 itself.
    const proxies = trustList(['loopback', '10.0.0.0/8']);
    for (let i = 1; i <= 25; i++) {
      expect(clientAddress('127.0.0.1', `198.51.100.${i}, 127.0.0.1`, proxies)).toBe('127.0.0.1');
      expect(clientAddress('127.0.0.1', `6.6.6.${i}, 10.1.2.3`, proxies)).toBe('10.1.2.3');
    }
  });

  it('what the shell passes on: the client it resolved; X-Forwarded-For and -Proto only from a trusted peer', () => {
    const none = trustList(['none']);
    const forged = { forwardedFor: '1.2.3.4', forwardedProto: 'https', encrypted: false };
    expect(forwardedOnward({ ...forged, peer: '203.0.113.5' }, none)).toEqual({
      forwardedFor: '203.0.113.5',
      secure: false,
    });
    expect(forwardedOnward({ ...forged, peer: '127.0.0.1', encrypted: true }, none).secure).toBe(true);
    const nginx = trustProxyFromEnv(undefined);
    expect(
      forwardedOnward(
        { peer: '::ffff:127.0.0.1', forwardedFor: '198.51.100.7', forwardedProto: 'https', encrypted: false },
        nginx,
      ),
    ).toEqual({ forwardedFor: '198.51.100.7', secure: true });
    // The shell passes on the one address it resolved; the API (trusting the shell) finds the visitor.
    const onward = forwardedOnward(
      { peer: '10.0.0.9', forwardedFor: '6.6.6.6, 198.51.100.7', forwardedProto: 'http', encrypted: false },
      trustList(['10.0.0.0/8']),
    );
    expect(onward).toEqual({ forwardedFor: '198.51.100.7', secure: false });
    expect(clientAddress('127.0.0.1', onward.forwardedFor, trustList(['loopback']))).toBe('198.51.100.7');
  });
});
