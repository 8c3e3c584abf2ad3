/** GET /content/channel: the /c/{customUrl} and /creatorhome/{oid} screens' channel. */
import type { SessionUser } from '../../http'
import type { PublicChannelView } from '../contract'
import { followView } from '../follows/follows'
import type { ChannelsDeps } from '../ports'
import { liveSubscriptions } from '../subscriptions/reads'
import { subscriptionView } from '../subscriptions/views'
import { listTierRows, tierView } from '../tiers/service'
import { resolveChannel } from './service'

export async function publicChannel(
  deps: ChannelsDeps,
  viewer: SessionUser | null,
  query: { customUrl?: string | undefined; oid?: string | undefined },
): Promise<PublicChannelView> {
  const { user, settings, isMine } = await resolveChannel(deps, viewer, query)
  const [tiers, count, mine, follows] = await Promise.all([
    listTierRows(deps, user.oid),
    liveSubscriptions(deps)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('s.creator_oid', '=', user.oid)
      .executeTakeFirst(),
    viewer
      ? liveSubscriptions(deps)
          .selectAll('s')
          .where('s.creator_oid', '=', user.oid)
          .where('s.user_oid', '=', viewer.oid)
          .executeTakeFirst()
      : undefined,
    followView(deps, user.oid, viewer?.oid ?? null),
  ])
  const tierBy = new Map(tiers.map((tier) => [tier.tier_hash, tier]))
  return {
    creatorOid: user.oid,
    nickname: user.nickname,
    customUrl: user.customUrl,
    partnerLevel: settings.partnerLevel,
    intro: settings.intro,
    tabs: settings.tabs.filter((entry) => entry.visible).map((entry) => entry.tab),
    socialLinks: settings.socialLinks,
    hideFanList: settings.hideFanList,
    hideCoinAmounts: settings.hideCoinAmounts,
    tiers: tiers.map(tierView),
    subscriberCount: Number(count?.count ?? 0),
    followerCount: follows.followerCount,
    following: follows.following,
    mySubscription: mine ? subscriptionView(mine, tierBy.get(mine.tier_hash), user) : null,
    isMine,
  }
}
