import { isPublicAddress } from './address';

describe('isPublicAddress', () => {
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '[2001:4860:4860::8888]'])(
    'accepts the public unicast address %s',
    (ip) => expect(isPublicAddress(ip)).toBe(true),
  );

  it.each([
    // Loopback, private, link-local, CGNAT, metadata, multicast and unspecified IPv4.
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    // The IPv6 equivalents, mapped forms included.
    '::1',
    '[::1]',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:8.8.8.8',
    '64:ff9b::a00:1',
    // Local-use NAT64 (RFC 8215): the IPv4 sits in any of the /48's layouts, e.g. /96 or /64.
    '64:ff9b:1::a00:1',
    '64:ff9b:1::7f00:1',
    '64:ff9b:1:a00:1::',
    '64:ff9b:1:ffff:ffff:ffff:ffff:ffff',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1%eth0',
    'ff02::1',
    '2002:7f00:1::1',
    '2001:db8::1',
  ])('refuses the non-public address %s', (ip) => expect(isPublicAddress(ip)).toBe(false));

  it.each(['localhost', '', '1.2.3', '999.1.1.1'])('refuses %j, not an IP address at all', (ip) =>
    expect(isPublicAddress(ip)).toBe(false),
  );
});
