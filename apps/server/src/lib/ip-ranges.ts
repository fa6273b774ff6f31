import { BlockList, isIP } from 'node:net';

/**
 * What kind of address an IP is, for a server that connects where a user's input says (network
 * printers): the server itself (loopback), the link it sits on and the cloud's metadata service
 * (link-local), addresses nothing answers on (unspecified, multicast, broadcast), private and
 * other non-public ranges, and the public Internet.
 */
export type AddressKind = 'loopback' | 'link_local' | 'metadata' | 'unusable' | 'private' | 'public';

type Family = 'ipv4' | 'ipv6';
const familyOf = (ip: string): Family => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/** `a.b.c.d/n`, `x::/n`, or an address alone: the address, its prefix length and family; else undefined. */
export function parseCidr(text: string): { address: string; bits: number; family: Family } | undefined {
  const [address = '', bits, extra] = text.trim().split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return undefined;
  const max = version === 4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return undefined;
  const n = bits === undefined ? max : Number(bits);
  return n <= max ? { address, bits: n, family: version === 4 ? 'ipv4' : 'ipv6' } : undefined;
}

/** The ranges as one list to check addresses against (an IPv4 range also covers its IPv4-mapped IPv6 form). */
export function rangeList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const text of cidrs) {
    const cidr = parseCidr(text);
    if (!cidr) throw new Error(`not an address range: ${text}`);
    list.addSubnet(cidr.address, cidr.bits, cidr.family);
  }
  return list;
}

/** Whether any address of `inner` (a CIDR) lies in `ranges`: its first and last address, or any range's start in it. */
export function overlaps(inner: string, ranges: readonly string[]): boolean {
  const cidr = parseCidr(inner);
  if (!cidr) return false;
  const own = rangeList([inner]);
  return ranges.some((r) => {
    const other = parseCidr(r);
    if (!other) return false;
    return own.check(other.address, other.family) || rangeList([r]).check(cidr.address, cidr.family);
  });
}

export const loopbackRanges = ['127.0.0.0/8', '::1/128'] as const;
export const linkLocalRanges = ['169.254.0.0/16', 'fe80::/10'] as const;
/** Cloud instance metadata services (AWS, GCP, Azure, Oracle, Alibaba, AWS ECS and IPv6). */
export const metadataAddresses = [
  '169.254.169.254/32',
  '169.254.170.2/32',
  '192.0.0.192/32',
  '100.100.100.200/32',
  'fd00:ec2::254/128',
] as const;
/** RFC 1918, carrier-grade NAT, unique local IPv6, and the special-purpose blocks no public host has. */
export const privateRanges = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '100.64.0.0/10',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  'fc00::/7',
  'fec0::/10',
  '2001:db8::/32',
] as const;
const unusableRanges = [
  '0.0.0.0/8',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '::/128',
  'ff00::/8',
  // IPv4-compatible IPv6 (deprecated): no host has one.
  '::/96',
] as const;

const kinds: [AddressKind, BlockList][] = [
  ['metadata', rangeList(metadataAddresses)],
  ['loopback', rangeList(loopbackRanges)],
  ['link_local', rangeList(linkLocalRanges)],
  ['unusable', rangeList(unusableRanges)],
  ['private', rangeList(privateRanges)],
];

/** NAT64's well-known prefix: the IPv4 address in its last 32 bits is the one reached. */
const nat64 = rangeList(['64:ff9b::/96']);

/** The IPv4 address a NAT64 address stands for. */
function nat64Target(ip: string): string | undefined {
  if (!nat64.check(ip, 'ipv6')) return undefined;
  // The URL parser writes the address in its short form, the embedded IPv4 as two hex groups.
  const [high = 0, low = 0] = new URL(`http://[${ip}]`).hostname
    .slice(1, -1)
    .split(':')
    .slice(-2)
    .map((h) => Number.parseInt(h || '0', 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The kind of an IP address (an IPv4-mapped or NAT64 IPv6 address is its IPv4 one's); undefined for no IP. */
export function addressKind(ip: string): AddressKind | undefined {
  if (!isIP(ip)) return undefined;
  const target = nat64Target(ip) ?? ip;
  const family = familyOf(target);
  return kinds.find(([, list]) => list.check(target, family))?.[0] ?? 'public';
}

/** Whether the address lies in one of the ranges (a list made by `rangeList`). */
export function inRanges(ip: string, ranges: BlockList): boolean {
  const target = nat64Target(ip) ?? ip;
  return isIP(target) !== 0 && ranges.check(target, familyOf(target));
}
