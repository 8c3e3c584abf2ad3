import type { ModelMessage } from 'ai'
import { createNameMacroStream, type MacroNames } from '../../../engine/macros'
import type { AssembledTurn, TurnState } from '../../../engine/turn'
import type { GenerationPart, OfflineStoryHints, ResolvedChatModel } from '../ports'
import type { ChatRuntimeDeps } from '../runtime'
import type { StreamWriter } from '../stream/stream-hub'
import { createDeltaCoalescer } from './delta-coalescer'
import type { FinishedReply } from './settlement'
import type { PreparedTurn } from './start'
import { createStateBlockFilter } from './state-block-filter'

/** The model's stream ended in an error part, or without finishing. */
export class GenerationFailed extends Error {
  constructor(readonly part: GenerationPart | null) {
    super(part?.type === 'error' ? part.message : 'The model stream ended without finishing.')
  }
}

/**
 * A reply's text on its way to the stream: the state block filtered out, name macros
 * rendered as afterTurn stores them, deltas of one loop turn sent as one event.
 */
export function createReplyText(writer: StreamWriter) {
  const filter = createStateBlockFilter()
  // What the player was sent, the text a failed reply is stored with.
  let sent = ''
  const deltas = createDeltaCoalescer((delta) => {
    sent += delta
    writer.emit('text-delta', { delta })
  })
  let macros: ReturnType<typeof createNameMacroStream> | null = null
  return {
    /** The names `{{user}}` and `{{char}}` stream as (the prompt's `pending.names`). */
    begin(names: MacroNames) {
      macros = createNameMacroStream(names)
    },
    push(text: string) {
      deltas.push(macros ? macros.push(filter.push(text)) : filter.push(text))
    },
    end() {
      const rest = filter.flush()
      deltas.push(macros ? macros.push(rest) : rest)
      if (macros) deltas.push(macros.flush())
      deltas.flush()
    },
    /**
     * The turn failed: the text streamed before the failure goes out before its error (not
     * what the state-block filter holds back). Returns all the text the player was sent.
     */
    abandon(): string {
      if (macros) deltas.push(macros.flush())
      deltas.flush()
      return sent
    },
  }
}

export type ReplyText = ReturnType<typeof createReplyText>

/** The prompt a turn streams from, as the assemble step leaves it. */
export interface TurnPrompt {
  assembled: AssembledTurn
  baseState: TurnState
  offline: boolean
}

/**
 * Streams the model's reply into the turn's text; resolves with the finished reply once
 * its last text has had a loop turn to reach the socket, or throws `GenerationFailed`.
 */
export async function streamReply(
  deps: ChatRuntimeDeps,
  turn: PreparedTurn,
  resolved: ResolvedChatModel,
  prompt: TurnPrompt,
  text: ReplyText,
): Promise<FinishedReply> {
  const { assembled, baseState } = prompt
  text.begin(assembled.pending.names)
  let outcome: GenerationPart | null = null
  for await (const part of deps.models.streamGeneration({
    model: resolved.model,
    messages: assembled.messages as ModelMessage[],
    maxOutputTokens: assembled.generation.maxTokens,
    temperature: assembled.generation.temperature,
    seed: turn.seed,
    providerOptions: { taleloom: storyHints(turn, baseState) as Record<string, unknown> },
    systemMessagesMidConversation:
      resolved.descriptor.provider === 'google' && !resolved.offline ? 'fold' : 'keep',
  })) {
    if (part.type === 'text-delta') {
      text.push(part.text)
    } else {
      outcome = part
    }
  }
  if (outcome?.type !== 'finish') throw new GenerationFailed(outcome)
  text.end()
  // Let the reply's last text reach the socket before afterTurn, the prompt log and the
  // settlement take the loop: in a large story they are milliseconds of work the player
  // would otherwise wait for to see the end of the text.
  await new Promise((resolve) => setImmediate(resolve))
  return outcome
}

/** What the offline model writes from; real providers ignore unknown provider options. */
function storyHints(turn: PreparedTurn, baseState: TurnState): OfflineStoryHints {
  const { compiled } = turn
  const scene = compiled.scenes.find((candidate) => candidate.id === baseState.sceneId)
  const present = scene?.scope.characterIds.length
    ? compiled.cast.filter((character) => scene.scope.characterIds.includes(character.id))
    : compiled.cast
  const scoped = scene?.scope.lorebookEntryIds ?? []
  const lore = compiled.lorebook
    // Constant entries are usually the writer's tone rules, not things in the world.
    .filter((entry) => !entry.constant && (scoped.length === 0 || scoped.includes(entry.id)))
    .map((entry) => loreSubject(entry.name ?? entry.comment ?? '', entry.keys))
    .filter((subject): subject is string => subject !== null)
    .slice(0, 8)
  return {
    language: compiled.language,
    storyTitle: compiled.title,
    lore,
    ...(scene
      ? { sceneTitle: scene.title, sceneSituation: scene.situation, sceneTags: scene.tags }
      : {}),
    characterNames: present.map((character) => character.name),
    variables: compiled.variables.map((variable) => ({
      name: variable.name,
      type: variable.type,
      value: baseState.variables[variable.name] ?? variable.initial,
    })),
    ...(turn.replacing ? { replacing: turn.replacing } : {}),
  }
}

/** A lore entry's short name for the offline model: its label when short, else its first plain key. */
function loreSubject(label: string, keys: string[]): string | null {
  const name = label.trim()
  if (name && name.length <= 40) return name
  const key = keys.find((candidate) => candidate.trim() && !candidate.startsWith('/'))
  return key ? key.trim() : null
}
