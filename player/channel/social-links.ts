import type { SocialLinks, SocialNetwork } from '../../platform/channels/contract'

const ORDER: readonly SocialNetwork[] = [
  'x',
  'youtube',
  'instagram',
  'tiktok',
  'facebook',
  'twitch',
  'discord',
  'pixiv',
]

/** The channel's links in a fixed order; only https addresses are linked (the server's rule too). */
export function socialLinkList(links: SocialLinks | null | undefined) {
  return ORDER.flatMap((network) => {
    const url = links?.[network]
    return typeof url === 'string' && url.startsWith('https://') ? [{ network, url }] : []
  })
}

/** Brand names are not translated. */
export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  x: 'X',
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  twitch: 'Twitch',
  discord: 'Discord',
  pixiv: 'pixiv',
}
