import net from 'node:net';
import { parseAddressList } from '../http/address-list';

/**
 * Which resolved addresses the image proxy may connect to (SSRF limits). Public unicast only:
 * loopback, RFC 1918 private, link-local, CGNAT, multicast, unspecified, reserved and the IPv6
 * unique-local / link-local / site-local (deprecated, still routed inside some networks) ranges are
 * refused, as is every IPv6 form that embeds an IPv4 address (compatible `::a.b.c.d`, mapped,
 * translated, NAT64 well-known and local-use, 6to4, Teredo), which could hide any of those: an
 * operating system may connect `::127.0.0.1` to the loopback. Order matters: the first range that
 * holds an address names its kind (`::1` is loopback before it is IPv4-compatible).
 */
const REFUSED: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6', string]> = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'reserved'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['::', 96, 'ipv6', 'IPv4-compatible'],
  ['::ffff:0:0', 96, 'ipv6', 'IPv4-mapped'],
  ['::ffff:0:0:0', 96, 'ipv6', 'IPv4-translated'],
  ['64:ff9b::', 96, 'ipv6', 'NAT64'],
  ['64:ff9b:1::', 48, 'ipv6', 'NAT64'],
  ['100::', 64, 'ipv6', 'discard-only'],
  ['2001::', 32, 'ipv6', 'Teredo'],
  ['2001:db8::', 32, 'ipv6', 'documentation'],
  ['2002::', 16, 'ipv6', '6to4'],
  ['fc00::', 7, 'ipv6', 'unique-local'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'site-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const ranges = REFUSED.map(([network, prefix, type, kind]) => {
  const list = new net.BlockList();
  list.addSubnet(network, prefix, type);
  return { list, type, kind };
});

/** The kind of non-public range `address` is in ('loopback', 'private', …), or null when it is public. */
export function nonPublicKind(address: string): string | null {
  const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  if (type === null) return 'invalid';
  for (const range of ranges) if (range.type === type && range.list.check(address, type)) return range.kind;
  return null;
}

/**
 * The exception to the rule (TPX_PROXY_ALLOW_PRIVATE): '1' allows every address; otherwise a comma
 * list of addresses or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`) that are allowed although not public.
 * Tests and e2e runs that serve images from this machine need it; production leaves it unset.
 */
export interface AllowPrivate {
  readonly all: boolean;
  readonly list: net.BlockList;
}

export function parseAllowPrivate(value: string | undefined): AllowPrivate {
  const spec = (value ?? '').trim();
  if (spec === '1' || spec.toLowerCase() === 'true') return { all: true, list: new net.BlockList() };
  return { all: false, list: parseAddressList(spec, 'TPX_PROXY_ALLOW_PRIVATE') };
}

export const NO_PRIVATE: AllowPrivate = { all: false, list: new net.BlockList() };

/** Null when the proxy may connect to `address`; otherwise why not. */
export function refusalOf(address: string, allow: AllowPrivate): string | null {
  const kind = nonPublicKind(address);
  if (kind === null || allow.all) return null;
  if (kind !== 'invalid' && allow.list.check(address, net.isIPv4(address) ? 'ipv4' : 'ipv6')) return null;
  return kind;
}
