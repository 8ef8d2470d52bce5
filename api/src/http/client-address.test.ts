// The API's side of THE trusted-proxy rule: what it hands @shirube/server from a request and its config.
// The rule itself (parsing TRUST_PROXY, which X-Forwarded-For entry counts) is tested once, in
// shared/server/src/trust-proxy.node.test.ts.
import { Option } from 'effect';
import { trustList } from '@shirube/server';
import { clientAddress, requestAddress } from './client-address';

const request = (peer: string | undefined, forwarded?: string) => ({
  remoteAddress: peer === undefined ? Option.none<string>() : Option.some(peer),
  headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
});

describe('client address (API)', () => {
  it('passes the socket address and the X-Forwarded-For header to the rule', () => {
    const proxies = trustList(['loopback']);
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.7'), proxies)).toBe('198.51.100.7');
    expect(clientAddress(request('203.0.113.5', '198.51.100.7'), proxies)).toBe('203.0.113.5');
    expect(clientAddress(request(undefined), proxies)).toBe('unknown');
  });

  it('uses the config’s TRUST_PROXY list, loopback when the config has none', () => {
    const viaShell = request('127.0.0.1', '198.51.100.7');
    expect(requestAddress({}, viaShell)).toBe('198.51.100.7');
    expect(requestAddress({ trustProxy: ['none'] }, viaShell)).toBe('127.0.0.1');
    expect(requestAddress({ trustProxy: ['10.0.0.0/8'] }, request('10.1.2.3', '198.51.100.8'))).toBe(
      '198.51.100.8',
    );
  });
});
