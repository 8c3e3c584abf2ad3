/**
 * The model catalogue maps the spec's model names (default `gemini`) to a provider,
 * a credit fee per turn, a context window and a tokenizer. Operators can replace or
 * extend it with a JSON file (`TALELOOM_MODELS`), same shape as `DEFAULT_MODELS`.
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'

export const PROVIDERS = ['google', 'openai', 'openai-compatible', 'offline'] as const
export type ProviderName = (typeof PROVIDERS)[number]

const descriptorSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,63}$/),
  label: z.string().min(1),
  provider: z.enum(PROVIDERS),
  /** The provider's own model id (`gemini-2.5-flash`, `gpt-4o-mini`, `llama3.1`…). */
  providerModelId: z.string().min(1),
  /** Base fee in credits for one normal-length turn, before multipliers. */
  feeCredits: z.number().int().min(0).max(10_000),
  contextWindow: z.number().int().min(1024),
  /**
   * The most tokens one turn's prompt may hold, whatever the window: the per-turn input
   * cost is bounded (a long room's older messages are carried by its summaries).
   * `DEFAULT_MAX_PROMPT_TOKENS` when absent; set it to the window to send all that fits.
   */
  maxPromptTokens: z.number().int().min(1024).optional(),
  maxOutputTokens: z.number().int().min(16),
  tokenizer: z.enum(['o200k_base', 'cl100k_base']),
})

export type ModelDescriptor = z.infer<typeof descriptorSchema>

export const DEFAULT_MODEL_ID = 'gemini'

/**
 * A prompt's cap when a model names none: 32,768 tokens, a long scene and its lore, far
 * below the 128 K–1 M windows of the hosted models, whose every input token is billed
 * while a turn's fee is fixed.
 */
export const DEFAULT_MAX_PROMPT_TOKENS = 32_768

export const DEFAULT_MODELS: ModelDescriptor[] = [
  {
    id: 'gemini',
    label: 'Gemini Flash',
    provider: 'google',
    providerModelId: 'gemini-2.5-flash',
    feeCredits: 10,
    contextWindow: 1_048_576,
    maxOutputTokens: 8192,
    tokenizer: 'o200k_base',
  },
  {
    id: 'gemini-pro',
    label: 'Gemini Pro',
    provider: 'google',
    providerModelId: 'gemini-2.5-pro',
    feeCredits: 40,
    contextWindow: 1_048_576,
    maxOutputTokens: 8192,
    tokenizer: 'o200k_base',
  },
  {
    id: 'gpt-4o-mini',
    label: 'GPT-4o mini',
    provider: 'openai',
    providerModelId: 'gpt-4o-mini',
    feeCredits: 10,
    contextWindow: 128_000,
    maxOutputTokens: 4096,
    tokenizer: 'o200k_base',
  },
  {
    id: 'gpt-4o',
    label: 'GPT-4o',
    provider: 'openai',
    providerModelId: 'gpt-4o',
    feeCredits: 40,
    contextWindow: 128_000,
    maxOutputTokens: 4096,
    tokenizer: 'o200k_base',
  },
  {
    id: 'local',
    label: 'Local model (OpenAI-compatible)',
    provider: 'openai-compatible',
    providerModelId: 'llama3.1',
    feeCredits: 5,
    contextWindow: 32_768,
    maxOutputTokens: 2048,
    tokenizer: 'cl100k_base',
  },
  {
    id: 'offline',
    label: 'Offline storyteller (built in)',
    provider: 'offline',
    providerModelId: 'taleloom-offline-1',
    feeCredits: 10,
    contextWindow: 131_072,
    maxOutputTokens: 2048,
    tokenizer: 'o200k_base',
  },
]

export interface ModelCatalogue {
  list(): ModelDescriptor[]
  get(id: string): ModelDescriptor | undefined
}

export function createModelCatalogue(models: ModelDescriptor[] = DEFAULT_MODELS): ModelCatalogue {
  const byId = new Map(models.map((model) => [model.id, model]))
  return { list: () => [...byId.values()], get: (id) => byId.get(id) }
}

/** Reads a catalogue file: a JSON array of descriptors; entries replace defaults with the same id. */
export function loadModelCatalogue(path: string | undefined): ModelCatalogue {
  if (!path) return createModelCatalogue()
  const parsed = z.array(descriptorSchema).safeParse(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.success) {
    throw new Error(`loadModelCatalogue: ${path}: ${parsed.error.issues[0]?.message}`)
  }
  const merged = new Map(DEFAULT_MODELS.map((model) => [model.id, model]))
  for (const model of parsed.data) merged.set(model.id, model)
  return createModelCatalogue([...merged.values()])
}
