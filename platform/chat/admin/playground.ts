import type { ModelMessage } from 'ai'
import { AppError } from '../../http'
import type { ChatModelDescriptor, GenerationPart } from '../ports'
import type { ChatRuntimeDeps } from '../runtime'
import { quoteTurn } from '../turns/quote'
import { resolveTurnModel } from '../turns/turn-model'

/** One message of a playground conversation, oldest first; the last one is the admin's. */
export interface PlaygroundMessage {
  role: 'user' | 'assistant'
  text: string
}

export interface PlaygroundRun {
  model: string
  systemPrompt: string
  messages: PlaygroundMessage[]
  temperature?: number | undefined
  maxOutputTokens?: number | undefined
}

/** A model of the catalogue as the playground offers it. */
export interface PlaygroundModel {
  id: string
  label: string
  provider: string
  offline: boolean
  /** What one normal-length player turn on it costs, in credits (the turn pricing). */
  credits: number
  contextWindow: number
  maxOutputTokens: number
}

export interface PlaygroundReply {
  text: string
  finishReason: string
  model: PlaygroundModel
  usage: { inputTokens: number; outputTokens: number }
  credits: number
  /** From the call to the last part, and to the first text, in milliseconds. */
  latencyMs: number
  firstTextMs: number | null
}

export const playgroundModelFailed = (message: string) =>
  new AppError({
    status: 502,
    code: 'PLAYGROUND_MODEL_FAILED',
    message: `The model failed: ${message}`,
  })

/** Every model of the catalogue, with the price a player's normal turn on it is quoted at. */
export function playgroundModels(deps: Pick<ChatRuntimeDeps, 'modelIds' | 'resolveModel'>) {
  return deps.modelIds().map((id) => {
    const resolved = deps.resolveModel(id)
    return modelView(resolved.descriptor, resolved.offline)
  })
}

/** The provider's messages: the system prompt first (when given), then the conversation. */
export function playgroundMessages(run: Pick<PlaygroundRun, 'systemPrompt' | 'messages'>) {
  const system: ModelMessage[] = run.systemPrompt.trim()
    ? [{ role: 'system', content: run.systemPrompt }]
    : []
  return [
    ...system,
    ...run.messages.map((message): ModelMessage => ({ role: message.role, content: message.text })),
  ]
}

/**
 * Runs one reply of a conversation on a catalogue model through the same generation port a
 * player's turn uses, and measures it. Nothing is stored and nobody is charged.
 */
export async function runPlayground(
  deps: Pick<ChatRuntimeDeps, 'models' | 'resolveModel'>,
  run: PlaygroundRun,
  now: () => number = () => performance.now(),
): Promise<PlaygroundReply> {
  const resolved = resolveTurnModel(deps, run.model)
  const { descriptor } = resolved
  const started = now()
  let firstTextMs: number | null = null
  let outcome: GenerationPart | null = null
  for await (const part of deps.models.streamGeneration({
    model: resolved.model,
    messages: playgroundMessages(run),
    maxOutputTokens: Math.min(run.maxOutputTokens ?? 1024, descriptor.maxOutputTokens),
    ...(run.temperature === undefined ? {} : { temperature: run.temperature }),
    systemMessagesMidConversation:
      descriptor.provider === 'google' && !resolved.offline ? 'fold' : 'keep',
  })) {
    if (part.type === 'text-delta') firstTextMs ??= now() - started
    else outcome = part
  }
  const latencyMs = now() - started
  if (outcome?.type !== 'finish') throw playgroundModelFailed(outcome?.message ?? 'no answer')
  return {
    text: outcome.text,
    finishReason: outcome.finishReason,
    model: modelView(descriptor, resolved.offline),
    usage: outcome.usage,
    credits: quoteTurn(descriptor, {}).credits,
    latencyMs: Math.round(latencyMs),
    firstTextMs: firstTextMs === null ? null : Math.round(firstTextMs),
  }
}

function modelView(descriptor: ChatModelDescriptor, offline: boolean): PlaygroundModel {
  return {
    id: descriptor.id,
    label: descriptor.label,
    provider: descriptor.provider,
    offline,
    credits: quoteTurn(descriptor, {}).credits,
    contextWindow: descriptor.contextWindow,
    maxOutputTokens: descriptor.maxOutputTokens,
  }
}
