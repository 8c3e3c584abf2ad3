import type { AccountsArea } from '../../platform/accounts'
import { type AssetsArea, createAssets } from '../../platform/assets'
import { createStories, requireStoryChatWriter, type StoriesArea } from '../../platform/stories'
import type { Commerce } from './commerce'
import type { Infrastructure } from './infrastructure'
import type { LateAreas } from './late-areas'

export interface Storytelling {
  stories: StoriesArea
  /** Studio uploads (thumbnails, image nodes): story-chat writers only. */
  assets: AssetsArea
}

/** Story chats: their canvases, compiled versions and sales, and the studio's images. */
export function buildStories(
  { database, clock, logger }: Infrastructure,
  accounts: AccountsArea,
  { wallet, countFan }: Commerce,
  late: LateAreas,
  compileTimeLimitMs: number | undefined,
): Storytelling {
  const stories = createStories({
    db: database.db,
    clock,
    logger,
    ...(compileTimeLimitMs ? { compileTimeLimitMs } : {}),
    users: { getUserById: (userOid) => accounts.service.getUserById(userOid) },
    // A paid story chat opens to subscribers of the tiers its catalog entry names.
    entitlements: {
      find: async (userOid, story) => {
        const row = await late.content.get().service.catalog.findRow(story.contentOid)
        const [answer] = await late.channels.get().service.entitlements.find(userOid, [
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
  const assets = createAssets({
    db: database.db,
    writers: { requireWriter: (user) => requireStoryChatWriter(database.db, user) },
  })
  return { stories, assets }
}
