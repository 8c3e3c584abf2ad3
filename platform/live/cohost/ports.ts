/** What the co-host needs of other areas, handed in by the live area's factory. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { CompiledStory } from '../../../engine/compiled'
import type { Tokenizer } from '../../../engine/tokenizer'
import type { PromptMessage } from '../../../engine/turn'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import type { ChatSender, CohostReplyFrame, HeardLine, LiveEventData } from '../chat'
import type { CohostModelDescriptor, QuotedLine } from './prompt'

/** The creator's credits: a hold before the turn, settled at its price after (platform/wallet). */
export interface CohostWallet {
  reserve(input: {
    requestId: string
    userOid: string
    amount: number
    expiresAt: Date
    chargeType?: 'chat'
  }): Promise<unknown>
  settle(input: { requestId: string; amount: number }): Promise<{ status: string; charged: number }>
  voidHold(input: { requestId: string }): Promise<unknown>
  readHold(requestId: string): Promise<{ status: string; charged: number | null } | null>
}

/** The creator's own published story at a version, and the characters it names. */
export interface CohostStories {
  ownedStory(
    creatorOid: string,
    storyOid: string,
    version: number,
  ): Promise<{ characterNames: string[] } | null>
}

export interface CohostDeps {
  db: Kysely<DB>
  clock: Clock
  wallet: CohostWallet
  stories: CohostStories
  /** The creator's stream on air, or null. */
  currentStream(creatorOid: string): Promise<string | null>
  /** The creator, an admin or one of the creator's chat managers. */
  isModerator(user: { oid: string; roles: readonly string[] }, creatorOid: string): Promise<boolean>
}

/** A part of the model's stream: text, the finish with its usage, or an error (never thrown). */
export type CohostGenerationPart =
  | { type: 'text-delta'; text: string }
  | { type: 'finish'; text: string; usage: { outputTokens: number } }
  | { type: 'error'; message: string }

/** The story's model, as the model registry resolves it (the offline model without keys). */
export interface CohostModel {
  descriptor: CohostModelDescriptor
  generate(request: {
    messages: PromptMessage[]
    maxOutputTokens: number
    temperature: number
    seed: number
    /** What the offline model writes from (`providerOptions.taleloom`); providers ignore it. */
    hints: Record<string, unknown>
  }): AsyncIterable<CohostGenerationPart>
}

export interface CohostModels {
  /** The model of a catalogue id; throws for an id the catalogue lacks. */
  model(modelId: string): CohostModel
}

/** What the turns need of the live chat (the chat sub-area's `cohost` calls). */
export interface CohostChatPort {
  onHeard(listener: (line: HeardLine) => void): void
  recentLines(creatorOid: string, limit: number): Promise<QuotedLine[]>
  bannedWords(creatorOid: string): Promise<string[]>
  reserveId(): Promise<string>
  publish(creatorOid: string, frame: Omit<CohostReplyFrame, 'kind' | 'sendTime'>): Promise<void>
  store(creatorOid: string, id: string, sender: ChatSender, content: string): Promise<unknown>
  publishEvent(
    creatorOid: string,
    name: 'cohostLine',
    data: LiveEventData['cohostLine'],
  ): Promise<void>
}

/** What a turn reads and runs through, beside the store's `CohostDeps`. */
export interface CohostTurnDeps {
  chat: CohostChatPort
  /** A story's compiled version (the settings' story, already checked as the creator's). */
  compiledStory(storyOid: string, version: number): Promise<CompiledStory | null>
  models: CohostModels
  tokenizer: Tokenizer
  logger: Logger
}
