import type { Logger } from 'pino'
import { gptTokenizerO200k } from '../../engine/tokenizer/gpt-tokenizer'
import type { AccountsArea } from '../../platform/accounts'
import type { ChannelsArea } from '../../platform/channels'
import type { ContentArea } from '../../platform/content'
import type { EmoticonsArea } from '../../platform/emoticons'
import type { EncodingArea } from '../../platform/encoding'
import {
  channelsSubscribers,
  channelsSubscriptionPort,
  channelsSubscriptions,
  createLive,
  emoticonGroupsPort,
  type LiveArea,
  type LiveAreaDeps,
  liveEntryTiersPort,
  replayContentPort,
  startReplaySweeper,
} from '../../platform/live'
import type { NotificationsArea } from '../../platform/notifications'
import type { StoriesArea } from '../../platform/stories'
import type { UploadsArea } from '../../platform/uploads'
import type { WalletArea } from '../../platform/wallet'
import { createModelResolver, type ModelCatalogue, streamGeneration } from '../models'
import type { Infrastructure } from './infrastructure'
import { type Job, stoppableJob, workerJob } from './jobs'
import type { LateAreas } from './late-areas'
import { donationNotices } from './notices'
import { type AccountsDirectory, LIVE_USER } from './users'

export interface LiveAreas {
  /** Livestreams: studio, ingest, playback, chat (attach its hub), donations, ads, admin. */
  live: LiveArea
}

export interface LiveNeighbours {
  accounts: AccountsArea
  directory: AccountsDirectory
  wallet: WalletArea
  channels: ChannelsArea
  notifications: NotificationsArea
  emoticons: EmoticonsArea
  content: ContentArea
  uploads: UploadsArea
  encoding: EncodingArea
  /** The co-host speaks from the creator's published stories, through the story models. */
  stories: StoriesArea
  models: ModelCatalogue
}

/** Livestreams and everything around them: chat, donations, ads, admins' streams. */
export async function buildLive(
  infrastructure: Infrastructure,
  neighbours: LiveNeighbours,
  late: LateAreas,
): Promise<LiveAreas> {
  const live = await buildLiveArea(infrastructure, neighbours)
  late.live.set(live)
  connectLive(neighbours, live)
  return { live }
}

/**
 * The live area and its sub-areas (chat, donations, ads, the stream service) in one
 * `createLive`; livestreamers and their custom URLs come from accounts (docs/live/README.md).
 */
function buildLiveArea(
  { config, database, clock, logger, limits, secret }: Infrastructure,
  neighbours: LiveNeighbours,
): Promise<LiveArea> {
  const { accounts, directory, wallet, channels, notifications, emoticons } = neighbours
  return createLive({
    db: database.db,
    database,
    redisUrl: config.redisUrl,
    secret,
    clock,
    logger,
    limits,
    playback: config.live.playback,
    // A replay becomes a video content: the catalog's save, the uploads store, the encoder.
    replays: {
      recordsDir: `${config.dataDir}/live-records`,
      content: replayContentPort({
        catalog: neighbours.content.service.catalog,
        store: () => neighbours.uploads.store,
        encoding: neighbours.encoding.service,
      }),
    },
    // Entry by tiers reads the channels area; permission changes are live chat events.
    entry: {
      secret,
      tiers: liveEntryTiersPort(channels.service, clock),
    },
    // A tool key logs its livestreamer in as a password login would (suspensions included),
    // to a session scoped to the live studio (server/middleware/session-scope.ts).
    sessions: {
      loginAs: (userOid, scope) => accounts.service.loginAs(userOid, scope),
      revoke: (userOid) => accounts.service.revokeScopedSessions(userOid, 'live-tool'),
      streams: (userOid) => directory.isLivestreamer(userOid),
    },
    // `GET /live/user` shows a viewer's subscription to the creator (tier, months).
    subscriptions: channelsSubscriptions(channels.service),
    // "Remind subscribers": the channels area's subscribers, one `live` notification each.
    reminders: {
      subscribers: channelsSubscribers(channels.service),
      notify: (userOid, data) => notifications.service.notify(userOid, 'live', { ...data }),
    },
    // A live ticket is one live_ticketing transfer to the creator's earnings, once per key.
    wallet: {
      payTicket: async (input) => {
        const paid = await wallet.service.transfer({ ...input, type: 'live_ticketing' })
        return { transactionOid: paid.id }
      },
    },
    users: {
      findUsers: (userOids) => directory.list(userOids, LIVE_USER),
      findByCustomUrl: (customUrl) => directory.byCustomUrl(customUrl, LIVE_USER),
    },
    // Applying for live: admins search applicants by name and e-mail; approval grants the role.
    applications: {
      users: {
        contacts: (userOids) => accounts.service.contactsOf(userOids),
        isLivestreamer: (userOid) => directory.isLivestreamer(userOid),
        grant: (userOid) => accounts.service.addRole(userOid, 'livestreamer'),
      },
    },
    // Senders' tier fields and emoticons by use level (docs/live/CHAT.md).
    chat: {
      channels: channelsSubscriptionPort(channels.service, clock),
      emoticons: emoticonGroupsPort(emoticons.service),
      users: {
        // Accounts lists public users: no e-mail address, no photo.
        findUsers: async (userOids) =>
          (await directory.list(userOids, LIVE_USER)).map((user) => ({
            ...user,
            email: '',
            photo: null,
          })),
      },
    },
    // Donations pay through the wallet's ledger; spoken alerts (espeak-ng here) and the
    // streamer's overlay keep their files in the data directory (docs/live/DONATIONS.md).
    donations: {
      wallet: {
        donate: (input) => wallet.service.transfer({ type: 'live_donation', ...input }),
        // Missions hold coins in system/holds/coin; revenue reads the earnings rows.
        post: (input) => wallet.service.post(input),
        earningsDaily: (range) => wallet.service.creatorEarnings.daily(range),
        typeTotals: (input) => wallet.service.typeTotals(input),
        postedKeys: (keys) => wallet.service.postedKeys(keys),
        // The admin's list of external donations (docs/admin/money.md).
        externalDonations: (input) =>
          wallet.service.transactionsOfType({ type: 'external_live_donation', ...input }),
        donationFeeBasisPoints: wallet.service.settings.donationFeeBasisPoints,
      },
      users: { isStreamer: (userOid) => directory.isLivestreamer(userOid) },
      // Live donations and kept mission coins count in the channel's fan ranking.
      fans: {
        // The coins moved already: a ranking not updated is logged, the donation stands.
        record: (event) =>
          channels.service
            .recordFanEvent({ ...event, kind: 'donation' })
            .catch((error) =>
              logger.warn({ err: error, sourceKey: event.sourceKey }, 'fan ranking not updated'),
            ),
      },
      // The streamer's notifications: donations gathered while unread, each mission proposed.
      notices: donationNotices(notifications),
      spokenDataDir: config.dataDir,
    },
    ads: { mediaOrigins: config.adMediaOrigins },
    cohost: cohostPorts(config, neighbours),
    streamAdmin: {
      users: {
        find: (oids) => directory.list(oids, LIVE_USER),
        livestreamers: (limit) => accounts.service.usersWithRole('livestreamer', limit),
        grant: (oid) => accounts.service.addRole(oid, 'livestreamer'),
        revoke: (oid) => accounts.service.removeRole(oid, 'livestreamer'),
      },
    },
  })
}

