import { gptTokenizerO200k } from '../../engine/tokenizer/gpt-tokenizer'
import type { AccountsArea } from '../../platform/accounts'
import type { AssetsArea } from '../../platform/assets'
import {
  type ChatArea,
  createChat,
  createStreamHub,
  DEFAULT_CHAT_LIMITS,
} from '../../platform/chat'
import { createUrlSigner } from '../../platform/http'
import type { NotificationsArea } from '../../platform/notifications'
import type { StoriesArea } from '../../platform/stories'
import type { WalletArea } from '../../platform/wallet'
import { createModelResolver, loadModelCatalogue, type ModelCatalogue } from '../models'
import type { Infrastructure } from './infrastructure'
import type { LateAreas } from './late-areas'
import { chatModelResolver, chatModels } from './model-ports'
import { commentNotices } from './notices'

export interface ChatNeighbours {
  accounts: AccountsArea
  notifications: NotificationsArea
  wallet: WalletArea
  stories: StoriesArea
  assets: AssetsArea
}

export interface Chatting {
  models: ModelCatalogue
  chat: ChatArea
  /** The chat streams' hub: closed after the turns in flight drain. */
  hub: ReturnType<typeof createStreamHub>
}

/** Story chat turns over the model registry, charged to the wallet. */
export function buildChat(
  { config, database, clock, logger, secret }: Infrastructure,
  { accounts, notifications, wallet, stories, assets }: ChatNeighbours,
  late: LateAreas,
): Chatting {
  const models = loadModelCatalogue(config.models.catalogueFile)
  const hub = createStreamHub({ database, logger })
  const chat = createChat({
    database,
    logger,
    clock,
    hub,
    models: chatModels,
    resolveModel: chatModelResolver(createModelResolver(models, config.models.providers)),
    modelIds: () => models.list().map((model) => model.id),
    wallet: wallet.service,
    stories: stories.service,
    accounts: accounts.service,
    tokenizer: gptTokenizerO200k,
    limits: { ...DEFAULT_CHAT_LIMITS, creatorTestTurnsPerMonth: config.creatorTestTurnsPerMonth },
    signer: createUrlSigner(secret),
    images: { bulkDiscountPercent: config.bulkUnlockDiscountPercent },
    readAsset: (url) => assets.service.readAssetAt(url),
    guestTurnsPerIpPerMinute: config.guestTurnsPerIpPerMinute,
    // A character's direct chat may be free within the creator's chosen subscriber tiers.
    characterDm: {
      subscribedTier: async (creatorOid, userOid) => {
        const channels = late.channels.get().service
        const position = await channels.tierPosition(userOid, creatorOid)
        if (position === null) return null
        const { tiers } = await channels.tiers(creatorOid)
        return tiers.find((tier) => tier.position === position)?.tierHash ?? null
      },
    },
    // Every content type can be commented on: the catalog's contents, as each viewer may see them.
    commentContents: {
      find: async (viewer, contentOid) => {
        const content = late.content.get().service
        // A channel's file contents take comments like the catalog's contents.
        return (
          (await content.catalog.commentTarget(viewer, contentOid)) ??
          (await content.files.commentTarget(viewer, contentOid)) ??
          // Community posts too (a tier-only post only for its readers).
          (await content.community.commentTarget(viewer, contentOid))
        )
      },
      ownedBy: (userOid) => late.content.get().service.catalog.ownedContentOids(userOid),
      ownedPostsBy: (userOid) => late.content.get().service.community.ownedPostOids(userOid),
      // A channel manager's session in the mode manages the channel's comments (accounts' port).
      actingChannel: (user, sessionId) =>
        accounts.service.extras.channelManager.actingChannel(user, sessionId),
    },
    // A reader's blocks hide comments on every content (the content area keeps them).
    commentBlocks: {
      hiddenFor: (userOid) => late.content.get().service.interaction.hiddenFor(userOid),
    },
    commentNotices: commentNotices(notifications),
  })
  return { models, chat, hub }
}
