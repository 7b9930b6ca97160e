import net from 'node:net';

const local = new net.BlockList();
for (const [addr, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const)
  local.addSubnet(addr, prefix, 'ipv4');
for (const [addr, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  local.addSubnet(addr, prefix, 'ipv6');

/** The address as the log shows it: an IPv4 address mapped into IPv6 is written as IPv4. */
export function plainIp(ip: string | undefined): string | null {
  if (!ip) return null;
  return ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
}

/**
 * The region of an uploader's address, offline: private, loopback and link-local networks are
 * "local"; other addresses stay without a region (no maintained offline geo database is
 * bundled; see decision 0020).
 */
export function regionOf(ip: string | null): string | null {
  if (!ip) return null;
  const type = net.isIPv4(ip) ? 'ipv4' : net.isIPv6(ip) ? 'ipv6' : null;
  if (!type) return null;
  return local.check(ip, type) ? 'local' : null;
}
