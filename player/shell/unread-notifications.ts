import { create } from 'zustand'
import { api } from '../../web/session'

/**
 * The header's unread notification count: read when the signed-in shell opens, when the
 * tab comes back into view and on each page change (throttled), and set to zero by the
 * notifications page once it marks them read.
 */
interface UnreadNotifications {
  count: number
  /** When the count was last asked (ms), so a burst of page changes asks once. */
  askedAt: number
  refresh(options?: { force?: boolean }): Promise<void>
  set(count: number): void
}

/** Page changes closer together than this ask once. */
const MIN_INTERVAL_MS = 15_000

export const useUnreadNotifications = create<UnreadNotifications>()((set, get) => ({
  count: 0,
  askedAt: 0,
  async refresh({ force = false } = {}) {
    const now = Date.now()
    if (!force && now - get().askedAt < MIN_INTERVAL_MS) return
    set({ askedAt: now })
    try {
      const { unreadCount } = await api.get('/account/notifications/unread')
      set({ count: unreadCount })
    } catch {
      // A count not read keeps the last one; the next page change asks again.
      set({ askedAt: 0 })
    }
  },
  set: (count) => set({ count, askedAt: Date.now() }),
}))
