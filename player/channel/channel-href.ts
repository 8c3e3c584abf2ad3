/** A channel's address: its custom URL, else its id. */
export function channelHref(channel: { creatorOid: string; customUrl: string | null }): string {
  return channel.customUrl
    ? `/c/${encodeURIComponent(channel.customUrl)}`
    : `/creatorhome/${channel.creatorOid}`
}
