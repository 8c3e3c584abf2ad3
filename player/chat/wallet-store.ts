import { create } from 'zustand'
import type { WalletBalances } from '../../web/api/chat'
import { useSession } from '../../web/session'
import { chatApi } from './connected'

export interface ChatWalletState {
  /** Spendable credits (paid + bonus) of a signed-in player. */
  credits: number | null
  balances: WalletBalances | null
  creditsPerCoin: number | null
  maxCoins: number | null
  /** A guest's free chats. */
  freeChats: { left: number; total: number } | null
  /** Chats left on redeemed chat coupons (guests and users). */
  couponChats: number
  refresh(): Promise<void>
  setBalances(balances: WalletBalances): void
}

/** What the player can spend, shown in the chat header and updated after each turn. */
export const useChatWallet = create<ChatWalletState>()((set) => ({
  credits: null,
  balances: null,
  creditsPerCoin: null,
  maxCoins: null,
  freeChats: null,
  couponChats: 0,
  async refresh() {
    void chatApi
      .couponInfo()
      .then(({ chatsLeft }) => set({ couponChats: chatsLeft }))
      .catch(() => undefined)
    try {
      if (useSession.getState().token) {
        const info = await chatApi.conversionInfo()
        set({
          balances: info.balances,
          credits: info.balances.credits + info.balances.bonusCredits,
          creditsPerCoin: info.creditsPerCoin,
          maxCoins: info.maxCoins,
          freeChats: null,
        })
      } else if (useSession.getState().guestDeviceId) {
        const status = await chatApi.guestStatus()
        set({
          credits: null,
          balances: null,
          freeChats: { left: status.freeChatsLeft, total: status.freeChatsTotal },
        })
      }
    } catch {
      // The counter is informative; the next turn refreshes it again.
    }
  },
  setBalances(balances) {
    set({ balances, credits: balances.credits + balances.bonusCredits })
  },
}))
