/**
 * The channel's tabs (document 2 §2) in the creator's order and visibility. Pure: the page
 * and the studio's tab settings read the same rules.
 */
import { CHANNEL_TABS, type ChannelTabName } from '../../platform/channels/contract'

// The server's own list, so a tab it adds cannot be missing here.
export { CHANNEL_TABS }
export type ChannelTab = ChannelTabName

/** Tabs whose areas exist today; the others show an honest "coming later" state. */
export const BUILT_TABS: ReadonlySet<ChannelTab> = new Set([
  'home',
  'videos',
  'chat',
  'replay',
  'clips',
  'files',
  'community',
  'gacha',
  'campaigns',
  'liveDonation',
])

export interface TabSetting {
  tab: string
  visible: boolean
}

const BY_KEY = new Map<string, ChannelTab>(CHANNEL_TABS.map((tab) => [keyOf(tab), tab]))

function keyOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '')
}

/** `live-donation`, `live_donation` and `liveDonation` all name the same tab. */
export function toChannelTab(name: string): ChannelTab | null {
  return BY_KEY.get(keyOf(name)) ?? null
}

/**
 * The visible tabs: the creator's listed ones in their order, then any tab they never
 * listed (a tab added after they saved) in the default order. Home stays when every tab
 * is hidden, so a channel page is never empty of navigation.
 */
export function visibleTabs(settings: readonly TabSetting[] | null | undefined): ChannelTab[] {
  const seen = new Set<ChannelTab>()
  const ordered: ChannelTab[] = []
  for (const setting of settings ?? []) {
    const tab = toChannelTab(setting.tab)
    if (!tab || seen.has(tab)) continue
    seen.add(tab)
    if (setting.visible) ordered.push(tab)
  }
  for (const tab of CHANNEL_TABS) if (!seen.has(tab)) ordered.push(tab)
  return ordered.length > 0 ? ordered : ['home']
}

/** How many items each tab with a list would show; undefined while still being read. */
export interface TabContents {
  videos?: number
  clips?: number
  chats?: number
  replays?: number
  files?: number
  posts?: number
  gachas?: number
  campaigns?: number
  /** 1 when the creator streams (anyone may donate), 0 otherwise. */
  streams?: number
}

const COUNTED: Partial<Record<ChannelTab, keyof TabContents>> = {
  videos: 'videos',
  clips: 'clips',
  chat: 'chats',
  replay: 'replays',
  files: 'files',
  community: 'posts',
  gacha: 'gachas',
  campaigns: 'campaigns',
  liveDonation: 'streams',
}

/**
 * The tabs a viewer is shown: Home, and of the creator's visible tabs those with something
 * in them (a tab still being read appears once it has items, except `requested`, the tab the
 * address names, kept while it is read so the page does not jump). Tabs whose areas do not
 * exist yet are left out rather than shown empty.
 */
export function tabsWithContent(
  tabs: readonly ChannelTab[],
  contents: TabContents,
  requested?: ChannelTab | null,
): ChannelTab[] {
  const shown = tabs.filter((tab) => {
    if (tab === 'home') return true
    const counted = COUNTED[tab]
    if (counted === undefined) return false
    const count = contents[counted]
    return count === undefined ? tab === requested : count > 0
  })
  return shown.includes('home') ? shown : ['home', ...shown]
}

/** The tab the address asks for when it is shown, else the first visible one. */
export function pickTab(requested: string | undefined, tabs: readonly ChannelTab[]): ChannelTab {
  const tab = requested ? toChannelTab(requested) : null
  return tab && tabs.includes(tab) ? tab : (tabs[0] ?? 'home')
}
