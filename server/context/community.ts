import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import type { AccountsArea } from '../../platform/accounts'
import { type AssetsArea, probeImage } from '../../platform/assets'
import {
  type ChannelsArea,
  createChannels,
  type SubscriptionListener,
} from '../../platform/channels'
import { createDiscord, type DiscordArea } from '../../platform/discord'
import { createEmoticons, type EmoticonsArea } from '../../platform/emoticons'
import { createNotifications, type NotificationsArea } from '../../platform/notifications'
import type { WalletArea } from '../../platform/wallet'
import type { Infrastructure } from './infrastructure'
import type { LateAreas } from './late-areas'
import { type AccountsDirectory, CHANNEL_USER } from './users'

export interface Community {
  notifications: NotificationsArea
  channels: ChannelsArea
  emoticons: EmoticonsArea
  discord: DiscordArea
}

export interface CommunityNeighbours {
  accounts: AccountsArea
  directory: AccountsDirectory
  wallet: WalletArea
  assets: AssetsArea
}

/** Creators' channels and subscriptions, and what follows their tiers: emoticons, Discord. */
export function buildCommunity(
  infrastructure: Infrastructure,
  neighbours: CommunityNeighbours,
  late: LateAreas,
): Community {
  const { database, clock, logger, mailer, publicUrl } = infrastructure
  const notifications = createNotifications({
    db: database.db,
    clock,
    logger,
    mail: {
      recipient: (userOid) => neighbours.accounts.service.mailRecipient(userOid),
      send: (message) => mailer.send(message),
      publicUrl,
    },
    // An admin's push reaches the accounts the accounts area names.
    audience: neighbours.accounts.service.pushAudience,
  })
  const channels = buildChannels(infrastructure, neighbours, late)
  // Emoticon use levels and Discord roles follow the channels area's tiers and subscriptions;
  // emoticon images live in the uploads area's store.
  const emoticons = createEmoticons({
    db: database.db,
    clock,
    logger,
    tiers: {
      tierPosition: channels.service.tierPosition,
      tierPositions: (creatorOid) => channels.service.tierPositions(creatorOid),
    },
    files: {
      put: async (key, bytes) => {
        await late.uploads.get().store.put(key, Readable.from([Buffer.from(bytes)]), bytes.length)
      },
      get: async (key) => {
        const object = await late.uploads.get().store.get(key)
        return object ? new Uint8Array(await buffer(object.body)) : null
      },
    },
  })
  const discord = buildDiscord(infrastructure, neighbours, channels)
  channels.service.listen(discord.service.subscriptionListener)
  channels.service.listen(subscriberNotices(notifications, channels, neighbours.directory))
  return { notifications, channels, emoticons, discord }
}

/**
 * A creator hears of each subscription (new, a change of tier, a cancellation taken back),
 * gathered in one notification while unread. Renewals do not call `onSubscribed`.
 */
function subscriberNotices(
  notifications: NotificationsArea,
  channels: ChannelsArea,
  directory: AccountsDirectory,
): SubscriptionListener {
  return {
    async onSubscribed(event) {
      const [{ tiers }, users] = await Promise.all([
        channels.service.tiers(event.creatorOid),
        directory.list([event.userOid], ['oid', 'nickname']),
      ])
      const tier = tiers.find((candidate) => candidate.tierHash === event.tierHash)
      await notifications.service.notify(
        event.creatorOid,
        'subscription',
        {
          nickname: users[0]?.nickname ?? null,
          tierName: tier?.name ?? null,
          link: '/studio2/creator/fans',
        },
        { group: 'subscribers' },
      )
    },
  }
}

/** Creators' channels, tiers and subscriptions; users, custom URLs and the creator role from accounts. */
function buildChannels(
  { database, clock, logger }: Infrastructure,
  { accounts, directory, wallet, assets }: CommunityNeighbours,
  late: LateAreas,
): ChannelsArea {
  return createChannels({
    db: database.db,
    clock,
    logger,
    users: {
      findUsers: (userOids) => directory.list(userOids, CHANNEL_USER),
      findByCustomUrl: (customUrl) => directory.byCustomUrl(customUrl, CHANNEL_USER),
      setCustomUrl: (userOid, customUrl) => accounts.service.setCustomUrl(userOid, customUrl),
      // Registration grants the creator role in one statement (accounts' addRole).
      grantCreatorRole: async (userOid) => {
        await accounts.service.addRole(userOid, 'creator')
      },
    },
    icons: {
      probe: async (address) => {
        const asset = await assets.service.readAssetAt(address)
        const probe = asset ? probeImage(asset.bytes) : null
        return probe?.ok ? probe : null
      },
    },
    wallet: {
      donate: async (input) => {
        const moved = await wallet.service.transfer({ ...input, type: 'donation' })
        return { transactionOid: moved.id, replayed: moved.replayed, createdAt: moved.createdAt }
      },
    },
    // Made free while a live ticket sells is refused.
    liveTickets: { selling: (creatorOid) => late.live.get().tickets.selling(creatorOid) },
    contentDates: {
      publishedAt: async (contentOids) => {
        const catalog = late.content.get().service.catalog
        const rows = await Promise.all(contentOids.map((oid) => catalog.findRow(oid)))
        return new Map(
          rows.flatMap((row) => (row ? [[row.oid, row.published_at ?? row.created_at]] : [])),
        )
      },
    },
  })
}

/** Discord roles for subscribers, by tier; nicknames from accounts. */
function buildDiscord(
  { config, database, clock, logger, publicUrl }: Infrastructure,
  { directory, accounts }: CommunityNeighbours,
  channels: ChannelsArea,
): DiscordArea {
  const subscriberTiers = async (creatorOid: string) =>
    new Map(
      (await channels.service.listSubscribers(creatorOid)).map((row) => [
        row.userOid,
        row.tierHash,
      ]),
    )
  return createDiscord({
    db: database.db,
    clock,
    logger,
    settings: config.discord.settings,
    outboxIntervalMs: config.discord.outboxIntervalMs,
    publicUrl,
    channels: {
      currentTier: async (userOid, creatorOid) =>
        (await subscriberTiers(creatorOid)).get(userOid) ?? null,
      subscriberTiers,
      tierHashes: async (creatorOid) =>
        new Set((await channels.service.tierPositions(creatorOid)).keys()),
    },
    users: {
      nicknames: async (userOids) =>
        new Map(
          (await directory.list(userOids, ['oid', 'nickname'])).map((user) => [
            user.oid,
            user.nickname,
          ]),
        ),
      find: async (q) => (await accounts.service.searchUsers(q)).map((user) => user.oid),
    },
  })
}
