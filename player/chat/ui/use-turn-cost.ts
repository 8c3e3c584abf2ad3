import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { useSession } from '../../../web/session'
import type { RoomStore } from '../room/room-store'
import { nextTurnPrice, type PriceSources, type TurnPrice } from '../room/turn-price'
import { useChatWallet } from '../wallet-store'

/** What the price of a turn depends on: the room's quote and the player's chats. */
export function usePriceSources(store: RoomStore): PriceSources {
  const quote = useStore(store, (state) => state.model?.quote ?? null)
  const signedIn = useSession((state) => !!state.token)
  const couponChats = useChatWallet((state) => state.couponChats)
  const freeChats = useChatWallet((state) => state.freeChats?.left ?? null)
  return { signedIn, quote, freeChats, couponChats }
}

/**
 * What one more turn (a message, a reroll, "Continue the story") costs this player, said
 * before the click: the server's quote in credits, a coupon chat or a guest's free chat.
 */
export function useTurnCost(store: RoomStore): string | null {
  const { t } = useTranslation('chat')
  const price = nextTurnPrice(usePriceSources(store))
  return price ? priceText(t, price) : null
}

export function priceText(t: TFunction<'chat'>, price: TurnPrice): string {
  switch (price.kind) {
    case 'coupon':
      return t('chat.costCoupon')
    case 'free-chat':
      return t('chat.costFreeChat')
    case 'free':
      return t('chat.costFree')
    case 'credits': {
      const credits = t('chat.costCredits', { count: price.credits })
      return price.upTo ? t('chat.costUpTo', { price: credits }) : credits
    }
  }
}
