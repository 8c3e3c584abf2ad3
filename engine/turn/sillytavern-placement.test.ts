/**
 * One test per rule of SillyTavern 1.12.6's placement of World Info in a Chat Completion
 * prompt with the default prompt order (docs/stories.md, "SillyTavern placement"). Each
 * names the SillyTavern source it follows (files and lines of the 1.12.6 tag).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CompiledStory } from '../compiled'
import { createLorebookEntry, type LorebookEntry, SILLYTAVERN_LOREBOOK_SETTINGS } from '../lorebook'
import { portsFixture, settingsFixture, storyFixture } from './__fixtures__/story'
import { assembleTurn } from './assemble'
import type { DepthInjection } from './history'
import { exampleBlocks } from './placement'
import { injectLikeSillyTavern } from './sillytavern-injection'
import { initialState } from './state'
import type { HistoryMessage, PromptMessage } from './types'

const lore = (id: string, fields: Partial<LorebookEntry>) =>
  createLorebookEntry({ id, content: id, constant: true, ...fields })

function book(entries: LorebookEntry[], placement: 'sillytavern' | 'studio' = 'sillytavern') {
  const compiled: CompiledStory = storyFixture()
  compiled.lorebook = entries
  compiled.lorebookSettings = { ...SILLYTAVERN_LOREBOOK_SETTINGS, placement }
  return compiled
}

function history(count: number): HistoryMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `h${index}`,
    role: index % 2 === 0 ? 'assistant' : 'user',
    content: `chat ${index}`,
    turnIndex: Math.floor(index / 2) + 1,
  }))
}

function turn(compiled: CompiledStory, chat = 4, userMessage = 'hello') {
  return assembleTurn(
    compiled,
    initialState(compiled, 'start'),
    { userMessage, history: history(chat) },
    settingsFixture(),
    portsFixture(),
  )
}

/** The prompt after the system message, instructions shown as INSTR. */
const chatOf = (messages: readonly PromptMessage[]) =>
  messages.slice(1).map(({ role, content }) => ({
    role,
    content: content.startsWith('LENGTH') ? 'INSTR' : content,
  }))

describe('SillyTavern placement of an imported book', () => {
  it('↑Char entries come after the main prompt and before the character definitions (PromptManager.js:1899-1915 promptManagerDefaultPromptOrder: main, worldInfoBefore, personaDescription, charDescription)', () => {
    const system = turn(book([lore('BEFORE-LORE', { position: 'before' })])).messages[0]!.content
    const at = (needle: string) => system.indexOf(needle)
    expect(at('SYSTEM roleplay')).toBeLessThan(at('BEFORE-LORE'))
    expect(at('BEFORE-LORE')).toBeLessThan(at('## Story'))
    expect(at('BEFORE-LORE')).toBeLessThan(at('## Cast'))
    expect(at('BEFORE-LORE')).toBeLessThan(at('## Persona'))
    // A studio book keeps its own layout: lore after the definitions and the persona.
    const studio = turn(book([lore('BEFORE-LORE', { position: 'before' })], 'studio')).messages[0]!
      .content
    expect(studio.indexOf('BEFORE-LORE')).toBeGreaterThan(studio.indexOf('## Persona'))
  })

  it("depth counts the player's new message: depth d lands d chat messages from the end (openai.js:730-756 splices at index i of the reversed chat, which holds the sent message: script.js:3512, 3562)", () => {
    const compiled = book([
      lore('DEPTH-0', { position: 'atDepth', depth: 0 }),
      lore('DEPTH-1', { position: 'atDepth', depth: 1 }),
      lore('DEPTH-2', { position: 'atDepth', depth: 2 }),
    ])
    expect(chatOf(turn(compiled, 2).messages).map((message) => message.content)).toEqual([
      'chat 0',
      'DEPTH-2',
      'chat 1',
      'DEPTH-1',
      'INSTR',
      'hello',
      'DEPTH-0',
    ])
  })

  it('several roles at one depth read assistant, user, system from the top, each role one message (openai.js:734-755: roles system, user, assistant spliced into the reversed chat; world-info.js:4158-4169 and script.js:3697-3700 join a role’s entries by lines)', () => {
    const compiled = book([
      lore('SYS-LOW', { position: 'atDepth', depth: 1, role: 'system', priority: 5 }),
      lore('SYS-HIGH', { position: 'atDepth', depth: 1, role: 'system', priority: 50 }),
      lore('USER', { position: 'atDepth', depth: 1, role: 'user', priority: 90 }),
      lore('ASSISTANT', { position: 'atDepth', depth: 1, role: 'assistant', priority: 1 }),
    ])
    expect(chatOf(turn(compiled, 2).messages)).toEqual([
      { role: 'assistant', content: 'chat 0' },
      { role: 'user', content: 'chat 1' },
      { role: 'assistant', content: 'ASSISTANT' },
      { role: 'user', content: 'USER' },
      { role: 'system', content: 'SYS-LOW\nSYS-HIGH' },
      { role: 'system', content: 'INSTR' },
      { role: 'user', content: 'hello' },
    ])
  })

  it('entries deeper than the chat stack above it, the deepest on top (openai.js:754-760: a splice past the end of the reversed chat appends, each deeper depth after the last)', () => {
    const compiled = book([
      lore('DEPTH-7', { position: 'atDepth', depth: 7 }),
      lore('DEPTH-5', { position: 'atDepth', depth: 5 }),
    ])
    expect(chatOf(turn(compiled, 2).messages).map((message) => message.content)).toEqual([
      'DEPTH-7',
      'DEPTH-5',
      'chat 0',
      'chat 1',
      'INSTR',
      'hello',
    ])
  })

  it("↑AN and ↓AN entries make the Author's Note at depth 4 as system, ahead of depth-4 system entries (world-info.js:4152-4157, 4179-4182; authors-note.js:236-239 depth 4, in chat, system; script.js:2788-2795 sorts '2_floating_prompt' before 'customDepthWI-…')", () => {
    const compiled = book([
      lore('NOTE-TOP', { position: 'anTop' }),
      lore('NOTE-BOTTOM', { position: 'anBottom' }),
      lore('DEPTH-4', { position: 'atDepth', depth: 4 }),
    ])
    const chat = chatOf(turn(compiled, 6).messages)
    expect(chat.map((message) => message.content)).toEqual([
      'chat 0',
      'chat 1',
      'chat 2',
      'NOTE-TOP\n\nNOTE-BOTTOM\nDEPTH-4',
      'chat 3',
      'chat 4',
      'chat 5',
      'INSTR',
      'hello',
    ])
    expect(chat[3]?.role).toBe('system')
    const system = turn(compiled, 6).messages[0]!.content
    expect(system).not.toContain('NOTE-TOP')
    // Only a top entry: the note is that entry alone.
    const top = chatOf(turn(book([lore('NOTE-TOP', { position: 'anTop' })]), 6).messages)
    expect(top[3]).toEqual({ role: 'system', content: 'NOTE-TOP' })
  })

  it('↑EM and ↓EM entries become example blocks above and below the character’s examples (world-info.js:4142-4151 collect them; script.js:3666-3682 unshift ↑EM, push ↓EM; script.js:3634-3648 cuts <START> blocks)', () => {
    const compiled = book([
      lore('TOP-LOW', { position: 'emTop', priority: 10 }),
      lore('TOP-HIGH', { position: 'emTop', priority: 20 }),
      lore('BOTTOM-LOW', { position: 'emBottom', priority: 10 }),
      lore('BOTTOM-HIGH', { position: 'emBottom', priority: 20 }),
    ])
    compiled.cast[0]!.exampleDialogue = '<START>\nRook: Halt.'
    const system = turn(compiled).messages[0]!.content
    expect(system).toContain(
      [
        'Examples:',
        '<START>\nTOP-HIGH',
        '<START>\nTOP-LOW',
        '<START>\nRook: Halt.',
        '<START>\nBOTTOM-LOW',
        '<START>\nBOTTOM-HIGH',
      ].join('\n'),
    )
    expect(system).not.toContain('## Lore')
  })

  it('a studio book keeps the Author’s Note and example positions as lore lines before and after', () => {
    const compiled = book(
      [lore('NOTE-TOP', { position: 'anTop' }), lore('EM-BOTTOM', { position: 'emBottom' })],
      'studio',
    )
    const system = turn(compiled).messages[0]!.content
    expect(system).toContain('## Lore\nNOTE-TOP')
    expect(system).toContain('## Lore\nEM-BOTTOM')
  })
})

