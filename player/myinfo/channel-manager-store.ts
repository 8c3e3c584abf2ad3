import { create } from 'zustand'
import type { ChannelManagerStatus } from '../../platform/accounts/contract'
import { api } from '../../web/session'

/** A user the server gave managed channels (`managed-channel:<creatorOid>` creator tags). */
export const managesChannels = (user: { creatorTags?: string[] } | null) =>
  !!user?.creatorTags?.some((tag) => tag.startsWith('managed-channel:'))

interface ChannelManagerState {
  status: ChannelManagerStatus | null
  load(): Promise<void>
  /** Takes the server's answer after a change (password saved, mode entered or left). */
  set(status: ChannelManagerStatus): void
  clear(): void
}

/**
 * This device's channel-manager mode, shared by My Info's panel and the shell's bar, so
 * switching in one shows in the other at once.
 */
export const useChannelManager = create<ChannelManagerState>()((set) => ({
  status: null,
  async load() {
    try {
      set({ status: await api.get('/account/channel-manager') })
    } catch {
      set({ status: null })
    }
  },
  set: (status) => set({ status }),
  clear: () => set({ status: null }),
}))
