import { isIPv6 } from 'node:net';

/**
 * The key one client's connections are counted under: an IPv4 address as it is, an IPv6 address by its /64 (a
 * single host is routinely given a whole /64, so counting exact IPv6 addresses would give it 2^64 quotas). IPv4
 * mapped into IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const front = head ? head.split(':') : [];
  const back = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const hextets = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${hextets.slice(0, 4).map((h) => parseInt(h, 16).toString(16)).join(':')}::/64`;
}
