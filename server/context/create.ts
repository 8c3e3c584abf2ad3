import { createAdmin } from '../../platform/admin'
import { createAnalytics } from '../../platform/analytics'
import type { Config } from '../config'
import { buildAccounts, buildSignIn } from './accounts'
import { buildChat } from './chat'
import { buildBilling, buildCommerce } from './commerce'
import { buildCommunity } from './community'
import { buildContent } from './content'
import { buildDirectChat } from './direct-chat'
import { openInfrastructure } from './infrastructure'
import { createJobBoard } from './job-board'
import { startJobs } from './jobs'
import { lateAreas } from './late-areas'
import { buildLive } from './live'
import { buildMedia } from './media'
import { mountList } from './mounts'
import { buildPlatformLinks } from './platform-links'
import { productJobs } from './schedule'
import type { ContextOverrides, ServerContext } from './server-context'
import { buildStories } from './stories'
import { accountsDirectory } from './users'

export const VERSION = '0.1.0'

/**
 * Opens the database, migrates it and builds every area, in two phases: each area is built
 * once its neighbours are, and a port that calls an area built later reads it from `late`.
 */
export async function createServerContext(
  config: Config,
  overrides: ContextOverrides = {},
): Promise<ServerContext> {
  const infrastructure = await openInfrastructure(config, overrides)
  const { logger, clock, database, limits, mailer } = infrastructure
  const late = lateAreas()

  const accounts = buildAccounts(infrastructure, late)
  const signIn = buildSignIn(infrastructure, accounts)
  const directory = accountsDirectory(accounts)
  const commerce = buildCommerce(infrastructure, accounts, late)
  const { wallet, revenue, payments } = commerce
  late.wallet.set(wallet)
  const { stories, assets } = buildStories(
    infrastructure,
    accounts,
    commerce,
    late,
    overrides.compileTimeLimitMs,
  )
  late.assets.set(assets)
  const community = buildCommunity(infrastructure, { accounts, directory, wallet, assets }, late)
  const { notifications, channels, emoticons, discord } = community
  late.channels.set(channels)
  const content = buildContent(
    infrastructure,
    { accounts, directory, commerce, stories, channels, notifications },
    late,
  )
  late.content.set(content)
  const { uploads, encoding } = buildMedia(infrastructure, content, late)
  late.uploads.set(uploads)
  late.encoding.set(encoding)
  const { models, chat, hub } = buildChat(
    infrastructure,
    { accounts, notifications, wallet, stories, assets },
    late,
  )
  late.chat.set(chat)
  const forLive = { accounts, directory, wallet, channels, notifications, emoticons, stories }
  const liveAreas = await buildLive(
    infrastructure,
    { ...forLive, content, uploads, encoding, models },
    late,
  )
  const { links, adultVerification } = buildPlatformLinks(infrastructure, {
    accounts,
    wallet,
    ...liveAreas,
  })
  const billing = buildBilling(infrastructure, commerce, channels)
  const directChat = await buildDirectChat(infrastructure, {
    accounts,
    directory,
    wallet,
    channels,
    notifications,
    uploads,
  })
  const jobBoard = createJobBoard()
  const machinery = {
    jobs: () => jobBoard.list(),
    queues: async () => [await encoding.service.queueStats(), await discord.service.queueStats()],
  }
  const admin = createAdmin({ db: database.db, clock, machinery })
  const analytics = createAnalytics({
    db: database.db,
    clock,
    logger,
    // A creator's page-view figure counts the contents the catalog lists as theirs.
    creatorContents: {
      contentOidsOf: async (creator) =>
        (await content.service.catalog.creatorContentOids(creator, creator.oid)).contentOids,
    },
  })

  // Payments a crash left paid but undelivered (subscriptions too, now that billing is
  // wired) are delivered before serving.
  await payments.service.repairUnfulfilled()
  const areas = {
    accounts,
    billing,
    channels,
    chat,
    content,
    discord,
    encoding,
    links,
    ...liveAreas,
  }
  const stopJobs =
    overrides.jobs === false
      ? null
      : await startJobs(productJobs(infrastructure, areas), logger, jobBoard)

  return {
    version: VERSION,
    config,
    logger,
    clock,
    database,
    limits,
    mailer,
    accounts,
    signIn,
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
    directChat,
    links,
    adultVerification,
    admin,
    analytics,
    machinery,
    ...liveAreas,
    areas: mountList([
      ...accounts.mounts,
      ...signIn.mounts,
      ...stories.mounts,
      ...assets.mounts,
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
      ...directChat.mounts,
      ...links.mounts,
      ...adultVerification.mounts,
      ...liveAreas.live.mounts,
      ...admin.mounts,
      ...analytics.mounts,
    ]),
    webRoot: overrides.webRoot === undefined ? null : overrides.webRoot,
    async close() {
      await stopJobs?.()
      links.close()
      await liveAreas.live.reminders.idle()
      // Turns in flight (story chat, co-host) finish, charged or voided, before the database closes.
      await chat.service.drain()
      await liveAreas.live.cohost.runner.idle()
      await liveAreas.live.chat.hub.close()
      await directChat.hub.close()
      await content.scenarioRooms.close()
      await hub.close()
      await limits.close()
      await database.close()
      infrastructure.flushLog()
    },
  }
}
