import { createGoogleGenerativeAI } from '@ai-sdk/google'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV3 } from '@ai-sdk/provider'
import type { ModelCatalogue, ModelDescriptor } from './catalogue'
import { createOfflineModel } from './offline'
import { chatCompletionTextEvents, createProviderFetch, geminiTextEvents } from './transport'

/** Provider credentials and endpoints, from the environment (see the README). */
export interface ProviderSettings {
  google?: { apiKey: string; baseURL?: string | undefined } | undefined
  openai?: { apiKey: string; baseURL?: string | undefined } | undefined
  openaiCompatible?: { baseURL: string; apiKey?: string | undefined; name?: string } | undefined
  offline?: { chunkDelayMs?: number; chunkSize?: number } | undefined
  /** The longest a reply's text waits for more under load (transport/loop-load.ts); 0: never. */
  streamHoldMaxMs?: number | undefined
}

export interface ResolvedModel {
  descriptor: ModelDescriptor
  model: LanguageModelV3
  /** True when the built-in offline model answers (no key for the requested provider). */
  offline: boolean
  /** Why the offline model stands in, for logs and the UI label. */
  fallbackReason?: string
}

export class UnknownModelError extends Error {
  override readonly name = 'UnknownModelError'
  constructor(readonly modelId: string) {
    super(`resolveModel: unknown model '${modelId}'`)
  }
}

/**
 * Builds the AI SDK model for a catalogue entry. A provider without credentials
 * falls back to the offline model, so the product always answers.
 */
export function createModelResolver(catalogue: ModelCatalogue, settings: ProviderSettings) {
  const offline = createOfflineModel(settings.offline)
  const fetchFor = createProviderFetch({ holdMaxMs: settings.streamHoldMaxMs ?? 100 })
  const google = settings.google
    ? createGoogleGenerativeAI({
        apiKey: settings.google.apiKey,
        baseURL: settings.google.baseURL,
        fetch: fetchFor(geminiTextEvents),
      })
    : null
  const openai = settings.openai
    ? createOpenAI({
        apiKey: settings.openai.apiKey,
        baseURL: settings.openai.baseURL,
        fetch: fetchFor(chatCompletionTextEvents),
      })
    : null
  const compatible = settings.openaiCompatible
    ? createOpenAICompatible({
        name: settings.openaiCompatible.name ?? 'openai-compatible',
        baseURL: settings.openaiCompatible.baseURL,
        apiKey: settings.openaiCompatible.apiKey,
        fetch: fetchFor(chatCompletionTextEvents),
      })
    : null

  return function resolveModel(modelId: string): ResolvedModel {
    const descriptor = catalogue.get(modelId)
    if (!descriptor) throw new UnknownModelError(modelId)
    const fallback = (reason: string): ResolvedModel => ({
      descriptor,
      model: offline,
      offline: true,
      fallbackReason: reason,
    })
    switch (descriptor.provider) {
      case 'offline':
        return { descriptor, model: offline, offline: true }
      case 'google':
        return google
          ? { descriptor, model: google(descriptor.providerModelId), offline: false }
          : fallback('GOOGLE_GENERATIVE_AI_API_KEY is not set')
      case 'openai':
        // Chat Completions: the wire format every OpenAI-style server also speaks.
        return openai
          ? { descriptor, model: openai.chat(descriptor.providerModelId), offline: false }
          : fallback('OPENAI_API_KEY is not set')
      case 'openai-compatible':
        return compatible
          ? { descriptor, model: compatible.chatModel(descriptor.providerModelId), offline: false }
          : fallback('OPENAI_COMPATIBLE_BASE_URL is not set')
      default:
        return assertNever(descriptor.provider)
    }
  }
}

export type ModelResolver = ReturnType<typeof createModelResolver>

function assertNever(value: never): never {
  throw new Error(`createModelResolver: unknown provider ${String(value)}`)
}
