/**
 * The channels service: what routes and other areas call. Each capability lives in its own
 * folder; this file only binds them to the deps.
 */
import type { SessionUser } from '../http'
import type {
  ChannelSettingsRequest,
  CreatorRegisterRequest,
  DonateRequest,
  ModifyTiersRequest,
  PartnerLevel,
} from './contract'
import { findEntitlements } from './entitlements'
import { donate } from './fans/donate'
import { type FanEvent, recordFanEvent } from './fans/events'
import { fanList } from './fans/ranking'
import { followerOids, setFollow } from './follows/follows'
import { createListeners } from './listeners'
import type { ChannelsDeps, EntitlementQuery, SubscriptionListener } from './ports'
import { publicChannel } from './profile/public'
import {
  getSettings,
  registerCreator,
  requireRegistered,
  setPartnerLevel,
  updateSettings,
} from './profile/service'
import { isSubscriber, listSubscribers, tierPosition } from './subscriptions/reads'
import {
  endDue,
  mySubscriptions,
  revokeCancellation,
  subscribeFree,
  unsubscribe,
} from './subscriptions/service'
import { listTierRows, listTiers, modifyTiers } from './tiers/service'

export function createChannelsService(deps: ChannelsDeps) {
  const listeners = createListeners(deps.logger)
  const subs = { ...deps, events: listeners }
  return {
    /** Subscribes a listener to subscription changes (Discord role sync, revenue); returns its removal. */
    listen: (listener: SubscriptionListener) => listeners.add(listener),
    /** Tells every listener (free subscriptions here; paid ones from ./billing). */
    events: listeners,
    entitlements: {
      find: (userOid: string, contents: readonly EntitlementQuery[]) =>
        findEntitlements(deps, userOid, contents),
    },
    /** The position of the user's live tier for this creator (0 = lowest), or null. */
    tierPosition: (userOid: string, creatorOid: string) => tierPosition(deps, userOid, creatorOid),
    /** A creator's tiers, hash → position (0 = lowest); deleted tiers left out. */
    tierPositions: async (creatorOid: string) =>
      new Map((await listTierRows(deps, creatorOid)).map((row) => [row.tier_hash, row.position])),
    isSubscriber: (userOid: string, creatorOid: string) => isSubscriber(deps, userOid, creatorOid),
    listSubscribers: (creatorOid: string) => listSubscribers(deps, creatorOid),
    /** Everyone following the creator's channel, by user id. */
    followerOids: (creatorOid: string) => followerOids(deps, creatorOid),
    /** The creator's own subscriber list, with nicknames (studio fan management). */
    mySubscribers: async (creatorOid: string) => {
      await requireRegistered(deps, creatorOid)
      const rows = await listSubscribers(deps, creatorOid)
      const users =
        rows.length === 0 ? [] : await deps.users.findUsers(rows.map((row) => row.userOid))
      const names = new Map(users.map((user) => [user.oid, user.nickname]))
      return {
        subscribers: rows.map((row) => ({
          userOid: row.userOid,
          nickname: names.get(row.userOid) ?? '',
          tierHash: row.tierHash,
          since: row.since.toISOString(),
        })),
      }
    },

    registerCreator: (viewer: SessionUser, input: CreatorRegisterRequest) =>
      registerCreator(deps, viewer, input),
    settings: (creatorOid: string) => getSettings(deps, creatorOid),
    updateSettings: (creatorOid: string, input: ChannelSettingsRequest) =>
      updateSettings(deps, creatorOid, input),
    setPartnerLevel: (creatorOid: string, level: PartnerLevel) =>
      setPartnerLevel(deps, creatorOid, level),
    publicChannel: (
      viewer: SessionUser | null,
      query: { customUrl?: string | undefined; oid?: string | undefined },
    ) => publicChannel(deps, viewer, query),

    tiers: (creatorOid: string) => listTiers(deps, creatorOid),
    modifyTiers: (creatorOid: string, request: ModifyTiersRequest) =>
      modifyTiers(deps, creatorOid, request),

    follow: (viewer: SessionUser, input: { creatorOid: string; follow: boolean }) =>
      setFollow(deps, viewer, input),
    subscribeFree: (viewer: SessionUser, input: { creatorOid: string; tierHash: string }) =>
      subscribeFree(subs, viewer, input),
    unsubscribe: (viewer: SessionUser, input: { creatorOid: string }) =>
      unsubscribe(subs, viewer, input),
    revokeCancellation: (viewer: SessionUser, input: { creatorOid: string }) =>
      revokeCancellation(subs, viewer, input),
    mySubscriptions: (viewer: SessionUser) => mySubscriptions(subs, viewer),
    /** Cancellations whose period passed become cancelled (the server runs it every minute). */
    endDue: () => endDue(subs),

    donate: (viewer: SessionUser, input: DonateRequest) => donate(deps, viewer, input),
    fanList: (
      viewer: SessionUser | null,
      query: { creatorOid: string; type: 'fan' | 'subscription'; count: number },
    ) => fanList(deps, viewer, query),
    /** What a fan paid a creator elsewhere (paid subscriptions, purchases), for the fan ranking. */
    recordFanEvent: (event: FanEvent) => recordFanEvent(deps, event),
  }
}

export type ChannelsService = ReturnType<typeof createChannelsService>
