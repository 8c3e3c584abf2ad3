import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import pino, { type Logger } from 'pino'
import { gptTokenizerO200k } from '../engine/tokenizer/gpt-tokenizer'
import { type AccountsArea, createAccounts } from '../platform/accounts'
import { creatorOidsByLanguage, searchCreators } from '../platform/accounts/creator-search'
import { createAssets, probeImage } from '../platform/assets'
import { type ChannelsArea, type ChannelUsersPort, createChannels } from '../platform/channels'
import { type Billing, createBilling } from '../platform/channels/billing'
import {
  type ChatArea,
  createChat,
  createStreamHub,
  createUrlSigner,
  DEFAULT_CHAT_LIMITS,
} from '../platform/chat'
import { type ContentArea, createContent } from '../platform/content'
import {
  type Database,
  migrateToLatest,
  openDatabase,
  readSetting,
  startMaintenance,
  writeSetting,
} from '../platform/db'
import { createDiscord, type DiscordArea } from '../platform/discord'
import { createEmoticons, type EmoticonsArea } from '../platform/emoticons'
import { createEncoding, type EncodingArea } from '../platform/encoding'
import { type AreaMount, type Clock, type Role, startingClock, systemClock } from '../platform/http'
import {
  channelsSubscribers,
  createLive,
  type LiveArea,
  liveEntryEventsPort,
  liveEntryTiersPort,
  readLiveSettings,
  replayContentPort,
  startReplaySweeper,
} from '../platform/live'
import { liveStreamStats } from '../platform/live/allowance'
import { channelsSubscriptions } from '../platform/live/user'
import { createLiveads, type LiveadsArea } from '../platform/liveads'
import { createLivechat, type LivechatArea } from '../platform/livechat'
import { channelsSubscriptionPort, emoticonGroupsPort } from '../platform/livechat/adapters'
import { createLiveDonations, type LivedonationsArea } from '../platform/livedonations'
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../platform/mail'
import { createNotifications } from '../platform/notifications'
import { createPayments, type PaymentsArea } from '../platform/payments'
import { createRevenue, type RevenueArea } from '../platform/revenue'
import { createStories, requireStoryChatWriter, type StoriesArea } from '../platform/stories'
import { createStreams, type StreamsArea } from '../platform/streams'
import { createUploads, type UploadsArea } from '../platform/uploads'
import { createWallet, type WalletArea } from '../platform/wallet'
import type { Config } from './config'
import {
  catalogEncoding,
  contentMedia,
  creatorOf,
  encodeUploaded,
  encodingFiles,
} from './media-ports'
import { chatModelResolver, chatModels } from './model-ports'
import { createModelResolver, loadModelCatalogue, type ModelCatalogue } from './models'

export const VERSION = '0.1.0'

/** Everything a running server holds: the composition root's product. */
export interface ServerContext {
  version: string
  config: Config
  logger: Logger
  clock: Clock
  database: Database
  mailer: Mailer
  accounts: AccountsArea
  stories: StoriesArea
  wallet: WalletArea
  payments: PaymentsArea
  models: ModelCatalogue
  chat: ChatArea
  content: ContentArea
  /** The upload and asset service (the demo media seed uploads through it). */
  uploads: UploadsArea
  encoding: EncodingArea
  channels: ChannelsArea
  /** Paid subscriptions: first payments and the renewal scheduler. */
  billing: Billing
  revenue: RevenueArea
  emoticons: EmoticonsArea
  discord: DiscordArea
  /** Livestreams: studio, keys, key verification for the RTMP ingests, playback. */
  live: LiveArea
  /** Live chat: tokens, the WebSocket hub (attach it to the HTTP server), moderation. */
  livechat: LivechatArea
  livedonations: LivedonationsArea
  /** Admins' live ads synced to viewers' pages, and the pages' counters. */
  liveads: LiveadsArea
  /** The stream service: admins' streams, livestreamers and the sealed whitelist. */
  streams: StreamsArea
  /** Sub-apps mounted under /api, in order. */
  areas: AreaMount[]
  /** Folder of the Vite build, or null to serve the API only. */
  webRoot: string | null
  close(): Promise<void>
}

