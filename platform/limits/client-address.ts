/**
 * The client a limit counts: the address the server sees (the socket's, or
 * X-Forwarded-For's only when a proxy is trusted: `CommonFields.ip`). An IPv4-mapped IPv6
 * address is its IPv4 address; another IPv6 address counts by its /64, the block one
 * subscriber gets, so walking one's own block buys no fresh attempts.
 */
export function clientAddress(clientIp: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(clientIp)
  if (mapped) return mapped[1]!
  if (!clientIp.includes(':')) return clientIp
  return `${ipv6Prefix64(clientIp)}::/64`
}

function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.split('%')[0]!.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length)
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
    : headGroups
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')
}
