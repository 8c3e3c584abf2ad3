/**
 * What chat needs of the other areas and of the model registry, handed in by
 * `server/context/`: chat never imports the registry (`server/models`), and reaches the
 * wallet, stories and accounts only through these methods.
 */
import type { LanguageModelV3 } from '@ai-sdk/provider'
import type { ModelMessage } from 'ai'
import type { AccountsService } from '../accounts'
import type { SessionUser } from '../http'
import type { StoriesService } from '../stories'
import type { WalletService } from '../wallet'

/** Holds, settlements and refunds of a turn's credits; `grant` pays comment rewards. */
export type ChatWallet = Pick<
  WalletService,
  | 'grant'
  | 'post'
  | 'readHold'
  | 'releaseExpiredHolds'
  | 'reserve'
  | 'settle'
  | 'spend'
  | 'topUpAfterCharge'
  | 'voidHold'
>

/** The story a room plays, its compiled versions (a writer's tested draft too) and its counters. */
export type ChatStories = Pick<
  StoriesService,
  | 'canView'
  | 'compileDraft'
  | 'getCompiledVersion'
  | 'getPublishedContent'
  | 'recordChatStarted'
  | 'recordCreditsSpent'
>

/** A content a comment is written on, as the commenter (or reader) may see it. */
export interface CommentTarget {
  contentOid: string
  /** The accounts it belongs to: commenting on one's own content earns nothing. */
  ownerOids: string[]
  /** Adult content and a viewer without adult verification: its comments are closed to them. */
  adultGated: boolean
  /** The viewer may view (play, read) the content: only then does a review earn coins. */
  canView: boolean
  /** Its title, and where a reader opens it (`/play/…`, `/realplay/…`, `/story/…`). */
  title: string
  link: string
}

/** A comment just written (not a retry), for those it concerns. */
export interface CommentWritten {
  commentOid: string
  target: CommentTarget
  author: { oid: string; nickname: string }
  /** A reply: the comment it answers, and who wrote that one. */
  parent: { oid: string; authorOid: string } | null
}

/** Tells a content's owners of comments and a commenter of replies (the notifications area). */
export interface ChatCommentNotices {
  written(comment: CommentWritten): Promise<void>
}

/**
 * The content area's contents (every type), for comments: the content as this viewer may
 * see it ('Content not found' when they may not), or null when it is not one of them
 * (then it is a story chat of the stories area).
 */
export interface ChatCommentContents {
  find(viewer: SessionUser | null, contentOid: string): Promise<CommentTarget | null>
  /** The contents the user created or co-created (not deleted): the studio's comments. */
  ownedBy(userOid: string): Promise<string[]>
  /** The user's live community posts (they take comments too): the studio's other kind. */
  ownedPostsBy?(userOid: string): Promise<string[]>
  /** The channel the caller's session may act for (channel-manager mode, accounts), or null. */
  actingChannel?(user: SessionUser, sessionId: string | null): Promise<string | null>
}

/**
 * A reader's blocks (the content area's `POST /content/block`): the users and comments
 * whose comments the reader does not see wherever comments show.
 */
export interface ChatCommentBlocks {
  hiddenFor(userOid: string): Promise<{ userOids: string[]; commentOids: string[] }>
}

/** Guests and their free chats. */
export type ChatAccounts = Pick<
  AccountsService,
  'consumeGuestFreeChat' | 'refundGuestFreeChat' | 'registerGuest'
>

/** A catalogue entry, as much of it as a turn reads. */
export interface ChatModelDescriptor {
  id: string
  label: string
  provider: string
  feeCredits: number
  contextWindow: number
  /** The most tokens one turn's prompt may hold, the registry's default filled in. */
  maxPromptTokens: number
  maxOutputTokens: number
}

export interface ResolvedChatModel {
  descriptor: ChatModelDescriptor
  model: LanguageModelV3
  /** True when the built-in offline model answers. */
  offline: boolean
  fallbackReason?: string
}

/** The model for a catalogue id; throws `UnknownChatModelError` for an id it lacks. */
export type ChatModelResolver = (modelId: string) => ResolvedChatModel

export class UnknownChatModelError extends Error {
  override readonly name = 'UnknownChatModelError'
  constructor(readonly modelId: string) {
    super(`resolveModel: unknown model '${modelId}'`)
  }
}

/** Story hints the offline model composes its replies from (`providerOptions.taleloom`). */
export interface OfflineStoryHints {
  language?: 'en' | 'ko' | 'jp' | 'es'
  sceneTitle?: string
  sceneSituation?: string
  characterNames?: string[]
  personaName?: string
  /** Variables the model may update through the state block. */
  variables?: Array<{ name: string; type: 'string' | 'number' | 'boolean'; value: unknown }>
  /** Kept for callers; the scene's own tags already pick its picture, so replies never print them. */
  sceneTags?: string[]
  storyTitle?: string
  /** Names of the lorebook entries in play (subjects the reply may bring up). */
  lore?: string[]
  /** `summary`: condense the transcript in the prompt instead of continuing the story. */
  task?: 'reply' | 'summary'
  /** A reroll's replaced reply: the offline model repeats none of its sentences. */
  replacing?: string
}

export interface ChatGenerationRequest {
  model: LanguageModelV3
  messages: ModelMessage[]
  maxOutputTokens?: number
  temperature?: number
  seed?: number
  providerOptions?: Record<string, Record<string, unknown>>
  systemMessagesMidConversation?: 'keep' | 'fold'
}

/** A provider's stream reduced to three part kinds; errors arrive as a part, never thrown. */
export type GenerationPart =
  | { type: 'text-delta'; text: string }
  | {
      type: 'finish'
      text: string
      finishReason: string
      usage: { inputTokens: number; outputTokens: number }
    }
  | {
      type: 'error'
      code: 'PROVIDER_RATE_LIMITED' | 'PROVIDER_ERROR' | 'ABORTED'
      message: string
      status?: number
      partialText: string
    }

/** Generation through a resolved model, and the offline model's seed for a request. */
export interface ChatModels {
  streamGeneration(request: ChatGenerationRequest): AsyncIterable<GenerationPart>
  /** A stable seed from a request id: a retried request gets the same offline reply. */
  seedOf(text: string): number
}
