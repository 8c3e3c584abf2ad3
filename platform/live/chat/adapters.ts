/**
 * The live chat's ports over the channels and emoticons services, shaped here so
 * server/context/ wires each in one line. Structural types: no other area is imported.
 */
import type { Clock } from '../../http'
import type { ChatEmoticonGroup } from './contract'
import type { LivechatChannelsPort, LivechatEmoticonsPort } from './ports'

interface ChannelsLike {
  tierPosition(userOid: string, creatorOid: string): Promise<number | null>
  tiers(creatorOid: string): Promise<{
    tiers: { tierHash: string; name: string; icon: string | null; position: number }[]
  }>
  listSubscribers(creatorOid: string): Promise<{ userOid: string; tierHash: string; since: Date }[]>
}

/** Calendar months from the first month to this one, both included (UTC, as billing counts). */
export function monthsSubscribed(since: Date, now: Date): number {
  const months =
    (now.getUTCFullYear() - since.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - since.getUTCMonth()) +
    1
  return Math.max(1, months)
}

export function channelsSubscriptionPort(
  channels: ChannelsLike,
  clock: Clock,
): LivechatChannelsPort {
  return {
    async subscription(creatorOid, userOid) {
      // Most viewers subscribe to nothing: one indexed read answers them.
      const position = await channels.tierPosition(userOid, creatorOid)
      if (position === null) return null
      const [{ tiers }, subscribers] = await Promise.all([
        channels.tiers(creatorOid),
        channels.listSubscribers(creatorOid),
      ])
      const tier = tiers.find((row) => row.position === position)
      const since = subscribers
        .filter((row) => row.userOid === userOid)
        .map((row) => row.since.getTime())
        .sort((a, b) => a - b)[0]
      if (!tier) return null
      return {
        tierHash: tier.tierHash,
        tierName: tier.name,
        tierPhoto: tier.icon,
        position,
        months: since === undefined ? 1 : monthsSubscribed(new Date(since), clock.now()),
      }
    },
  }
}

interface EmoticonGroupLike {
  _id: string
  name: string
  tierHash: string | null
  useLevel: number
  emoticons: { key: string; name: string; url: string; size: number }[]
}

interface EmoticonsLike {
  viewerGroups(viewer: null, creatorOid: string): Promise<{ emoticonGroups: EmoticonGroupLike[] }>
  freeGroups(creatorOid: undefined): Promise<{ emoticonGroups: EmoticonGroupLike[] }>
}

const chatGroup = (group: EmoticonGroupLike): ChatEmoticonGroup => ({
  _id: group._id,
  name: group.name,
  tierHash: group.tierHash,
  useLevel: group.useLevel,
  emoticons: group.emoticons.map((emoticon) => ({
    key: emoticon.key,
    name: emoticon.name,
    url: emoticon.url,
    size: emoticon.size,
  })),
})

export function emoticonGroupsPort(emoticons: EmoticonsLike): LivechatEmoticonsPort {
  return {
    async groups(creatorOid) {
      // Asked without a viewer: each group's level is what the chat compares with.
      const [creator, platform] = await Promise.all([
        emoticons.viewerGroups(null, creatorOid),
        emoticons.freeGroups(undefined),
      ])
      return {
        creator: creator.emoticonGroups.map(chatGroup),
        platform: platform.emoticonGroups.map(chatGroup),
      }
    },
  }
}
