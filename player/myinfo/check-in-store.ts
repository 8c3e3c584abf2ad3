import { create } from 'zustand'
import type { AttendanceStatus } from '../../web/api/wallet'
import { createWalletApi } from '../../web/api/wallet'
import { apiClient } from '../../web/session'
import { useChatWallet } from '../chat/wallet-store'

export const walletApi = createWalletApi(apiClient)

interface CheckInState {
  status: AttendanceStatus | null
  busy: boolean
  error: unknown
  /** Credits of the check-in just claimed in this page's life (for the thank-you line). */
  claimed: number | null
  load(): Promise<void>
  claim(): Promise<boolean>
}

/** Today's check-in, shared by My Info and the nudge: one claim updates both and the chat's balance. */
export const useCheckIn = create<CheckInState>()((set, get) => ({
  status: null,
  busy: false,
  error: null,
  claimed: null,
  async load() {
    try {
      set({ status: await walletApi.attendance(), error: null })
    } catch (error) {
      set({ error })
    }
  },
  async claim() {
    if (get().busy) return false
    set({ busy: true, error: null })
    try {
      const status = await walletApi.checkIn()
      set({ status, claimed: status.creditsEarned })
      void useChatWallet.getState().refresh()
      return true
    } catch (error) {
      set({ error })
      void get().load()
      return false
    } finally {
      set({ busy: false })
    }
  },
}))
