// Which IP addresses the OGP fetcher may connect to: public unicast only. Everything special-purpose
// (IANA registries) is refused: loopback, private, link-local (incl. the 169.254.169.254 metadata
// service), CGNAT, benchmarking, documentation, multicast, reserved, unspecified — and the IPv6
// equivalents; IPv6 forms that carry an IPv4 (mapped, compatible, NAT64 — the well-known 64:ff9b::/96
// and the local-use 64:ff9b:1::/48) are refused outright.
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved + broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): a site's own translator into its private IPv4
  ['2002::', 16], // 6to4 (carries an arbitrary IPv4)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 inside ::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::a.b.c.d (dotted or as two hex groups), else null. */
function embeddedIpv4(ip: string): string | null {
  const lower = ip.toLowerCase();
  const m = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(.+)$/.exec(lower);
  if (!m) return null;
  const rest = m[1]!;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(rest);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True only for a syntactically valid, public unicast IPv4/IPv6 address. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(ip);
  if (family === 4) return !blocked.check(ip, 'ipv4');
  if (family !== 6) return false;
  // A public site has an A record of its own: every IPv6 form that carries an IPv4 is refused
  // (this also covers ::ffff:127.0.0.1, ::ffff:7f00:1, ::ffff:169.254.169.254 …).
  if (embeddedIpv4(ip) !== null) return false;
  return !blocked.check(ip, 'ipv6');
}
