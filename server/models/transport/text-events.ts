/**
 * The wire formats whose plain text events `sse-merge.ts` merges: for each, which events
 * carry nothing but text, and the one event that stands for a run of them.
 */

/** How one wire format's plain text events merge. */
export interface TextEventFormat {
  /** The event's text when it carries nothing but text (and known metadata), else null. */
  textOf(event: unknown): string | null
  /** One event with `text`, standing for `run` (at least two events, in order). */
  merged(run: readonly unknown[], text: string): unknown
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const onlyKeys = (value: Json, allowed: ReadonlySet<string>) => {
  for (const key in value) if (!allowed.has(key)) return false
  return true
}

const GEMINI_TOP = new Set(['candidates', 'usageMetadata', 'modelVersion', 'responseId'])
const GEMINI_CANDIDATE = new Set(['content', 'index'])
const GEMINI_CONTENT = new Set(['parts', 'role'])

/** Gemini `streamGenerateContent?alt=sse`: a candidate whose parts are all plain text. */
export const geminiTextEvents: TextEventFormat = {
  textOf(event) {
    if (!isObject(event) || !onlyKeys(event, GEMINI_TOP)) return null
    const candidates = event.candidates
    if (!Array.isArray(candidates) || candidates.length !== 1) return null
    const candidate = candidates[0]
    if (!isObject(candidate) || !onlyKeys(candidate, GEMINI_CANDIDATE)) return null
    const content = candidate.content
    if (!isObject(content) || !onlyKeys(content, GEMINI_CONTENT)) return null
    const parts = content.parts
    if (!Array.isArray(parts) || parts.length === 0) return null
    let text = ''
    for (const part of parts) {
      if (!isObject(part) || typeof part.text !== 'string') return null
      for (const key in part) if (key !== 'text') return null
      text += part.text
    }
    return text
  },
  merged(run, text) {
    const last = run.at(-1) as Json
    const candidate = (last.candidates as Json[])[0] as Json
    // Usage is a running total: the latest one stands for the run.
    const usage = run.findLast((event) => (event as Json).usageMetadata !== undefined)
    return {
      ...last,
      candidates: [
        { ...candidate, content: { ...(candidate.content as Json), parts: [{ text }] } },
      ],
      ...(usage ? { usageMetadata: (usage as Json).usageMetadata } : {}),
    }
  },
}

const CHAT_TOP = new Set([
  'id',
  'object',
  'created',
  'model',
  'service_tier',
  'system_fingerprint',
  'choices',
  'usage',
])
const CHAT_CHOICE = new Set(['index', 'delta', 'logprobs', 'finish_reason'])
const CHAT_DELTA = new Set(['role', 'content', 'refusal'])

/** OpenAI Chat Completions chunks (OpenAI and the servers that speak its format). */
export const chatCompletionTextEvents: TextEventFormat = {
  textOf(event) {
    if (!isObject(event) || !onlyKeys(event, CHAT_TOP) || event.usage != null) return null
    const choices = event.choices
    if (!Array.isArray(choices) || choices.length !== 1) return null
    const choice = choices[0]
    if (!isObject(choice) || !onlyKeys(choice, CHAT_CHOICE)) return null
    if (choice.logprobs != null || choice.finish_reason != null) return null
    const delta = choice.delta
    if (!isObject(delta) || !onlyKeys(delta, CHAT_DELTA) || delta.refusal != null) return null
    if (delta.role !== undefined && delta.role !== 'assistant') return null
    return typeof delta.content === 'string' ? delta.content : null
  },
  merged(run, text) {
    const last = run.at(-1) as Json
    const choice = (last.choices as Json[])[0] as Json
    const role = run.some((event) => textDelta(event).role === 'assistant')
    return {
      ...last,
      choices: [{ ...choice, delta: { ...(role ? { role: 'assistant' } : {}), content: text } }],
    }
  },
}

const textDelta = (event: unknown) => ((event as Json).choices as Json[])[0]!.delta as Json
