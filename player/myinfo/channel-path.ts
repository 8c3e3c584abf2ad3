/** A channel's address: its custom URL when it has one, else the creator home by oid. */
export function channelPath(channel: {
  creatorOid?: string
  oid?: string
  creatorCustomUrl?: string | null
  customUrl?: string | null
}): string {
  const url = channel.creatorCustomUrl ?? channel.customUrl
  if (url) return `/c/${encodeURIComponent(url)}`
  return `/creatorhome/${encodeURIComponent(channel.creatorOid ?? channel.oid ?? '')}`
}