describe('exampleBlocks (script.js:3634-3648 parseMesExamples for Chat Completion)', () => {
  it('opens a block with <START> and splits at every <START>, any case', () => {
    expect(exampleBlocks('')).toEqual([])
    expect(exampleBlocks('<START>')).toEqual([])
    expect(exampleBlocks('  Rook: Halt.  ')).toEqual(['<START>\nRook: Halt.'])
    expect(exampleBlocks('<START>\na\n<start>\nb')).toEqual(['<START>\na', '<START>\nb'])
  })
})

/**
 * SillyTavern 1.12.6's populationInjectionPrompts (public/scripts/openai.js:721-762) over
 * its extension prompts (script.js:2787-2806), transcribed as the oracle.
 */
function sillyTavernReference(
  chat: readonly PromptMessage[],
  injections: readonly DepthInjection[],
): PromptMessage[] {
  const messages = [...chat].reverse()
  let totalInsertedMessages = 0
  for (let i = 0; i <= 1000; i++) {
    const roleMessages: PromptMessage[] = []
    for (const role of ['system', 'user', 'assistant'] as const) {
      const extensionPrompt = injections
        .filter((x) => x.content && x.depth === i && x.role === role)
        .map((x) => x.content.trim())
        .join('\n')
      const jointPrompt = [extensionPrompt]
        .filter((x) => x)
        .map((x) => x.trim())
        .join('\n')
      if (jointPrompt?.length) roleMessages.push({ role, content: jointPrompt })
    }
    if (roleMessages.length) {
      messages.splice(i + totalInsertedMessages, 0, ...roleMessages)
      totalInsertedMessages += roleMessages.length
    }
  }
  return messages.reverse()
}

describe('injectLikeSillyTavern', () => {
  it('agrees with SillyTavern’s populationInjectionPrompts on any chat and injections', () => {
    const role = fc.constantFrom('system' as const, 'user' as const, 'assistant' as const)
    fc.assert(
      fc.property(
        fc.array(fc.record({ role, content: fc.string({ minLength: 1, maxLength: 3 }) }), {
          maxLength: 8,
        }),
        fc.array(
          fc.record({
            depth: fc.integer({ min: 0, max: 12 }),
            role,
            content: fc.constantFrom('', ' ', 'a', ' b ', 'c\n'),
          }),
          { maxLength: 8 },
        ),
        (chat, injections) => {
          expect(injectLikeSillyTavern(chat, injections)).toEqual(
            sillyTavernReference(chat, injections),
          )
        },
      ),
    )
  })
})
