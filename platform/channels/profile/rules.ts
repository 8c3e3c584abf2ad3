/** Channel settings rules, pure: custom URL, tabs, social links, completeness. */
import { CHANNEL_TABS } from '../contract'
import { CHANNEL_ERRORS } from '../errors'
import type { ChannelTabSetting, SocialLinks, SocialNetwork } from '../tables'

/** Letters, numbers, hyphen, underscore (accounts stores it lower-case, 3–30 long). */
export const CUSTOM_URL = /^[A-Za-z0-9_-]{3,30}$/

/** Each network's hosts; the first is the one the error names. */
export const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  x: ['x.com', 'twitter.com'],
  youtube: ['www.youtube.com', 'youtube.com'],
  instagram: ['www.instagram.com', 'instagram.com'],
  tiktok: ['www.tiktok.com', 'tiktok.com'],
  facebook: ['www.facebook.com', 'facebook.com'],
  twitch: ['www.twitch.tv', 'twitch.tv'],
  discord: ['discord.gg', 'discord.com'],
  pixiv: ['www.pixiv.net', 'pixiv.net'],
}

export const DEFAULT_TABS: ChannelTabSetting[] = CHANNEL_TABS.map((tab) => ({ tab, visible: true }))

/** The stored tabs, completed with tabs added to the product since (visible, at the end). */
export function effectiveTabs(stored: readonly ChannelTabSetting[]): ChannelTabSetting[] {
  const known = stored.filter((entry) => CHANNEL_TABS.includes(entry.tab))
  const missing = CHANNEL_TABS.filter((tab) => !known.some((entry) => entry.tab === tab))
  const tabs = [...known, ...missing.map((tab) => ({ tab, visible: true }))]
  return tabs.length > 0 ? tabs : DEFAULT_TABS
}

/** A full ordered list: every tab exactly once, Home visible (the channel's landing tab). */
export function checkTabs(tabs: readonly ChannelTabSetting[]): ChannelTabSetting[] {
  const names = tabs.map((entry) => entry.tab)
  const complete =
    names.length === CHANNEL_TABS.length &&
    new Set(names).size === names.length &&
    names.every((name) => CHANNEL_TABS.includes(name))
  const home = tabs.find((entry) => entry.tab === 'home')
  if (!complete || !home?.visible) throw CHANNEL_ERRORS.tabsInvalid()
  return tabs.map((entry) => ({ tab: entry.tab, visible: entry.visible }))
}

/** A social link: an https URL whose host is the network's (no credentials, no other port). */
export function checkSocialLink(network: SocialNetwork, value: string): string {
  const hosts = SOCIAL_HOSTS[network]
  const refuse = () => CHANNEL_ERRORS.socialLinkInvalid(network, hosts[0] ?? network)
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw refuse()
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) throw refuse()
  if (!hosts.includes(url.hostname.toLowerCase())) throw refuse()
  if (!value.trim().toLowerCase().startsWith(`https://${url.hostname.toLowerCase()}`))
    throw refuse()
  return url.toString()
}

export function mergeSocialLinks(
  current: SocialLinks,
  changes: Partial<Record<SocialNetwork, string | null>>,
): SocialLinks {
  const next: SocialLinks = { ...current }
  for (const [network, value] of Object.entries(changes) as Array<[SocialNetwork, string | null]>) {
    if (value === null || value === undefined || value.trim() === '') delete next[network]
    else next[network] = checkSocialLink(network, value)
  }
  return next
}

/** What keeps a channel from the public: registration, a nickname and a custom URL. */
export function incompleteParts(input: {
  registered: boolean
  nickname: string
  customUrl: string | null
}): Array<'registration' | 'nickname' | 'customUrl'> {
  const missing: Array<'registration' | 'nickname' | 'customUrl'> = []
  if (!input.registered) missing.push('registration')
  if (!input.nickname.trim()) missing.push('nickname')
  if (!input.customUrl) missing.push('customUrl')
  return missing
}
