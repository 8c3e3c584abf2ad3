/**
 * GET /content/fanlist: the fan ranking (coins given in the last 30 days: donations, paid
 * subscription periods, and what other areas record) and the subscription ranking (days subscribed, cumulative).
 */
import { sql } from 'kysely'
import type { SessionUser } from '../../http'
import type { FanEntry, FanListResponse } from '../contract'
import { CHANNEL_ERRORS } from '../errors'
import type { ChannelsDeps } from '../ports'
import { incompleteParts } from '../profile/rules'
import { findProfile } from '../profile/service'

export const FAN_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

export async function fanList(
  deps: ChannelsDeps,
  viewer: SessionUser | null,
  query: { creatorOid: string; type: 'fan' | 'subscription'; count: number },
): Promise<FanListResponse> {
  const [profile, creators] = await Promise.all([
    findProfile(deps, query.creatorOid),
    deps.users.findUsers([query.creatorOid]),
  ])
  const creator = creators[0]
  const privileged = viewer?.oid === query.creatorOid || !!viewer?.roles.includes('admin')
  const complete =
    !!creator &&
    incompleteParts({
      registered: !!profile?.registered_at,
      nickname: creator.nickname,
      customUrl: creator.customUrl,
    }).length === 0
  if (!creator || (!complete && !privileged)) throw CHANNEL_ERRORS.channelNotFound()
  const hidden = !!profile?.hide_fan_list
  if (hidden && !privileged)
    return { creatorOid: query.creatorOid, type: query.type, hidden: true, fans: [] }
  const showCoins = privileged || !profile?.hide_coin_amounts
  const now = deps.clock.now()
  const since = new Date(now.getTime() - FAN_WINDOW_MS)
  const rows =
    query.type === 'fan'
      ? (
          await sql<{ user_oid: string; total: string }>`
            select user_oid, sum(coins) as total from (
              select user_oid, coins from channel_fan_events
              where creator_oid = ${query.creatorOid} and occurred_at > ${since}
              union all
              -- Paid subscription periods (./billing), counted when they were paid.
              select user_oid, coins from channel_billing_periods
              where creator_oid = ${query.creatorOid} and status = 'paid' and updated_at > ${since}
            ) given
            group by user_oid
            order by sum(coins) desc, user_oid asc
            limit ${query.count}`.execute(deps.db)
        ).rows.map((row) => ({ userOid: row.user_oid, coins: Number(row.total), days: null }))
      : (
          await deps.db
            .selectFrom('channel_subscriptions')
            .select([
              'user_oid',
              // Days subscribed in all: ended rows to their end, live ones to now.
              sql<string>`sum(greatest(0, extract(epoch from (
                case
                  when state = 'cancelled' then coalesce(cancelled_at, period_end)
                  when kind = 'free' and state = 'subscribed' then ${now}::timestamptz
                  else least(period_end, ${now}::timestamptz)
                end - started_at))))`.as('seconds'),
            ])
            .where('creator_oid', '=', query.creatorOid)
            .groupBy('user_oid')
            .orderBy('seconds', 'desc')
            .orderBy('user_oid', 'asc')
            .limit(query.count)
            .execute()
        ).map((row) => ({
          userOid: row.user_oid,
          coins: null,
          days: Math.floor(Number(row.seconds) / 86_400),
        }))
  const users = rows.length === 0 ? [] : await deps.users.findUsers(rows.map((row) => row.userOid))
  const names = new Map(users.map((user) => [user.oid, user.nickname]))
  const fans: FanEntry[] = rows.map((row, index) => ({
    rank: index + 1,
    userOid: row.userOid,
    nickname: names.get(row.userOid) ?? '',
    coins: showCoins ? row.coins : null,
    subscribedDays: row.days,
  }))
  return { creatorOid: query.creatorOid, type: query.type, hidden, fans }
}
