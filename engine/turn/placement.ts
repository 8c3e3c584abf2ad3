import type { ActivatedEntry, LorebookPlacement, LorebookPosition } from '../lorebook'
import type { DepthInjection } from './history'

/** Where a turn puts the activated entries (see docs/stories.md, "SillyTavern placement"). */
export interface LorePlacement {
  placement: LorebookPlacement
  /** Lore lines before and after the character definitions. */
  before: ActivatedEntry[]
  after: ActivatedEntry[]
  /** Example-message blocks above and below the character's own examples. */
  examplesTop: string[]
  examplesBottom: string[]
  /** Texts placed in the chat. */
  injections: DepthInjection[]
  /** Tokens of the injected texts, a join each. */
  injectedTokens: number
}

/** SillyTavern's Author's Note defaults (public/scripts/authors-note.js:236-239, 1.12.6). */
export const AUTHORS_NOTE_DEPTH = 4
/** SillyTavern never injects deeper (MAX_INJECTION_DEPTH, public/script.js:594, 1.12.6). */
export const MAX_INJECTION_DEPTH = 1000

const at = (entries: readonly ActivatedEntry[], ...positions: LorebookPosition[]) =>
  entries.filter((item) => positions.includes(item.entry.position))

/**
 * The studio's layout: every entry is a lore line before or after the definitions (the
 * Author's Note and example positions with them), or its own message at its depth.
 * `placed` is the activation's order: lowest priority first.
 */
export function studioPlacement(placed: readonly ActivatedEntry[]): LorePlacement {
  const atDepth = at(placed, 'atDepth')
  return {
    placement: 'studio',
    before: at(placed, 'before', 'anTop', 'emTop'),
    after: at(placed, 'after', 'anBottom', 'emBottom'),
    examplesTop: [],
    examplesBottom: [],
    injections: atDepth.map((item) => ({
      depth: item.entry.depth,
      role: item.entry.role,
      content: item.content,
    })),
    injectedTokens: atDepth.reduce((sum, item) => sum + item.tokens + 1, 0),
  }
}

/**
 * SillyTavern 1.12.6's layout for Chat Completion (getWorldInfoPrompt's prompt building,
 * public/scripts/world-info.js:4114-4192): ↑Char and ↓Char lines, the example-message
 * entries as example blocks, ↑AN/↓AN around an empty Author's Note at depth 4 (system),
 * and @D entries joined into one message per depth and role.
 */
export function sillyTavernPlacement(placed: readonly ActivatedEntry[]): LorePlacement {
  const injections: DepthInjection[] = []
  let injectedTokens = 0
  // The note comes first at its depth: its extension key '2_floating_prompt' sorts before
  // 'customDepthWI-…' (getExtensionPrompt, public/script.js:2788-2795).
  const anTop = at(placed, 'anTop')
  const anBottom = at(placed, 'anBottom')
  const note = `${anTop.map((item) => item.content).join('\n')}\n\n${anBottom
    .map((item) => item.content)
    .join('\n')}`
    .replace(/(^\n)|(\n$)/g, '')
    .trim()
  if (note) {
    injections.push({ depth: AUTHORS_NOTE_DEPTH, role: 'system', content: note })
    injectedTokens += [...anTop, ...anBottom].reduce((sum, item) => sum + item.tokens + 1, 0)
  }
  // One message per depth and role, the entries joined by lines (world-info.js:4158-4169,
  // script.js:3697-3700).
  const groups = new Map<string, ActivatedEntry[]>()
  for (const item of at(placed, 'atDepth')) {
    const key = `${item.entry.depth}\u0000${item.entry.role}`
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  for (const items of groups.values()) {
    const first = items[0]!
    injections.push({
      depth: first.entry.depth,
      role: first.entry.role,
      content: items.map((item) => item.content).join('\n'),
    })
    injectedTokens += items.reduce((sum, item) => sum + item.tokens + 1, 0)
  }
  // ↑EM entries are each put above the examples in turn, so the highest priority ends on
  // top; ↓EM entries are appended, the highest last (script.js:3666-3682).
  const examplesTop: string[] = []
  const examplesBottom: string[] = []
  for (const item of at(placed, 'emTop')) examplesTop.unshift(...exampleBlocks(item.content))
  for (const item of at(placed, 'emBottom')) examplesBottom.push(...exampleBlocks(item.content))
  return {
    placement: 'sillytavern',
    before: at(placed, 'before'),
    after: at(placed, 'after'),
    examplesTop,
    examplesBottom,
    injections,
    injectedTokens,
  }
}

/**
 * An entry's text as example blocks, as SillyTavern's parseMesExamples cuts them for
 * Chat Completion (public/script.js:3634-3648): `<START>` opens each block.
 */
export function exampleBlocks(text: string): string[] {
  if (text.length === 0 || text === '<START>') return []
  const source = text.startsWith('<START>') ? text : `<START>\n${text.trim()}`
  return source
    .split(/<START>/gi)
    .slice(1)
    .map((block) => `<START>\n${block.trim()}`)
}
