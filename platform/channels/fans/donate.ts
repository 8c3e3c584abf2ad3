/** POST /account/donate: coins to a creator, one wallet `donation` transaction per request id. */
import type { SessionUser } from '../../http'
import { AppError } from '../../http'
import type { DonateRequest, DonateResponse } from '../contract'
import { CHANNEL_ERRORS } from '../errors'
import type { ChannelsDeps } from '../ports'
import { incompleteParts } from '../profile/rules'
import { findProfile } from '../profile/service'
import { recordFanEvent } from './events'

export async function donate(
  deps: ChannelsDeps,
  viewer: SessionUser,
  input: DonateRequest,
): Promise<DonateResponse> {
  if (!deps.wallet) {
    throw new AppError({ status: 503, code: 'DONATION_FAILED', message: 'Failed donation' })
  }
  const [profile, creators] = await Promise.all([
    findProfile(deps, input.creatorOid),
    deps.users.findUsers([input.creatorOid]),
  ])
  const creator = creators[0]
  const complete =
    !!creator &&
    incompleteParts({
      registered: !!profile?.registered_at,
      nickname: creator.nickname,
      customUrl: creator.customUrl,
    }).length === 0
  if (!complete) throw CHANNEL_ERRORS.channelNotFound()
  // Scoped to the donor: another user's request id never meets this one.
  const key = `channel-donation:${viewer.oid}:${input.requestId}`
  const moved = await deps.wallet.donate({
    key,
    fromUserOid: viewer.oid,
    toUserOid: input.creatorOid,
    coins: input.coins,
    metadata: { source: 'channel', ...(input.message ? { message: input.message } : {}) },
  })
  // After the ledger: a crash in between is mended by the client's retry (same key, replayed).
  await recordFanEvent(deps, {
    sourceKey: moved.transactionOid,
    creatorOid: input.creatorOid,
    userOid: viewer.oid,
    kind: 'donation',
    coins: input.coins,
    occurredAt: moved.createdAt,
  })
  return {
    transactionOid: moved.transactionOid,
    coins: input.coins,
    creatorOid: input.creatorOid,
    replayed: moved.replayed,
  }
}