export interface ContextOverrides {
  logger?: Logger
  database?: Database
  mailer?: Mailer
  clock?: Clock
  webRoot?: string | null
  /** The publish compile's deadline (the stories area's default otherwise). */
  compileTimeLimitMs?: number
}

/** Opens the database, migrates it and builds every area. */
export async function createServerContext(
  config: Config,
  overrides: ContextOverrides = {},
): Promise<ServerContext> {
  // Asynchronous writes: a slow log reader must never stall request handling.
  const logDestination = overrides.logger
    ? null
    : pino.destination({ dest: config.logFile ?? 1, sync: false, mkdir: true })
  const logger = overrides.logger ?? pino({ level: config.logLevel }, logDestination ?? undefined)
  const clock =
    overrides.clock ?? (config.clockStart ? startingClock(config.clockStart) : systemClock)
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteThread: config.pgliteThread,
      pgliteSharedBuffers: config.pgliteSharedBuffers,
      onConnectionError: (error) =>
        logger.warn({ err: error }, 'database connection ended by the server; reconnecting'),
    }))
  await migrateToLatest(database.db)
  const mailer =
    overrides.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createOutboxMailer(config.mail.outboxDir, config.mail.from))

  const accounts = createAccounts({
    db: database.db,
    mailer,
    logger,
    clock,
    settings: {
      publicUrl: config.publicUrl ?? `http://${config.host}:${config.port}`,
      sessionDays: config.sessionDays,
      guestFreeChats: config.guestFreeChats,
      guestRegistrations: config.guestRegistrations,
      accountLookups: config.accountLookups,
      blockedEmailDomains: config.blockedEmailDomains,
      argon2: config.argon2,
    },
  })

  const wallet = createWallet({
    db: database.db,
    clock,
    logger,
    settings: { creditsPerCoin: config.wallet.creditsPerCoin },
  })
  // Creators' revenue, settlements and analytics read earnings through the wallet's service;
  // an operator's calendar feed (holidays, exchange rates) replaces the bundled table.
  const revenue = createRevenue({
    db: database.db,
    clock,
    // Live viewers and stream time per day: the live area's streams.
    live: liveStreamStats(database.db),
    wallet: wallet.service,
    // Uploads per day: the catalog's own list of the creator's published contents.
    contents: {
      publishedAt: async (creatorOid) => {
        const asCreator = {
          oid: creatorOid,
          nickname: '',
          roles: ['creator'] as Role[],
          language: null,
          isAdult: true,
        }
        const dates: Date[] = []
        for (let offset = 0; offset < 5_000; offset += 500) {
          const page = await content.service.catalog.projected(asCreator, {
            list: 'published',
            limit: 500,
            offset,
            creatorOid,
          })
          const items = page.lists.published ?? []
          for (const item of items) if (item.publishedAt) dates.push(new Date(item.publishedAt))
          if (items.length < 500) break
        }
        return dates
      },
    },
    // Country user counts: the accounts area's geo country of each paying user.
    countries: { countries: (userOids) => accounts.service.countriesOf(userOids) },
    settings: { calendarFeedPath: process.env.TALELOOM_REVENUE_CALENDAR_FEED || null },
  })
  // A purchase counts in the creator's fan ranking; the sale stands if counting fails.
  const countFan = (
    sourceKey: string,
    occurredAt: Date,
    fan: { creatorOid: string; userOid: string; coins: number },
  ) =>
    channels.service
      .recordFanEvent({ sourceKey, occurredAt, kind: 'purchase', ...fan })
      .catch((error) => logger.warn({ err: error, sourceKey }, 'fan ranking not updated'))
  const stories = createStories({
    db: database.db,
    clock,
    logger,
    ...(overrides.compileTimeLimitMs ? { compileTimeLimitMs: overrides.compileTimeLimitMs } : {}),
    users: { getUserById: (userOid) => accounts.service.getUserById(userOid) },
    // A paid story chat opens to subscribers of the tiers its catalog entry names.
    entitlements: {
      find: async (userOid, story) => {
        const row = await content.service.catalog.findRow(story.contentOid)
        const [answer] = await channels.service.entitlements.find(userOid, [
          {
            ...story,
            viewableTiers: row?.viewable_tiers ?? [],
            uploadedAt: row?.published_at ?? row?.created_at ?? null,
          },
        ])
        return answer ?? null
      },
    },
    // A story's price goes to its creator's earnings, the platform fee to the platform.
    payments: {
      payForContent: async (input) => {
        const transaction = await wallet.service.transfer({
          key: input.key,
          fromUserOid: input.buyerOid,
          toUserOid: input.creatorOid,
          coins: input.coins,
          type: 'chat_content',
          bonusUse: input.bonusUse,
          metadata: { contentOid: input.contentOid },
        })
        await countFan(transaction.id, transaction.createdAt, {
          creatorOid: input.creatorOid,
          userOid: input.buyerOid,
          coins: input.coins,
        })
        return { replayed: transaction.replayed, ...transaction.result }
      },
    },
  })
  // Studio uploads (thumbnails, image nodes): story-chat writers only.
  const assets = createAssets({
    db: database.db,
    writers: { requireWriter: (user) => requireStoryChatWriter(database.db, user) },
  })
  const payments = createPayments({
    db: database.db,
    clock,
    logger,
    wallet: wallet.service,
    publicUrl: config.publicUrl ?? `http://${config.host}:${config.port}`,
    settings: config.payments,
  })
  // Payments a crash left paid but undelivered are delivered before serving.
  await payments.service.repairUnfulfilled()

  const models = loadModelCatalogue(config.models.catalogueFile)
  const hub = createStreamHub({ database, logger })
  const chat = createChat({
    database,
    logger,
    clock,
    hub,
    models: chatModels,
    resolveModel: chatModelResolver(createModelResolver(models, config.models.providers)),
    wallet: wallet.service,
    stories: stories.service,
    accounts: accounts.service,
    tokenizer: gptTokenizerO200k,
    limits: DEFAULT_CHAT_LIMITS,
    signer: createUrlSigner(config.secret ?? (await storedSecret(database))),
    images: { bulkDiscountPercent: config.bulkUnlockDiscountPercent },
    readAsset: (url) => assets.service.readAssetAt(url),
    guestTurnsPerIpPerMinute: config.guestTurnsPerIpPerMinute,
    // Every content type can be commented on: the catalog's contents, as each viewer may
    // see them (asked at request time, once the content area below exists).
    commentContents: {
      find: (viewer, contentOid) => content.service.catalog.commentTarget(viewer, contentOid),
    },
  })
  const notifications = createNotifications({ db: database.db, clock, logger })
  // Creators' channels, tiers and subscriptions; users, custom URLs and the creator role from accounts.
  const channels = createChannels({
    db: database.db,
    clock,
    logger,
    users: channelUsers(accounts),
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
    // Made free while a live ticket sells is refused (live is made below; read at call time).
    liveTickets: { selling: (creatorOid) => live.tickets.selling(creatorOid) },
    contentDates: {
      publishedAt: async (contentOids) => {
        const rows = await Promise.all(
          contentOids.map((oid) => content.service.catalog.findRow(oid)),
        )
        return new Map(
          rows.flatMap((row) => (row ? [[row.oid, row.published_at ?? row.created_at]] : [])),
        )
      },
    },
  })
  const content = createContent({
    db: database.db,
    clock,
    logger,
    // A counted view lands in the creator's analytics, with the viewer's geo country.
    views: {
      counted: async (view) => {
        const country = view.userOid
          ? ((await accounts.service.countriesOf([view.userOid])).get(view.userOid) ?? null)
          : null
        await revenue.service.analytics.record({
          creatorOid: view.creatorOid,
          metric: 'views',
          at: view.at,
          country,
          userKey: view.viewerKey,
        })
      },
    },
    // Purchases first; subscribers of the content's tiers for what was not bought.
    entitlements: {
      find: async (userOid, contents) => {
        const bought = await content.service.purchases.findEntitlements(userOid, contents)
        const rest = contents.filter((_, index) => !bought[index])
        const subscribed =
          rest.length > 0 ? await channels.service.entitlements.find(userOid, rest) : []
        let next = 0
        return bought.map((answer) => answer ?? subscribed[next++] ?? null)
      },
    },
    // Co-creators are checked and creators named from accounts.
    users: {
      findUsers: async (userOids) =>
        (await accounts.service.bulkGetUsers([...userOids])).users.map((user) => ({
          oid: String(user.oid),
          nickname: String(user.nickname),
        })),
    },
    // GET /content with withComments reads the chat area's comments.
    comments: {
      list: (contentOid, hidden) => chat.service.listComments(contentOid, hidden),
    },
    // Likes, blocks and reports on comments find them in chat; the illegal-downloader rule
    // suspends through accounts.
    interaction: {
      comments: { findComment: (contentOid, ref) => chat.service.findComment(contentOid, ref) },
      accounts: {
        userExists: async (userOid) => (await accounts.service.getUserById(userOid)) !== null,
        suspendForIllegalDownload: async (userOid) => {
          await accounts.service.suspend(userOid, 'illegal download')
        },
        liftSuspension: async (userOid) => {
          await accounts.service.liftSuspension(userOid)
        },
      },
      // Rating review fees are paid in coins (a `consume` of the caller's paid coins).
      wallet: {
        spendCoins: async (input) => {
          const spent = await wallet.service.spend({
            key: input.key,
            userOid: input.userOid,
            unit: 'coin',
            amount: input.coins,
            type: 'consume',
            metadata: input.metadata,
          })
          return { transactionId: spent.id, replayed: spent.replayed }
        },
      },
    },
    // A sale is one wallet transaction that writes the entitlement inside it; story chats
    // are sold by the stories area; creators and gift recipients are notified.
    purchases: {
      // Each sale line also counts its buyer in the creator's fan ranking.
      wallet: {
        ...wallet.service,
        sellContents: async (input) => {
          const sold = await wallet.service.sellContents(input)
          for (const line of input.lines) {
            await countFan(`${sold.id}:${line.contentOid}`, sold.createdAt, {
              creatorOid: line.creatorOid,
              userOid: input.buyerOid,
              coins: line.coins,
            })
          }
          return sold
        },
      },
      accounts: {
        findUser: (userOid) => accounts.service.findRecipient(userOid),
        listCreators: (input) => accounts.service.listCreators(input),
      },
      stories: {
        quote: async (user, contentOid) => {
          const story = await stories.service.getContent(user, contentOid)
          return { price: story.price, creatorOid: story.creatorOid, title: story.title }
        },
        purchase: (user, contentOid, mode) =>
          stories.service.purchaseContent(user, contentOid, mode),
        listPurchases: (userOid, options) => stories.service.listPurchases(userOid, options),
      },
      notifications: notifications.service,
    },
    // Entitled viewers play through signed addresses that read the uploads area's store.
    media: contentMedia(config.secret ?? (await storedSecret(database)), () => uploads.store),
    // Search's creator results and creator-language filter read the accounts area's users.
    creators: {
      search: (keyword, limit) => searchCreators(database.db, keyword, limit),
      oidsByLanguage: (languages) => creatorOidsByLanguage(database.db, languages),
    },
  })
  const uploads = createUploads({
    db: database.db,
    clock,
    logger,
    dataDir: config.dataDir,
    secret: config.secret ?? (await storedSecret(database)),
    settings: config.uploads,
    contents: {
      creatorOf: (contentOid) => creatorOf(content.service.catalog, contentOid),
      // Entitled buyers and subscribers read a content's private files (privateasset).
      mayView: async (user, contentOid) =>
        (await content.service.catalog.viewerAccess(user, contentOid))?.canView === true,
    },
    // A creator's audio or video for a content starts its encoding when handed over.
    onUploaded: (asset, stored) =>
      encodeUploaded(
        { catalog: content.service.catalog, encoding: encoding.service },
        asset,
        stored,
      ),
  })
  const encoding = createEncoding({
    db: database.db,
    clock,
    logger,
    files: encodingFiles(() => uploads.store),
    contents: catalogEncoding(() => content.service.catalog),
    owners: { creatorOf: (contentOid) => creatorOf(content.service.catalog, contentOid) },
  })
  // Emoticon use levels and Discord roles follow the channels area's tiers and subscriptions;
  // emoticon images live in the uploads area's store.
  const tierPositions = (creatorOid: string) => channels.service.tierPositions(creatorOid)
  const emoticons = createEmoticons({
    db: database.db,
    clock,
    logger,
    tiers: { tierPosition: channels.service.tierPosition, tierPositions },
    files: {
      put: async (key, bytes) => {
        await uploads.store.put(key, Readable.from([Buffer.from(bytes)]), bytes.length)
      },
      get: async (key) => {
        const object = await uploads.store.get(key)
        return object ? new Uint8Array(await buffer(object.body)) : null
      },
    },
  })
  const subscriberTiers = async (creatorOid: string) =>
    new Map(
      (await channels.service.listSubscribers(creatorOid)).map((row) => [
        row.userOid,
        row.tierHash,
      ]),
    )
  const discord = createDiscord({
    db: database.db,
    clock,
    logger,
    settings: config.discord.settings,
    outboxIntervalMs: config.discord.outboxIntervalMs,
    publicUrl: config.publicUrl ?? `http://${config.host}:${config.port}`,
    channels: {
      currentTier: async (userOid, creatorOid) =>
        (await subscriberTiers(creatorOid)).get(userOid) ?? null,
      subscriberTiers,
      tierHashes: async (creatorOid) => new Set((await tierPositions(creatorOid)).keys()),
    },
    users: {
      nicknames: async (userOids) =>
        new Map(
          (await accounts.service.bulkGetUsers([...userOids])).users.map((user) => [
            String(user.oid),
            String(user.nickname),
          ]),
        ),
    },
  })
  channels.service.listen(discord.service.subscriptionListener)
  // Livestreamers and their custom URLs come from accounts (docs/LIVE.md).
  const live = createLive({
    db: database.db,
    clock,
    logger,
    playback: readLiveSettings(process.env).playback,
    // A replay becomes a video content: the catalog's save, the uploads store, the encoder.
    replays: {
      recordsDir: `${config.dataDir}/live-records`,
      content: replayContentPort({
        catalog: content.service.catalog,
        store: () => uploads.store,
        encoding: encoding.service,
      }),
    },
    // Entry by tiers reads the channels area; permission changes are live chat events.
    entry: {
      secret: config.secret ?? (await storedSecret(database)),
      tiers: liveEntryTiersPort(channels.service, clock),
      events: liveEntryEventsPort(() => livechat.service),
    },
    // A tool key logs its livestreamer in as a password login would (suspensions included).
    sessions: { loginAs: (userOid) => accounts.service.loginAs(userOid) },
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
      findUsers: async (userOids) =>
        (await accounts.service.bulkGetUsers([...userOids])).users.map(liveUser),
      findByCustomUrl: async (customUrl) => {
        const found = await accounts.service
          .getUser(null, { customUrl })
          .catch((error: { status?: number }) =>
            error.status === 404 ? null : Promise.reject(error),
          )
        return found ? liveUser(found.user) : null
      },
    },
  })
  // Live chat fans out through LISTEN/NOTIFY or Redis: any instance's viewers see every message.
  const livechat = await createLivechat({
    db: database.db,
    database,
    redisUrl: config.redisUrl,
    clock,
    logger,
    secret: config.secret ?? (await storedSecret(database)),
    live: { currentStream: (creatorOid) => live.service.currentStream(creatorOid) },
    // Senders' tier fields and emoticons by use level (docs/LIVE-CHAT.md).
    channels: channelsSubscriptionPort(channels.service, clock),
    emoticons: emoticonGroupsPort(emoticons.service),
    users: {
      findUsers: async (userOids) =>
        (await accounts.service.bulkGetUsers([...userOids])).users.map((user) => ({
          ...liveUser(user),
          email: String((user as { email?: unknown }).email ?? ''),
          photo: null,
        })),
    },
  })
  channels.service.listen(livechat.service.subscriptionListener)
  emoticons.service.onChange((creatorOid) => livechat.service.emoticonsChanged(creatorOid))
  // A stream going on or off air is announced in its live chat.
  live.service.onStateChange((creatorOid, state) =>
    livechat.service.publishEvent(creatorOid, state, {}),
  )
  // A stream going on air reminds the creator's subscribers, once per stream, when asked to.
  live.service.onStateChange((creatorOid, state) => live.reminders.stateChanged(creatorOid, state))
  // Live donations pay through the wallet's ledger and alert through the live chat's events.
  const livedonations = createLiveDonations({
    db: database.db,
    clock,
    wallet: {
      donate: (input) => wallet.service.transfer({ type: 'live_donation', ...input }),
      // Missions hold coins in system/holds/coin; revenue reads the earnings rows.
      post: (input) => wallet.service.post(input),
      earningsDaily: (range) => wallet.service.creatorEarnings.daily(range),
      donationFeeBasisPoints: wallet.service.settings.donationFeeBasisPoints,
    },
    events: livechat.service,
    users: {
      isStreamer: async (userOid) =>
        (await accounts.service.bulkGetUsers([userOid])).users.some(
          (user) => liveUser(user).isLivestreamer,
        ),
    },
    // Spoken alerts (espeak-ng here) and the streamer's overlay; docs/LIVE-DONATIONS.md.
    spoken: {
      dataDir: config.dataDir,
      secret: config.secret ?? (await storedSecret(database)),
      chat: livechat.service,
    },
  })
  const liveads = createLiveads({ db: database.db, clock, mediaOrigins: config.adMediaOrigins })
  // Admins start and stop streams through the live area's own state changes (liveOn/liveOff).
  const streams = createStreams({
    db: database.db,
    clock,
    secret: config.secret ?? (await storedSecret(database)),
    live: {
      goLive: (creatorOid, via) => live.service.goLive(creatorOid, via),
      goOffline: (creatorOid) => live.service.goOffline(creatorOid),
      kick: (creatorOid) => live.service.ingestControl()?.kick(creatorOid),
      views: (streamOid) => live.service.views(streamOid),
    },
    users: {
      find: async (oids) => (await accounts.service.bulkGetUsers([...oids])).users.map(liveUser),
      livestreamers: (limit) => accounts.service.usersWithRole('livestreamer', limit),
      grant: (oid) => accounts.service.addRole(oid, 'livestreamer'),
      revoke: (oid) => accounts.service.removeRole(oid, 'livestreamer'),
    },
  })
  // Paid subscriptions: billing delivers their payments and renews them on the 1st.
  const billing = createBilling({
    db: database.db,
    clock,
    logger,
    payments: payments.service,
    wallet: wallet.service,
    events: channels.service.events,
  })
  // Subscription payments left undelivered by a crash waited for billing to be wired.
  await payments.service.repairUnfulfilled()
  billing.scheduler.start()
  // Entry changes announced mid-stream apply from their stored rows, after a restart too.
  live.entry.scheduler.start()
  discord.worker.start()
  // Picks up queued jobs and those whose encoder died (ffmpeg missing: audio and video wait, saying why).
  encoding.worker.start()
  const sweep = () =>
    chat.service.sweep().catch((error) => logger.error({ err: error }, 'stream sweep failed'))
  await sweep()
  const sweeper = setInterval(sweep, 60_000)
  sweeper.unref()
  // Mission timeouts fire on their own, also for missions a stopped server left running.
  const sweepLive = () =>
    livedonations
      .sweep()
      .catch((error) => logger.error({ err: error }, 'live donation sweep failed'))
  await sweepLive()
  const liveSweeper = setInterval(sweepLive, 5_000)
  liveSweeper.unref()
  // Accounts whose 14-day unregistration wait has passed are deleted hourly.
  const purge = () =>
    accounts.service
      .purgeUnregistered(clock.now())
      .catch((error) => logger.error({ err: error }, 'unregister purge failed'))
  await purge()
  const purger = setInterval(purge, 60 * 60_000)
  // Cancellations whose month has ended become cancelled (access already stopped at period end).
  const endSubscriptions = () =>
    channels.service
      .endDue()
      .catch((error) => logger.error({ err: error }, 'ending cancelled subscriptions failed'))
  const subscriptionEnder = setInterval(endSubscriptions, 60_000)
  subscriptionEnder.unref()
  purger.unref()
  // Scheduled contents are published at their time (reads also publish a due one first).
  const publishDue = () =>
    content.service.catalog
      .publishDue()
      .catch((error) => logger.error({ err: error }, 'scheduled publishing failed'))
  const publisher = setInterval(publishDue, 30_000)
  publisher.unref()
  // Replays never published as content are deleted 7 days after their live.
  const replaySweeper = startReplaySweeper(live.replays, logger)
  // PGlite has no autovacuum: dead rows and planner statistics are seen to every minute.
  const stopMaintenance = startMaintenance(database, {
    onError: (error) => logger.error({ err: error }, 'database maintenance failed'),
  })

  return {
    version: VERSION,
    config,
    logger,
    clock,
    database,
    mailer,
    accounts,
    stories,
    wallet,
    payments,
    models,
    chat,
    content,
    uploads,
    encoding,
    channels,
    billing,
    revenue,
    emoticons,
    discord,
    live,
    livechat,
    livedonations,
    liveads,
    streams,
    areas: [
      ...accounts.mounts,
      ...stories.mounts,
      ...assets.mounts,
      // Before the wallet's: revenue answers /coinevent/creator/aggregate/coinType from kept rows.
      ...revenue.mounts,
      ...wallet.mounts,
      ...payments.mounts,
      ...chat.mounts,
      ...content.mounts,
      ...uploads.mounts,
      ...encoding.mounts,
      ...notifications.mounts,
      ...channels.mounts,
      ...billing.mounts,
      ...emoticons.mounts,
      ...discord.mounts,
      ...live.mounts,
      ...livechat.mounts,
      ...livedonations.mounts,
      ...liveads.mounts,
      ...streams.mounts,
    ],
    webRoot: overrides.webRoot === undefined ? null : overrides.webRoot,
    async close() {
      clearInterval(sweeper)
      clearInterval(liveSweeper)
      clearInterval(purger)
      clearInterval(subscriptionEnder)
      clearInterval(publisher)
      replaySweeper.stop()
      await stopMaintenance()
      // A job in hand goes back to the queue for the next start.
      await encoding.worker.stop()
      await discord.worker.stop()
      // A renewal run in flight finishes; its leased rows are free for the next start anyway.
      await billing.scheduler.stop()
      await live.entry.scheduler.stop()
      await live.reminders.idle()
      // Turns in flight finish (and are charged or voided) before the database closes.
      await chat.service.drain()
      await livechat.hub.close()
      await hub.close()
      await database.close()
      logDestination?.flushSync()
    },
  }
}

