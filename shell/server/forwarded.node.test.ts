import type { IncomingMessage } from 'node:http';
import { trustList, trustProxyFromEnv } from '@shirube/server';
import { configFromEnv, ShellConfigError } from './config';
import { classifyRequest } from './forwarded';

const request = (peer: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

describe('forwarded headers (TRUST_PROXY)', () => {
  it('ignores a client’s own X-Forwarded-For / -Proto unless it is a trusted proxy', () => {
    const forged = request('203.0.113.5', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' });
    expect(classifyRequest(forged, trustProxyFromEnv(undefined))).toEqual({
      forwardedFor: '203.0.113.5',
      secure: false,
    });

    const nginx = trustList(['127.0.0.1']);
    const viaNginx = request('::ffff:127.0.0.1', {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
    });
    expect(classifyRequest(viaNginx, nginx)).toEqual({ forwardedFor: '198.51.100.7', secure: true });
    // nginx appends the visitor's address ($proxy_add_x_forwarded_for): what the visitor wrote before
    // it never counts, even when the visitor's own address is a trusted one.
    const rotated = request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 127.0.0.1' });
    expect(classifyRequest(rotated, nginx).forwardedFor).toBe('127.0.0.1');
  });

  it('reads TRUST_PROXY at start: default loopback, a bad entry is a config problem line', () => {
    expect(configFromEnv({}).trustProxy).toEqual(['loopback']);
    expect(configFromEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => configFromEnv({ TRUST_PROXY: 'nginx' })).toThrow(ShellConfigError);
    expect(() => configFromEnv({ TRUST_PROXY: 'nginx' })).toThrow(
      'TRUST_PROXY: "nginx" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal, none',
    );
  });
});
