/**
 * Whether a user may message in a room, and what it costs (spec §3): the settings of the
 * room's creator bind everyone else — the partner's in a 1:1 room, the owner's in a group.
 * Global rooms have no creator: admins moderate them.
 */
import type { DirectChatContext, RoomRow } from './context'
import { DIRECT_CHAT_ERRORS as ERRORS } from './errors'

export interface MessagePrice {
  /** Coins the message costs, paid to `toUserOid`; 0 for a free message. */
  coins: number
  toUserOid: string | null
}

const FREE: MessagePrice = { coins: 0, toUserOid: null }

/** Whose settings govern the room: the partner (1:1), the owner (group), nobody (global). */
export function governingUser(room: RoomRow, senderOid: string): string | null {
  if (room.kind === 'group') return room.owner_oid
  if (room.kind !== 'direct' || !room.pair_key) return null
  return room.pair_key.split(':').find((oid) => oid !== senderOid) ?? null
}

export function createRules(context: DirectChatContext) {
  async function subscribesTo(creatorOid: string, userOid: string, tiers: string[]) {
    const tier = await context.deps.channels.subscribedTier(creatorOid, userOid)
    return tier !== null && tiers.includes(tier)
  }

  return {
    /** The price of one message by `senderOid` in `room`, or the refusal (blocked, settings). */
    async messagePrice(room: RoomRow, senderOid: string): Promise<MessagePrice> {
      const governing = governingUser(room, senderOid)
      if (!governing || governing === senderOid) return FREE
      if (await context.blockedBetween(senderOid, governing)) throw ERRORS.blocked()
      const settings = await context.storedSettings(governing)
      if (!settings || settings.whoMayMessage === 'anyone') return FREE
      const paid = { coins: settings.coinsPerMessage, toUserOid: governing }
      if (settings.whoMayMessage === 'coinPayers') return paid
      if (await subscribesTo(governing, senderOid, settings.tierHashes)) return FREE
      if (settings.whoMayMessage === 'either') return paid
      throw ERRORS.refusedBySettings()
    },
  }
}
