/**
 * Following a channel: free, one click, no tier. A follower is counted once whatever the
 * retries (the pair is the key); following oneself is refused.
 */
import type { SessionUser } from '../../http'
import { badRequest } from '../../http'
import type { FollowView } from '../contract'
import type { ChannelsDeps } from '../ports'
import { resolveChannel } from '../profile/service'

export const followSelf = () => badRequest('FOLLOW_SELF', 'You cannot follow your own channel.')

export async function followView(
  deps: ChannelsDeps,
  creatorOid: string,
  viewerOid: string | null,
): Promise<FollowView> {
  const [count, mine] = await Promise.all([
    deps.db
      .selectFrom('channel_follows')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst(),
    viewerOid
      ? deps.db
          .selectFrom('channel_follows')
          .select('user_oid')
          .where('creator_oid', '=', creatorOid)
          .where('user_oid', '=', viewerOid)
          .executeTakeFirst()
      : undefined,
  ])
  return { creatorOid, following: !!mine, followerCount: Number(count?.count ?? 0) }
}

/** Follows or unfollows the channel (a channel that exists and is open to the viewer). */
export async function setFollow(
  deps: ChannelsDeps,
  viewer: SessionUser,
  input: { creatorOid: string; follow: boolean },
): Promise<FollowView> {
  if (input.creatorOid === viewer.oid) throw followSelf()
  const { user } = await resolveChannel(deps, viewer, { oid: input.creatorOid })
  if (input.follow) {
    await deps.db
      .insertInto('channel_follows')
      .values({ creator_oid: user.oid, user_oid: viewer.oid, created_at: deps.clock.now() })
      .onConflict((conflict) => conflict.columns(['creator_oid', 'user_oid']).doNothing())
      .execute()
  } else {
    await deps.db
      .deleteFrom('channel_follows')
      .where('creator_oid', '=', user.oid)
      .where('user_oid', '=', viewer.oid)
      .execute()
  }
  return followView(deps, user.oid, viewer.oid)
}

/** Everyone following the channel, by user id (a resend of a publish notification tells them). */
export async function followerOids(deps: ChannelsDeps, creatorOid: string): Promise<string[]> {
  const rows = await deps.db
    .selectFrom('channel_follows')
    .select('user_oid')
    .where('creator_oid', '=', creatorOid)
    .orderBy('user_oid')
    .execute()
  return rows.map((row) => row.user_oid)
}
