/**
 * Chat: rooms and their message tree, turns (charge, generation, settlement), the event
 * stream, summaries, pictures, coupons, comments, personas, prompt logs and the admin
 * prompts. Other areas and the model registry come in as ports (`ports.ts`); the server
 * mounts the routes.
 */
import type { AreaMount, UrlSigner } from '../http'
import { forgetUsers } from './character-dm'
import { type ChatRuntime, createChatRuntime } from './chat-runtime'
import {
  contentCommentRoutes,
  findCommentAt,
  listVisibleComments,
  repairUnpaidRewards,
} from './comments'
import type { AssetReader, ImageSettings } from './images'
import type { ChatCommentBlocks, ChatCommentContents, ChatCommentNotices } from './ports'
import { chatRoutes } from './routes'
import type { ChatRuntimeDeps } from './runtime'
import { releaseExpiredHolds, sweepStaleStreams } from './turns'

export type { CharacterDmPorts } from './character-dm'
export { type ChatRuntime, createChatRuntime } from './chat-runtime'
export { CHAT_MESSAGES } from './errors'
export type {
  ChatAccounts,
  ChatCommentBlocks,
  ChatCommentContents,
  ChatCommentNotices,
  ChatGenerationRequest,
  ChatModelDescriptor,
  ChatModelResolver,
  ChatModels,
  ChatStories,
  ChatWallet,
  CommentTarget,
  CommentWritten,
  GenerationPart,
  OfflineStoryHints,
  ResolvedChatModel,
} from './ports'
export { UnknownChatModelError } from './ports'
export { findMessage, insertMessage, promptHistory, updateRoom } from './rooms'
export {
  type Actor,
  type ChatLimits,
  type ChatRuntimeDeps,
  DEFAULT_CHAT_LIMITS,
} from './runtime'
export { createStreamHub, type StreamEvent, type StreamHub } from './stream'
export type { ChatTables, MessageRole, MessageStatus } from './tables'
export { pricingSettingsFor, releaseExpiredHolds } from './turns'

export interface ChatService extends ChatRuntime {
  /** Fails turns orphaned by a dead process, then releases credit holds past their time. */
  sweep(): Promise<void>
  /** A live content comment by id or position (oldest first), for other areas' comment features. */
  findComment(
    contentOid: string,
    ref: string | number,
  ): Promise<{ commentOid: string; contentOid: string; authorOid: string } | null>
  /**
   * A content's live comments, oldest first, for the content page (GET /content with
   * withComments): each with its `position` among all of them, the hidden users' and
   * comments left out.
   */
  listComments(
    contentOid: string,
    options?: {
      limit?: number
      hideUserOids?: readonly string[]
      hideCommentOids?: readonly string[]
    },
  ): Promise<ContentCommentView[]>
  /** Deletes purged accounts' private chat data: characters' memories of them (character-dm/). */
  forgetUsers(userOids: readonly string[]): Promise<void>
}

/** A comment as the content page shows it. */
export interface ContentCommentView {
  commentOid: string
  contentOid: string
  commenterOid: string
  commentContent: string
  createdAt: string
  /** Its place among all the content's comments, oldest first (`commentIdx`, `commentPosition`). */
  position: number
  /** Coins the comment earned its writer, 0 when none (a rewarded comment cannot be deleted). */
  rewardCoins: number
}

export interface ChatArea {
  service: ChatService
  mounts: AreaMount[]
}

export interface ChatOptions extends ChatRuntimeDeps {
  /** Signs the addresses of paid pictures. */
  signer: UrlSigner
  images: ImageSettings
  /** Our stored assets, which image nodes may point at. */
  readAsset: AssetReader
  /** Streamed turns all guests of one client IP may start per minute. */
  guestTurnsPerIpPerMinute: number
  /** The content area's contents, so every content type can be commented on; story chats otherwise. */
  commentContents?: ChatCommentContents
  /** The readers' blocks, which hide comments; none hidden without it. */
  commentBlocks?: ChatCommentBlocks
  /** Who hears of a new comment or reply (the notifications area); nobody without it. */
  commentNotices?: ChatCommentNotices
}

export function createChat(options: ChatOptions): ChatArea {
  const {
    signer,
    images,
    readAsset,
    guestTurnsPerIpPerMinute,
    commentContents,
    commentBlocks,
    commentNotices,
    ...deps
  } = options
  const runtime = createChatRuntime(deps)
  const service: ChatService = {
    ...runtime,
    async sweep() {
      await sweepStaleStreams(runtime.deps, runtime.deps.hub.isLive)
      await releaseExpiredHolds(runtime.deps)
      // Comment rewards a crash left unpaid are paid here, not only on their writer's retry.
      await repairUnpaidRewards({
        db: runtime.deps.database.db,
        clock: runtime.deps.clock,
        wallet: runtime.deps.wallet,
      })
    },
    async findComment(contentOid, ref) {
      const row = await findCommentAt(runtime.deps.database.db, contentOid, ref)
      return row
        ? { commentOid: row.oid, contentOid: row.content_oid, authorOid: row.user_oid }
        : null
    },
    async listComments(contentOid, options = {}) {
      const rows = await listVisibleComments(runtime.deps.database.db, contentOid, {
        limit: options.limit ?? 500,
        ...(options.hideUserOids ? { hideUserOids: options.hideUserOids } : {}),
        ...(options.hideCommentOids ? { hideCommentOids: options.hideCommentOids } : {}),
      })
      return rows.map((row) => ({
        commentOid: row.oid,
        contentOid: row.content_oid,
        commenterOid: row.user_oid,
        commentContent: row.text,
        createdAt: new Date(row.created_at).toISOString(),
        position: row.position,
        rewardCoins: row.reward_coins ?? 0,
      }))
    },
    forgetUsers: (userOids) => forgetUsers(runtime.deps.database.db, userOids),
  }
  return {
    service,
    mounts: [
      {
        prefix: '/story-chat',
        routes: chatRoutes(runtime, { signer, images, readAsset, guestTurnsPerIpPerMinute }),
        // A chat file of up to 512 KB, its quotes escaped once more inside the JSON body.
        bodyLimits: [
          { path: '/chat-rooms/import', maxSize: 2 * 1024 * 1024 },
          // A character card of up to 2 MB, as base64 (docs/GROUP-CHATS.md, "Card members").
          { path: '/group-room/cards', maxSize: 3 * 1024 * 1024 },
        ],
      },
      // Story comments (the spec's /content/comment), with the chat refund for commenting.
      {
        prefix: '/content',
        routes: contentCommentRoutes(
          runtime,
          commentContents ?? null,
          commentBlocks ?? null,
          commentNotices ?? null,
        ),
      },
    ],
  }
}
