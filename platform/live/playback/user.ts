/**
 * `GET /live/user?userOid=&creatorOid=`: a chat user's card as the viewer page's user popup
 * shows it (nickname, custom URL, whether they stream, their subscription to this creator:
 * tier and months). Quiet (spec §7): a failed lookup answers `{ user: null }` with 200.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv, Clock } from '../../http'
import { objectIdField } from '../../http/validate'
import type { LiveUsersPort } from '../ports'

export interface LiveUserSubscription {
  tierHash: string
  tierName: string | null
  tierPhoto: string | null
  /** When the subscription began. */
  since: Date
}

/** The channels area's subscriptions, shaped by `channelsSubscriptions` below. */
export interface LiveUserSubscriptions {
  subscription(creatorOid: string, userOid: string): Promise<LiveUserSubscription | null>
}

export interface LiveUserCard {
  userOid: string
  nickname: string
  customUrl: string | null
  isLivestreamer: boolean
  /** The user is the creator of this stream. */
  isCreator: boolean
  subscription: {
    tierHash: string
    tierName: string | null
    tierPhoto: string | null
    since: string
    /** Calendar months subscribed (UTC), the first month included. */
    months: number
  } | null
}

const query = z.object({
  userOid: objectIdField('userOid must be a 24-character id'),
  creatorOid: objectIdField('creatorOid must be a 24-character id').optional(),
})

/** Calendar months from the first month to this one, both included (UTC). */
export function monthsSince(since: Date, now: Date): number {
  const months =
    (now.getUTCFullYear() - since.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - since.getUTCMonth()) +
    1
  return Math.max(1, months)
}

interface ChannelsLike {
  tierPosition(userOid: string, creatorOid: string): Promise<number | null>
  tiers(creatorOid: string): Promise<{
    tiers: { tierHash: string; name: string; icon?: string | null; position: number }[]
  }>
  listSubscribers(creatorOid: string): Promise<{ userOid: string; tierHash: string; since: Date }[]>
}

/** The port over the channels service (wired in server/context/). */
export function channelsSubscriptions(channels: ChannelsLike): LiveUserSubscriptions {
  return {
    async subscription(creatorOid, userOid) {
      // Most users subscribe to nothing: one indexed read answers them.
      if ((await channels.tierPosition(userOid, creatorOid)) === null) return null
      const [{ tiers }, subscribers] = await Promise.all([
        channels.tiers(creatorOid),
        channels.listSubscribers(creatorOid),
      ])
      const own = subscribers.filter((row) => row.userOid === userOid)
      const first = own[0]
      if (!first) return null
      const tier = tiers.find((row) => row.tierHash === own[own.length - 1]?.tierHash)
      return {
        tierHash: tier?.tierHash ?? first.tierHash,
        tierName: tier?.name ?? null,
        tierPhoto: tier?.icon ?? null,
        since: new Date(Math.min(...own.map((row) => row.since.getTime()))),
      }
    },
  }
}

export function liveUserRoutes(deps: {
  users: LiveUsersPort
  clock: Clock
  subscriptions?: LiveUserSubscriptions
}): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/user', async (c) => {
    const parsed = query.safeParse({
      userOid: c.req.query('userOid'),
      creatorOid: c.req.query('creatorOid'),
    })
    if (!parsed.success) return c.json({ user: null })
    const card = await lookup(parsed.data.userOid, parsed.data.creatorOid).catch(() => null)
    return c.json({ user: card })
  })

  async function lookup(userOid: string, creatorOid?: string): Promise<LiveUserCard | null> {
    const [user] = await deps.users.findUsers([userOid])
    if (!user) return null
    const subscription =
      creatorOid && deps.subscriptions
        ? await deps.subscriptions.subscription(creatorOid, userOid)
        : null
    return {
      userOid,
      nickname: user.nickname,
      customUrl: user.customUrl,
      isLivestreamer: user.isLivestreamer,
      isCreator: userOid === creatorOid,
      subscription: subscription && {
        tierHash: subscription.tierHash,
        tierName: subscription.tierName,
        tierPhoto: subscription.tierPhoto,
        since: subscription.since.toISOString(),
        months: monthsSince(subscription.since, deps.clock.now()),
      },
    }
  }
  return routes
}
