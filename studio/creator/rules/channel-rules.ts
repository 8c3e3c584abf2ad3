/** The channel settings' input rules (spec doc 2 §5), pure so the form and tests share them. */
import {
  CHANNEL_TABS,
  type ChannelTabName,
  type SocialNetwork,
} from '../../../platform/channels/contract'

/** Letters, numbers, hyphen, underscore; the accounts area keeps 3 to 30 of them. */
const CUSTOM_URL = /^[A-Za-z0-9_-]{3,30}$/

export type CustomUrlProblem =
  | 'creatorChannel.urlTooShort'
  | 'creatorChannel.urlTooLong'
  | 'creatorChannel.urlCharacters'

/** What is wrong with a custom URL as typed, said precisely (length, then characters). */
export function customUrlProblem(value: string): CustomUrlProblem | null {
  const url = value.trim()
  if (url.length < 3) return 'creatorChannel.urlTooShort'
  if (url.length > 30) return 'creatorChannel.urlTooLong'
  return CUSTOM_URL.test(url) ? null : 'creatorChannel.urlCharacters'
}

/**
 * The server's refusal of a custom URL (`CUSTOM_URL_UNAVAILABLE`, its reason in `details`),
 * to show on the field: taken by someone (or reserved), or not a valid address; null for
 * any other error.
 */
export function customUrlRefusal(
  error: unknown,
): 'creatorChannel.urlTaken' | 'creatorChannel.urlUnavailable' | null {
  const failure = error as { code?: string; details?: { reason?: string } } | null
  if (failure?.code !== 'CUSTOM_URL_UNAVAILABLE') return null
  return failure.details?.reason === 'err-duplicate-url'
    ? 'creatorChannel.urlTaken'
    : 'creatorChannel.urlUnavailable'
}

/**
 * Each network's address must start with its host ("a valid URL starting with {host}"); the
 * first prefix is the one the message names.
 */
export const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  x: ['https://x.com/', 'https://twitter.com/'],
  youtube: ['https://www.youtube.com/', 'https://youtube.com/'],
  instagram: ['https://www.instagram.com/', 'https://instagram.com/'],
  tiktok: ['https://www.tiktok.com/'],
  facebook: ['https://www.facebook.com/'],
  twitch: ['https://www.twitch.tv/'],
  discord: ['https://discord.gg/', 'https://discord.com/'],
  pixiv: ['https://www.pixiv.net/'],
}

export type { SocialNetwork }

/** Networks go by their own names in every language. */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  x: 'X (Twitter)',
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  twitch: 'Twitch',
  discord: 'Discord',
  pixiv: 'pixiv',
}
export const SOCIAL_NETWORKS = Object.keys(SOCIAL_HOSTS) as SocialNetwork[]

/**
 * Empty is allowed (no link); anything else must parse, be https and start with one of the
 * network's hosts followed by a path. Answers the host to name in the message, or null.
 */
export function socialLinkProblem(network: SocialNetwork, value: string): string | null {
  const url = value.trim()
  const hosts = SOCIAL_HOSTS[network]
  const named = hosts[0] as string
  if (url === '') return null
  try {
    if (new URL(url).protocol !== 'https:') return named
  } catch {
    return named
  }
  const lower = url.toLowerCase()
  return hosts.some((host) => lower.startsWith(host) && url.length > host.length) ? null : named
}

export type ChannelTab = ChannelTabName
export interface TabSetting {
  tab: ChannelTab
  visible: boolean
}

/** A saved list completed with the tabs it lacks (hidden, at the end), unknown names dropped. */
export function normalizeTabs(
  saved: readonly { tab: string; visible: boolean }[] | null | undefined,
): TabSetting[] {
  const known = new Set<string>(CHANNEL_TABS)
  const seen = new Set<string>()
  const tabs: TabSetting[] = []
  for (const entry of saved ?? []) {
    if (!known.has(entry.tab) || seen.has(entry.tab)) continue
    seen.add(entry.tab)
    tabs.push({ tab: entry.tab as ChannelTab, visible: entry.visible })
  }
  for (const tab of CHANNEL_TABS) {
    if (!seen.has(tab)) tabs.push({ tab, visible: saved == null || saved.length === 0 })
  }
  return tabs
}

/** Moves one tab up (-1) or down (+1); Home stays first so a channel always opens somewhere. */
export function moveTab(tabs: readonly TabSetting[], index: number, step: -1 | 1): TabSetting[] {
  const target = index + step
  if (index <= 0 || target <= 0 || target >= tabs.length) return [...tabs]
  const next = [...tabs]
  const [moved] = next.splice(index, 1)
  next.splice(target, 0, moved as TabSetting)
  return next
}

/** Shows or hides one tab; Home cannot be hidden. */
export function toggleTab(tabs: readonly TabSetting[], index: number): TabSetting[] {
  return tabs.map((entry, position) =>
    position === index && entry.tab !== 'home' ? { ...entry, visible: !entry.visible } : entry,
  )
}
