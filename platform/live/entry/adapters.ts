/**
 * Ports of the entry rules built from the areas server/context/ hands in: the channels
 * area's entitlements (the content rule, a live read as content published now) and tiers,
 * and the live chat's events.
 */
import type { Clock } from '../../http'
import type { EntryCondition } from './contract'
import type { LiveEntryEventsPort, LiveEntryTiersPort } from './rules'

interface ChannelsReads {
  entitlements: {
    find(
      userOid: string,
      contents: ReadonlyArray<{
        contentOid: string
        creatorOid: string
        viewableTiers?: readonly string[]
        uploadedAt?: Date | null
      }>,
    ): Promise<Array<'subscriber' | null>>
  }
  tiers(creatorOid: string): Promise<{ tiers: Array<{ tierHash: string; isFree: boolean }> }>
}

export function liveEntryTiersPort(channels: ChannelsReads, clock: Clock): LiveEntryTiersPort {
  return {
    async mayEnter(userOid, creatorOid, tierHashes) {
      if (tierHashes.length === 0) return false
      const [answer] = await channels.entitlements.find(userOid, [
        { contentOid: creatorOid, creatorOid, viewableTiers: tierHashes, uploadedAt: clock.now() },
      ])
      return answer === 'subscriber'
    },
    tierHashes: async (creatorOid) =>
      (await channels.tiers(creatorOid)).tiers.map((tier) => tier.tierHash),
    hasFreeTier: async (creatorOid) =>
      (await channels.tiers(creatorOid)).tiers.some((tier) => tier.isFree),
  }
}

interface ChatEvents {
  publishEvent(
    creatorOid: string,
    name: 'streamPermissionNotification',
    data: { newInvitationRules: unknown; scheduleDate: string },
  ): Promise<void>
  publishEvent(
    creatorOid: string,
    name: 'streamPermissionChanged',
    data: Record<string, never>,
  ): Promise<void>
}

/** `chat()` is read at each event: the live chat is made after the live area. */
export function liveEntryEventsPort(chat: () => ChatEvents): LiveEntryEventsPort {
  return {
    permissionNotice: (
      creatorOid,
      data: { newInvitationRules: EntryCondition; scheduleDate: string },
    ) => chat().publishEvent(creatorOid, 'streamPermissionNotification', data),
    permissionChanged: (creatorOid) =>
      chat().publishEvent(creatorOid, 'streamPermissionChanged', {}),
  }
}
