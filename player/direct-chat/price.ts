import type { ChatSettings } from './direct-chat-api'

/** What a message in a room costs me, as the governing user's settings say. */
export type MessagePrice =
  | { kind: 'free' }
  | { kind: 'paid'; coins: number }
  | { kind: 'either'; coins: number }
  | { kind: 'subscribers' }

/**
 * The price shown before sending: the partner's settings in a 1:1 room, the owner's in a
 * group; nothing for the settings' own user (their settings bind everyone else).
 */
export function messagePrice(settings: ChatSettings | null, myOid: string): MessagePrice {
  if (!settings || settings.userOid === myOid) return { kind: 'free' }
  switch (settings.whoMayMessage) {
    case 'coinPayers':
      return { kind: 'paid', coins: settings.coinsPerMessage }
    case 'either':
      return { kind: 'either', coins: settings.coinsPerMessage }
    case 'subscribers':
      return { kind: 'subscribers' }
    default:
      return { kind: 'free' }
  }
}