/** The signing secret kept in the database, so every instance and restart shares it. */
async function storedSecret(database: Database): Promise<string> {
  const existing = await readSetting<string | null>(database.db, 'server.secret', null)
  if (existing) return existing
  await writeSetting(database.db, 'server.secret', randomBytes(32).toString('base64url'))
  // Two instances starting together: whichever write landed last is the one both read.
  return (await readSetting<string | null>(database.db, 'server.secret', null)) as string
}

/** The accounts service as the channels area's users port. */
function channelUsers(accounts: AccountsArea): ChannelUsersPort {
  // Registration grants the creator role in one statement (accounts' addRole).
  const toUser = (user: {
    oid: string
    nickname?: unknown
    customUrl?: unknown
    isCreator?: unknown
  }) => ({
    oid: String(user.oid),
    nickname: String(user.nickname ?? ''),
    customUrl: (user.customUrl as string | null | undefined) ?? null,
    isCreator: !!user.isCreator,
  })
  return {
    findUsers: async (userOids) =>
      (await accounts.service.bulkGetUsers([...userOids])).users.map(toUser),
    findByCustomUrl: async (customUrl) => {
      const found = await accounts.service
        .getUser(null, { customUrl })
        .catch((error: { status?: number }) =>
          error.status === 404 ? null : Promise.reject(error),
        )
      return found ? toUser(found.user) : null
    },
    setCustomUrl: (userOid, customUrl) => accounts.service.setCustomUrl(userOid, customUrl),
    grantCreatorRole: async (userOid) => {
      await accounts.service.addRole(userOid, 'creator')
    },
  }
}

function liveUser(user: {
  oid: string
  nickname?: unknown
  customUrl?: unknown
  isLivestreamer?: unknown
}) {
  return {
    oid: String(user.oid),
    nickname: String(user.nickname ?? ''),
    customUrl: (user.customUrl as string | null | undefined) ?? null,
    isLivestreamer: !!user.isLivestreamer,
  }
}
