import type { Logger } from 'pino'
import type { CompiledStory } from '../../engine/compiled'
import { buildLorebookIndex, type LorebookIndex } from '../../engine/lorebook'
import type { Tokenizer } from '../../engine/tokenizer'
import type { Database } from '../db'
import type { Clock, SessionUser } from '../http'
import { isDraftVersion } from '../stories'
import type { CharacterDmPorts } from './character-dm/ports'
import { testDraftGone } from './errors'
import type { ChatAccounts, ChatModelResolver, ChatModels, ChatStories, ChatWallet } from './ports'
import type { StreamHub } from './stream/stream-hub'
import type { AutoSummaryLimits } from './summaries/summarize'

export interface ChatLimits {
  /** Characters in one player message (denial-of-wallet guard). */
  maxMessageChars: number
  /** Characters in an edited message: 'Edited message is too long.' past it. */
  maxEditChars: number
  /** How long a credit hold lives if the process dies mid-turn. */
  holdTtlMs: number
  /** Messages of the active path loaded per turn (older ones live in summaries). */
  historyMessages: number
  /** Automatic summary compression after a turn; null turns it off. */
  autoSummary: AutoSummaryLimits | null
  /**
   * How many turn starts (checks, charge, pending messages) run at once in one process;
   * later ones wait in order of arrival (turns/admission.ts). Streams already started do not
   * count.
   */
  turnStartsAtOnce: number
  /**
   * Test turns a story's owner (or an admin) may play on a real model each calendar month
   * without paying (test-turns/); 0 charges every test turn off the offline model.
   */
  creatorTestTurnsPerMonth: number
}

export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  maxMessageChars: 4000,
  maxEditChars: 8000,
  holdTtlMs: 5 * 60_000,
  historyMessages: 2000,
  autoSummary: { afterMessages: 120, chunkMessages: 40, keepRecentMessages: 40 },
  turnStartsAtOnce: 128,
  creatorTestTurnsPerMonth: 200,
}

export interface ChatRuntimeDeps {
  database: Database
  logger: Logger
  clock: Clock
  hub: StreamHub
  models: ChatModels
  resolveModel: ChatModelResolver
  /** The catalogue's model ids, in its order: the admin playground offers them all. */
  modelIds: () => string[]
  wallet: ChatWallet
  stories: ChatStories
  accounts: ChatAccounts
  tokenizer: Tokenizer
  limits: ChatLimits
  /** The subscriber tiers a character's direct chat may be free within; none without it. */
  characterDm?: CharacterDmPorts
}

/** Who is chatting: a signed-in user, or a guest known by device id. */
export type Actor =
  | { user: SessionUser; guestDeviceId: string | null }
  | { user: null; guestDeviceId: string }

export function ownerOf(actor: Actor) {
  return actor.user ? { userOid: actor.user.oid } : { guestDeviceId: actor.guestDeviceId }
}

/**
 * Compiled stories are immutable per (content, version), so one copy and one lorebook
 * index serve every room on that version. Bounded, least recently used out first. Opening
 * a room loads it (routes/rooms.ts), so the room's first turn finds it here.
 */
export function createCompiledCache(stories: ChatStories, limit = 200) {
  const entries = new Map<string, Promise<{ compiled: CompiledStory; lorebook: LorebookIndex }>>()
  return function compiledFor(contentOid: string, version: number) {
    const key = `${contentOid}:${version}`
    let entry = entries.get(key)
    if (entry) {
      // Least recently used out first: a story played all day stays.
      entries.delete(key)
      entries.set(key, entry)
    } else {
      entry = stories.getCompiledVersion(contentOid, version).then((compiled) => {
        if (!compiled) {
          if (isDraftVersion(version)) throw testDraftGone()
          throw new Error(`compiledFor: ${key} is missing`)
        }
        return { compiled, lorebook: buildLorebookIndex(compiled.lorebook) }
      })
      entry.catch(() => entries.delete(key))
      entries.set(key, entry)
      if (entries.size > limit) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
    }
    return entry
  }
}

export type CompiledFor = ReturnType<typeof createCompiledCache>