/**
 * The co-host's ports (docs/live/COHOST.md): the creator's own published stories and their
 * compiled versions (the stories area), holds on the creator's credits (the wallet), and the
 * story's model through the registry (the offline model answers without keys).
 */
function cohostPorts(
  config: Infrastructure['config'],
  { stories, wallet, models }: LiveNeighbours,
): LiveAreaDeps['cohost'] {
  const resolve = createModelResolver(models, config.models.providers)
  const service = stories.service
  const compiledStory = (storyOid: string, version: number) =>
    service.getCompiledVersion(storyOid, version)
  return {
    stories: {
      async ownedStory(creatorOid, storyOid, version) {
        const published = await service.getPublishedContent(storyOid).catch(() => null)
        if (!published || published.content.ownerOid.trim() !== creatorOid) return null
        if (version < 1 || version > published.version) return null
        const compiled = await compiledStory(storyOid, version)
        return compiled
          ? { characterNames: compiled.cast.map((character) => character.name) }
          : null
      },
    },
    compiledStory,
    wallet: {
      reserve: (input) => wallet.service.reserve(input),
      settle: (input) => wallet.service.settle(input),
      voidHold: (input) => wallet.service.voidHold(input),
      readHold: (requestId) => wallet.service.readHold(requestId),
    },
    tokenizer: gptTokenizerO200k,
    models: {
      model(modelId) {
        const resolved = resolve(modelId)
        return {
          descriptor: resolved.descriptor,
          async *generate(request) {
            for await (const part of streamGeneration({
              model: resolved.model,
              messages: request.messages,
              maxOutputTokens: request.maxOutputTokens,
              temperature: request.temperature,
              seed: request.seed,
              providerOptions: { taleloom: request.hints },
              systemMessagesMidConversation:
                resolved.descriptor.provider === 'google' && !resolved.offline ? 'fold' : 'keep',
            })) {
              if (part.type === 'error') yield { type: 'error', message: part.message }
              else yield part
            }
          },
        }
      },
    },
  }
}

/** What the live area hears from its neighbours. */
function connectLive({ accounts, channels, emoticons }: LiveNeighbours, live: LiveArea) {
  // A password reset, a two-factor change or the loss of the role revokes the tool key.
  accounts.service.onSecurityChange((userOid, change) =>
    live.toolKeys.securityChanged(userOid, change),
  )
  channels.service.listen(live.chat.service.subscriptionListener)
  emoticons.service.onChange((creatorOid) => live.chat.service.emoticonsChanged(creatorOid))
}

/** The live areas' background jobs. */
export function liveJobs({ live }: LiveAreas, logger: Logger): Job[] {
  return [
    // Entry changes announced mid-stream apply from their stored rows, after a restart too.
    workerJob('live entry scheduler', live.entry.scheduler),
    // Co-host turns a restart cut: their holds go back (or stay settled), once.
    {
      name: 'live cohost sweep',
      everyMs: 30_000,
      run: () => live.cohost.runner.sweep(),
      atStart: 'await',
    },
    // Mission timeouts fire on their own, also for missions a stopped server left running.
    {
      name: 'live donation sweep',
      everyMs: 5_000,
      run: () => live.donations.sweep(),
      atStart: 'await',
    },
    // Replays never published as content are deleted 7 days after their live.
    stoppableJob('replay sweep', () => {
      const sweeper = startReplaySweeper(live.replays, logger)
      return () => sweeper.stop()
    }),
  ]
}
