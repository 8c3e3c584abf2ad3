import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { useSession } from '../../../web/session'
import type { RoomStore } from '../room/room-store'
import { useChatWallet } from '../wallet-store'

/**
 * What one more turn (a message, a reroll, "Continue the story") costs this player, said
 * before the click: a coupon chat, a free chat for a guest, else the model's fee in credits.
 */
export function useTurnCost(store: RoomStore): string | null {
  const { t } = useTranslation('chat')
  const fee = useStore(store, (state) => state.model?.feeCredits ?? null)
  const signedIn = useSession((state) => !!state.token)
  const couponChats = useChatWallet((state) => state.couponChats)
  const freeChats = useChatWallet((state) => state.freeChats)
  if (couponChats > 0) return t('chat.costCoupon')
  if (!signedIn) return freeChats ? t('chat.costFreeChat') : null
  return fee === null ? null : t('chat.costCredits', { count: fee })
}
