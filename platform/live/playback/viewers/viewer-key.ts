/**
 * Who a viewer is, for `views`, `peakViews` and `totalViews`: their account when signed in,
 * else the address the server sees (proxy-aware: `common.ip`). A connection is not a viewer,
 * so opening the FLV address many times, or again and again, counts once. IPv6 counts by
 * its /64 (the block one subscriber gets), so walking one's own block does not either.
 */
export function viewerKeyOf(userOid: string | null, clientIp: string): string {
  if (userOid) return `user:${userOid}`
  return `ip:${addressBlock(clientIp)}`
}

function addressBlock(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1] as string
  if (!ip.includes(':')) return ip
  const [head = '', tail = ''] = (ip.split('%')[0] as string).toLowerCase().split('::')
  const heads = head ? head.split(':') : []
  const tails = tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...heads, ...Array<string>(Math.max(0, 8 - heads.length - tails.length)).fill('0'), ...tails]
    : heads
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''))
  return `${prefix.join(':')}::/64`
}
