import { create } from 'zustand'
import type { WalletBalances } from '../../web/api/chat'
import { useSession } from '../../web/session'
import { chatApi } from './connected'
import { browserRetryDeps, createRefreshRetry } from './refresh-retry'

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

// A refresh lost to the network (a turn settled while offline) is tried again.
const retry = createRefreshRetry(() => useChatWallet.getState().refresh(), browserRetryDeps)

/** What the player can spend, shown in the chat header and updated after each turn. */
export const useChatWallet = create<ChatWalletState>()((set) => ({
  credits: null,
  balances: null,
  creditsPerCoin: null,
  maxCoins: null,
  freeChats: null,
  couponChats: 0,
  async refresh() {
    const session = useSession.getState()
    // Nobody to ask about yet (a first visit before its guest device id): nothing to retry.
    if (!session.token && !session.guestDeviceId) return
    const coupons = chatApi.couponInfo().then(({ chatsLeft }) => set({ couponChats: chatsLeft }))
    coupons.catch(() => undefined)
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
      await coupons
      retry.succeeded()
    } catch {
      // The counters are informative: the page goes on, and they are fetched again later.
      retry.failed()
    }
  },
  setBalances(balances) {
    set({ balances, credits: balances.credits + balances.bonusCredits })
  },
}))
