import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Client address ranges (ARC_TRUSTED_CIDRS, e.g. "10.0.0.0/8,::1/128"; or the proxies of ARC_TRUST_PROXY, named by
 * `setting`). IPv4-mapped IPv6 addresses are checked as IPv4. An empty list gives null (no check).
 */
export function trustedSourceCheck(cidrs: string[], setting = 'ARC_TRUSTED_CIDRS'): ((address: string) => boolean) | null {
  if (cidrs.length === 0) return null;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [net = '', prefix] = cidr.split('/');
    const type = isIPv6(net) ? 'ipv6' : 'ipv4';
    if (!isIPv4(net) && !isIPv6(net)) throw new Error(`${setting}: not an address range: ${cidr}`);
    list.addSubnet(net, prefix === undefined ? (type === 'ipv6' ? 128 : 32) : Number(prefix), type);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const ip = mapped ?? address;
    return list.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
  };
}
