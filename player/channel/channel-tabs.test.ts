import { describe, expect, it } from 'vitest'
import { CHANNEL_TABS, pickTab, tabsWithContent, toChannelTab, visibleTabs } from './channel-tabs'

describe('channel tabs', () => {
  it('shows every tab in the default order when the creator set none', () => {
    expect(visibleTabs(null)).toEqual([...CHANNEL_TABS])
  })

  it("follows the creator's order and hides what they hid, appending tabs they never listed", () => {
    const tabs = visibleTabs([
      { tab: 'videos', visible: true },
      { tab: 'home', visible: true },
      { tab: 'gacha', visible: false },
      { tab: 'live-donation', visible: false },
    ])
    expect(tabs.slice(0, 2)).toEqual(['videos', 'home'])
    expect(tabs).not.toContain('gacha')
    expect(tabs).not.toContain('liveDonation')
    expect(tabs).toContain('clips')
  })

  it('keeps Home when every tab is hidden, and ignores unknown and repeated names', () => {
    const hidden = CHANNEL_TABS.map((tab) => ({ tab, visible: false }))
    expect(visibleTabs([...hidden, { tab: 'shop', visible: true }])).toEqual(['home'])
    expect(
      visibleTabs([
        { tab: 'chat', visible: true },
        { tab: 'chat', visible: false },
      ])[0],
    ).toBe('chat')
  })

  it('reads tab names in any casing or separator', () => {
    expect(toChannelTab('live_donation')).toBe('liveDonation')
    expect(toChannelTab('Clips')).toBe('clips')
    expect(toChannelTab('shop')).toBeNull()
  })

  it('picks the requested tab only when it is shown', () => {
    expect(pickTab('chat', ['home', 'chat'])).toBe('chat')
    expect(pickTab('gacha', ['videos', 'chat'])).toBe('videos')
    expect(pickTab(undefined, ['videos'])).toBe('videos')
  })

  it('shows Home and only the tabs with something in them', () => {
    const all = visibleTabs(null)
    expect(tabsWithContent(all, {})).toEqual(['home'])
    expect(tabsWithContent(all, { videos: 2, clips: 0, chats: 1, replays: 0 })).toEqual([
      'home',
      'videos',
      'chat',
    ])
    // Files, Community, Gacha and the rest have no lists yet: never shown empty.
    expect(tabsWithContent(all, { videos: 1, clips: 1, chats: 1, replays: 1 })).toEqual([
      'home',
      'videos',
      'chat',
      'replay',
      'clips',
    ])
    // The tab the address names stays while it is read, and goes when it has nothing.
    expect(tabsWithContent(all, { videos: 1 }, 'replay')).toEqual(['home', 'videos', 'replay'])
    expect(tabsWithContent(all, { videos: 1, replays: 0 }, 'replay')).toEqual(['home', 'videos'])
    // The creator's order is kept, and Home stays when they hid it.
    expect(tabsWithContent(['clips', 'videos'], { videos: 1, clips: 1 })).toEqual([
      'home',
      'clips',
      'videos',
    ])
  })

  it('shows Community once the channel has posts', () => {
    expect(tabsWithContent(['home', 'community'], { posts: 0 })).toEqual(['home'])
    expect(tabsWithContent(['home', 'community'], { posts: 2 })).toEqual(['home', 'community'])
  })
})
