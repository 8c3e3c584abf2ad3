/**
 * The offline storyteller's writing: a deterministic reply built from the story hints
 * the runtime passes (scene, cast, persona, variables) and the player's message. It is
 * no language model, but a demo played on it reads like a scene, moves the story's
 * numbers through the state block, and is identical for identical input (tests rely on it).
 */
import type { OfflineStoryHints } from '../../../platform/chat'
import { LINES } from './lines'

// The hints are chat's port type: the chat area writes them, this model reads them.
export type { OfflineStoryHints }

/** FNV-1a: a stable seed from the input, so the same turn always reads the same. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: a small seeded generator, so one turn's choices are independent of each other. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string, at: number) => {
    const value = values[key] ?? whole
    // "The keeper's cottage" inside a sentence reads "the keeper's cottage".
    const midSentence = at > 0 && !/[.!?]\s*$/.test(template.slice(0, at))
    return midSentence && key !== 'name'
      ? value.replace(/^(The|A|An) /, (article) => article.toLowerCase())
      : value
  })
}

/** What the player just did, judged from the shape of the text (never quoted back). */
function intentOf(userText: string): 'question' | 'action' | 'speech' {
  const text = userText.trim()
  if (/[?？]\s*["”」»]?\s*$/.test(text) || /[?？]/.test(text.split(/[.!。！]/).at(-1) ?? '')) {
    return 'question'
  }
  if (/^\*[^*]+\*/.test(text) || /^\(/.test(text)) return 'action'
  return 'speech'
}

/** The situation's sentences that read alone as narration (not too short or long). */
function situationSentences(situation: string | undefined): string[] {
  return (situation ?? '')
    .replace(/\*/g, '')
    .split(/(?<=[.!?。！？])\s*/)
    .map((sentence) => sentence.trim())
    .filter(
      (sentence) => sentence.length >= 8 && sentence.length <= 240 && /[.!?。！？]$/.test(sentence),
    )
}

/** A short lore subject: an entry's name, else its first key. */
function loreSubjects(hints: OfflineStoryHints): string[] {
  return (hints.lore ?? []).map((entry) => entry.trim()).filter((entry) => entry.length > 0)
}

/**
 * The reply text, with a state block appended when the story has numbers to move. It is
 * written from the scene, the cast and the lore; the player's words shape its tone but
 * are never quoted back. `turnSalt` differs per turn and per reroll, and every choice
 * draws from one generator seeded by it, so an alternative differs throughout.
 */
export function composeOfflineReply(
  hints: OfflineStoryHints,
  userText: string,
  turnSalt: string,
): string {
  const lines = LINES[hints.language ?? 'en']
  const seed = seedOf(`${turnSalt}\u0000${userText}`)
  const random = seededRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  // A reroll passes the reply it replaces: each sentence skips to the next line of its pool
  // when the drawn one was already said, so the alternative differs throughout.
  const replacing = hints.replacing ?? ''
  const fresh = (templates: readonly string[], values?: Record<string, string>): string => {
    const start = Math.floor(random() * templates.length)
    const render = (index: number) => {
      const template = templates[index % templates.length] as string
      return values ? fill(template, values) : template
    }
    for (let step = 0; step < templates.length; step += 1) {
      const text = render(start + step)
      const said = text
        .split(/(?<=[.!?。！？])\s*/)
        .some((part) => part && replacing.includes(part))
      if (!said) return text
    }
    return render(start)
  }
  const cast = hints.characterNames?.length ? hints.characterNames : [lines.narrator]
  const speaker = pick(cast)
  const others = cast.filter((name) => name !== speaker)
  const lore = loreSubjects(hints)
  const values = {
    name: speaker,
    you: hints.personaName || lines.you,
    lore: lore.length ? pick(lore) : '',
    other: others.length ? pick(others) : '',
  }
  // The scene's situation, one sentence of it on about half the turns, never one the
  // replaced reply said (its title is a heading, never written into a sentence).
  const situation = situationSentences(hints.sceneSituation).filter(
    (sentence) => !replacing.includes(sentence),
  )
  const narration = situation.length && random() < 0.5 ? pick(situation) : null
  const detail = fresh(lines.sceneDetails, values)
  const action = `*${fresh(lines.actions, values)}${detail ? `, ${detail}` : ''}.*`
  const answers = {
    question: lines.answerQuestion,
    action: lines.answerAction,
    speech: lines.answerSpeech,
  }[intentOf(userText)]
  const middle = lore.length && random() < 0.5 ? lines.loreLines : lines.sceneLines
  const spoken = [fresh(answers), fresh(middle, values), fresh(lines.closers, values)]
  const paragraphs = [
    ...(narration ? [`*${narration}*`] : []),
    action,
    lines.quote(spoken.join(' ')),
  ]
  if (others.length && random() < 0.4) paragraphs.push(`*${fresh(lines.otherActions, values)}*`)
  const reply = paragraphs.join('\n\n')
  const update = stateUpdate(hints.variables ?? [], seed)
  return update ? `${reply}\n${update}` : reply
}

/** Moves the first number variable by one on about half the turns, like a story would. */
function stateUpdate(
  variables: NonNullable<OfflineStoryHints['variables']>,
  seed: number,
): string | null {
  const counter = variables.find((variable) => variable.type === 'number')
  if (!counter || seed % 2 === 1) return null
  const current = typeof counter.value === 'number' ? counter.value : 0
  return `<state>${JSON.stringify({ set: { [counter.name]: current + 1 } })}</state>`
}

/**
 * An extractive summary for `plot-summaries`: the first sentence of each line of the
 * transcript (`Name: text`) or of each listed summary (`- text`), joined in order.
 */
export function composeOfflineSummary(prompt: string): string {
  const lines = prompt
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(- |[^:]{1,40}: )/.test(line))
  const points = lines.map((line) => {
    const text = line.startsWith('- ') ? line.slice(2) : line
    const sentence = text.replace(/\*[^*]*\*/g, '').split(/(?<=[.!?。！？])\s/)[0] ?? text
    return sentence.trim().slice(0, 160)
  })
  return points.filter(Boolean).join(' ') || prompt.trim().slice(0, 200)
}
