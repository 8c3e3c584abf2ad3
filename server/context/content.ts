import { createHmac } from 'node:crypto'
import { type AccountsArea, creatorOidsByLanguage, searchCreators } from '../../platform/accounts'
import type { ChannelsArea } from '../../platform/channels'
import { type ContentArea, type ContentDeps, createContent } from '../../platform/content'
import type { NotificationsArea } from '../../platform/notifications'
import type { StoriesArea } from '../../platform/stories'
import type { Commerce } from './commerce'
import type { Infrastructure } from './infrastructure'
import type { LateAreas } from './late-areas'
import { contentMedia } from './media-ports'
import { likeNotices } from './notices'
import type { AccountsDirectory } from './users'

export interface ContentNeighbours {
  accounts: AccountsArea
  directory: AccountsDirectory
  commerce: Commerce
  stories: StoriesArea
  channels: ChannelsArea
  notifications: NotificationsArea
}

/** The catalog of contents: views, entitlements, comments, interaction, sales and playback. */
export function buildContent(
  { database, clock, logger, secret, config }: Infrastructure,
  neighbours: ContentNeighbours,
  late: LateAreas,
): ContentArea {
  const { accounts, commerce, channels } = neighbours
  return createContent({
    db: database.db,
    clock,
    logger,
    // A counted view lands in the creator's analytics, with the viewer's geo country.
    views: {
      counted: async (view) => {
        const country = view.userOid
          ? ((await accounts.service.countriesOf([view.userOid])).get(view.userOid) ?? null)
          : null
        await commerce.revenue.service.analytics.record({
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
        const purchases = late.content.get().service.purchases
        const bought = await purchases.findEntitlements(userOid, contents)
        const rest = contents.filter((_, index) => !bought[index])
        const subscribed =
          rest.length > 0 ? await channels.service.entitlements.find(userOid, rest) : []
        let next = 0
        return bought.map((answer) => answer ?? subscribed[next++] ?? null)
      },
    },
    // Co-creators are checked and creators named from accounts.
    users: {
      findUsers: (userOids) => neighbours.directory.list(userOids, ['oid', 'nickname']),
    },
    // GET /content with withComments reads the chat area's comments.
    comments: {
      list: (contentOid, hidden) => late.chat.get().service.listComments(contentOid, hidden),
    },
    interaction: contentInteraction(neighbours, late),
    purchases: contentPurchases(neighbours),
    // Reward events give their item through the wallet's inventory.
    events: {
      wallet: {
        giveItem: (item) => commerce.wallet.service.giveItem(item),
        listInventory: (userOid) => commerce.wallet.service.listInventory(userOid),
      },
    },
    // Campaign contributions are held in the wallet's escrow until the campaign ends.
    campaigns: {
      wallet: {
        post: (input) => commerce.wallet.service.post(input),
        postedKeys: (keys) => commerce.wallet.service.postedKeys(keys),
        donationFeeBasisPoints: commerce.wallet.service.settings.donationFeeBasisPoints,
      },
    },
    // Gacha pulls are one wallet transaction with their items; draws are keyed from the secret.
    gacha: {
      wallet: commerce.wallet.service,
      secret: createHmac('sha256', secret).update('gacha-draw').digest('base64url'),
    },
    // A file coupon is used by the wallet, which writes the file's grant in the same transaction.
    files: {
      coupons: { redeem: (input, alongside) => commerce.wallet.service.useItem(input, alongside) },
    },
    // Entitled viewers play through signed addresses that read the uploads area's store.
    media: contentMedia(secret, () => late.uploads.get().store),
    // Community posts show the creator's own public images from the uploads area.
    communityImages: {
      publicUrls: (ownerOid, keys) => late.uploads.get().service.publicImageUrls(ownerOid, keys),
    },
    // An admin's resend tells the creator's subscribers and followers (channels), each once.
    tools: {
      audience: async (creatorOid) => {
        const [subscribers, followers] = await Promise.all([
          channels.service.listSubscribers(creatorOid),
          channels.service.followerOids(creatorOid),
        ])
        return [...new Set([...subscribers.map((row) => row.userOid), ...followers])]
      },
      notifyNewContent: (userOid, data) =>
        neighbours.notifications.service.notify(userOid, 'new-content', data),
    },
    // Scenario pages show the creator's own ready uploads, through signed addresses; multiplay
    // rooms fan out on the real-time bus (Redis when set, else LISTEN/NOTIFY).
    scenarioAssets: {
      readyUploads: (ownerOid, keys) => late.uploads.get().service.readyAssets(ownerOid, keys),
      read: (ownerOid, key) => late.uploads.get().service.readOwned(ownerOid, key),
    },
    scenarioSecret: createHmac('sha256', secret).update('scenario-media').digest('base64url'),
    scenarioRealtime: { database, redisUrl: config.redisUrl },
    // A channel manager's session in the mode posts on the channel's Community tab (accounts' port).
    channelActing: {
      actingChannel: (user, sessionId) =>
        accounts.service.extras.channelManager.actingChannel(user, sessionId),
    },
    // Search's creator results and creator-language filter read the accounts area's users.
    creators: {
      search: (keyword, limit) => searchCreators(database.db, keyword, limit),
      oidsByLanguage: (languages) => creatorOidsByLanguage(database.db, languages),
    },
  })
}

/**
 * Likes, blocks and reports on comments find them in chat; the illegal-downloader rule
 * suspends through accounts.
 */
function contentInteraction(
  { accounts, commerce, stories, notifications }: ContentNeighbours,
  late: LateAreas,
): NonNullable<ContentDeps['interaction']> {
  return {
    likeNotices: likeNotices(notifications),
    comments: {
      findComment: (contentOid, ref) => late.chat.get().service.findComment(contentOid, ref),
    },
    // Story chats and their reviews are reported like the catalog's contents.
    stories: {
      find: async (user, contentOid) => {
        const found = await stories.service.getPublishedContent(contentOid).catch(() => null)
        if (!found) return null
        await stories.service.canView(user, contentOid)
        return { oid: contentOid, creatorOid: found.content.creatorOid }
      },
    },
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
        const spent = await commerce.wallet.service.spend({
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
  }
}

/**
 * A sale is one wallet transaction that writes the entitlement inside it; story chats
 * are sold by the stories area; creators and gift recipients are notified.
 */
function contentPurchases({
  accounts,
  commerce,
  stories,
  notifications,
}: ContentNeighbours): NonNullable<ContentDeps['purchases']> {
  const { wallet, countFan } = commerce
  return {
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
      purchase: (user, contentOid, mode) => stories.service.purchaseContent(user, contentOid, mode),
      listPurchases: (userOid, options) => stories.service.listPurchases(userOid, options),
    },
    notifications: notifications.service,
  }
}
