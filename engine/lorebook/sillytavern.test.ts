/**
 * One test per SillyTavern World Info behaviour we reproduce, named after what
 * `public/scripts/world-info.js` (`checkWorldInfo` and helpers) does. Each runs through the
 * indexed activation and the naive reference alike.
 */
import { describe, expect, it } from 'vitest'
import { compareLorebookEntries } from '../compile/lorebook'
import { createSeededRandom } from '../random'
import { approximateTokenizer } from '../tokenizer'
import { assembleTurn, initialState } from '../turn'
import { portsFixture, settingsFixture, storyFixture } from '../turn/__fixtures__/story'
import { activateLorebook } from './activate'
import type { LorebookPorts, LorebookScanInput, LorebookSettings } from './activation-types'
import { lorebookSettingsFor, SILLYTAVERN_LOREBOOK_SETTINGS } from './book-settings'
import { buildLorebookIndex } from './build-index'
import { createLorebookEntry } from './create-entry'
import { activateLorebookNaive } from './naive'
import { applyTimedEffectsPlan, emptyTimedState } from './timed-effects'
import type { LorebookEntry, LorebookTimedState } from './types'

const stSettings: LorebookSettings = lorebookSettingsFor(SILLYTAVERN_LOREBOOK_SETTINGS, 8192)

const scanOf = (texts: string[], extra: Partial<LorebookScanInput> = {}): LorebookScanInput => ({
  messages: texts.map((text, index) => ({ id: `m${index}-${text}`, text })),
  turnIndex: 1,
  ...extra,
})

const ports = (extra: Partial<LorebookPorts> = {}): LorebookPorts => ({
  tokenizer: approximateTokenizer,
  random: createSeededRandom(7),
  ...extra,
})

/** Both activations, which must agree; returns the ids activated. */
function both(
  entries: LorebookEntry[],
  scan: LorebookScanInput,
  overrides: Partial<LorebookSettings> = {},
  timed: LorebookTimedState = emptyTimedState(),
  extra: Partial<LorebookPorts> = {},
) {
  const settings = { ...stSettings, ...overrides }
  const indexed = activateLorebook(buildLorebookIndex(entries), scan, timed, settings, ports(extra))
  const naive = activateLorebookNaive(entries, scan, timed, settings, ports(extra))
  expect(indexed.activated.map((item) => item.entry.id)).toEqual(
    naive.activated.map((item) => item.entry.id),
  )
  expect(indexed.debug).toEqual(naive.debug)
  return indexed
}
const ids = (result: { activated: { entry: LorebookEntry }[] }) =>
  result.activated.map((item) => item.entry.id)

const entry = createLorebookEntry

function turnWith(lorebook: LorebookEntry[], userMessage: string, includeNames = true) {
  const compiled = storyFixture()
  compiled.lorebook = lorebook
  return assembleTurn(
    compiled,
    initialState(compiled, compiled.startPoints[0]!.id),
    {
      userMessage,
      history: [{ id: 'a1', role: 'assistant', content: 'Welcome.', turnIndex: 0 }],
    },
    settingsFixture({ lorebook: { ...stSettings, includeNames } }),
    portsFixture(),
  )
}

describe('SillyTavern World Info behaviours', () => {
  it('"world_info_include_names": a key equal to a speaker\'s name matches the `Name: text` of her message', () => {
    const speaker = storyFixture().cast[0]!.name
    const lore = [entry({ id: 'name', keys: [speaker], content: 'About her.' })]
    expect(turnWith(lore, 'hello').messages[0]!.content).toContain('About her.')
    expect(turnWith(lore, 'hello', false).messages[0]!.content).not.toContain('About her.')
    // The player's own name too: `Ana: hello`.
    const player = [entry({ id: 'ana', keys: ['Ana'], content: 'About the player.' })]
    expect(turnWith(player, 'hello').messages[0]!.content).toContain('About the player.')
  })

  it('"substituteParams(key)": macros such as {{user}} and {{char}} are expanded in keys before matching', () => {
    const lore = [entry({ id: 'user', keys: ['{{user}}'], content: 'Player lore.' })]
    expect(turnWith(lore, 'I am here', false).messages[0]!.content).not.toContain('Player lore.')
    expect(turnWith(lore, 'Call me Ana', false).messages[0]!.content).toContain('Player lore.')
    const render = (key: string) => key.replace('{{char}}', 'Mira').replace('{{user}}', '')
    const entries = [
      entry({ id: 'char', keys: ['{{char}}'], secondaryKeys: ['{{char}} smiles'] }),
      entry({ id: 'empty', keys: ['{{user}}'] }),
    ]
    const result = both(entries, scanOf(['Mira smiles.']), {}, emptyTimedState(), {
      renderKey: render,
    })
    // A key that expands to nothing never matches (SillyTavern: `substituted && …`).
    expect(ids(result)).toEqual(['char'])
  })

  it('"entry.selective && keysecondary.length": secondary keys are ignored when selective is false', () => {
    const entries = [
      entry({ id: 'off', keys: ['harbor'], secondaryKeys: ['storm'], selective: false }),
      entry({ id: 'on', keys: ['harbor'], secondaryKeys: ['storm'], selective: true }),
      entry({ id: 'default', keys: ['harbor'], secondaryKeys: ['storm'] }),
    ]
    expect(ids(both(entries, scanOf(['The harbor is calm.'])))).toEqual(['off'])
  })

  it('"delayUntilRecursion > currentRecursionDelayLevel": a numeric level waits for that recursion level, even with recursion off', () => {
    const entries = [
      entry({ id: 'seed', keys: ['harbor'], content: 'The harbor smells of tar.' }),
      entry({ id: 'level1', keys: ['harbor'], delayUntilRecursion: 1, content: 'Gulls.' }),
      entry({ id: 'level2', keys: ['tar'], delayUntilRecursion: 2, content: 'Barrels.' }),
    ]
    const result = both(entries, scanOf(['The harbor.']), { maxRecursionSteps: 0 })
    expect(result.activated.map((item) => [item.entry.id, item.step])).toEqual([
      ['seed', 0],
      ['level1', 1],
      ['level2', 1],
    ])
    // A single level with recursion off never opens (it is the level preset for recursion).
    const single = both(entries.slice(0, 2), scanOf(['The harbor.']), { maxRecursionSteps: 0 })
    expect(ids(single)).toEqual(['seed'])
    // With recursion on, level 1 opens on the first recursion pass; level 2 once a pass
    // activates nothing new (here the third).
    const recursive = both(entries, scanOf(['The harbor.']), { maxRecursionSteps: 5 })
    expect(recursive.activated.map((item) => [item.entry.id, item.step])).toEqual([
      ['seed', 0],
      ['level1', 1],
      ['level2', 3],
    ])
  })

  it('"world_info_recursive = false": recursion is off by default for an imported book', () => {
    expect(stSettings.maxRecursionSteps).toBe(0)
    const entries = [
      entry({ id: 'a', keys: ['harbor'], content: 'A lighthouse.' }),
      entry({ id: 'b', keys: ['lighthouse'], content: 'The keeper.' }),
    ]
    expect(ids(both(entries, scanOf(['The harbor.'])))).toEqual(['a'])
    expect(ids(both(entries, scanOf(['The harbor.']), { maxRecursionSteps: 3 }))).toEqual([
      'a',
      'b',
    ])
  })

  it('"max_recursion_steps <= count": N steps allow N passes after the first; unlimited goes on until nothing activates', () => {
    const entries = ['a', 'b', 'c', 'd'].map((name, position, all) =>
      entry({
        id: name,
        keys: [name === 'a' ? 'start' : `w${name}`],
        content: `w${all[position + 1] ?? 'end'}`,
      }),
    )
    expect(ids(both(entries, scanOf(['start']), { maxRecursionSteps: 1 }))).toEqual(['a', 'b'])
    expect(
      ids(both(entries, scanOf(['start']), { maxRecursionSteps: Number.POSITIVE_INFINITY })),
    ).toEqual(['a', 'b', 'c', 'd'])
  })

  it('"sortFn = b.order - a.order" (a stable sort): equal orders keep uid order, lore-2 before lore-10', () => {
    const entries = [
      entry({ id: 'lore-10', keys: ['x'], content: 'ten ten ten ten' }),
      entry({ id: 'lore-2', keys: ['x'], content: 'two two two two' }),
    ].sort(compareLorebookEntries)
    expect(entries.map((item) => item.id)).toEqual(['lore-2', 'lore-10'])
    // The budget goes to the first in that order.
    const budget = approximateTokenizer.count('two two two two') + 1
    expect(ids(both(entries, scanOf(['x']), { tokenBudget: budget }))).toEqual(['lore-2'])
  })

  it('"[...allActivatedEntries].sort(sortFn).forEach(unshift)": the highest order sits closest to the chat, equal orders in reverse activation order', () => {
    const entries = [
      entry({ id: 'high', keys: ['x'], priority: 200, content: 'H' }),
      entry({ id: 'tie-1', keys: ['x'], content: 'T1' }),
      entry({ id: 'tie-2', keys: ['x'], content: 'T2' }),
      entry({ id: 'low', keys: ['x'], priority: 50, content: 'L' }),
    ]
    const result = both(entries, scanOf(['x']))
    expect(result.before.map((item) => item.entry.id)).toEqual(['low', 'tie-2', 'tie-1', 'high'])
  })

  it('"filterGroupsByScoring": with use_group_scoring only the group members that matched the most keys stay', () => {
    const entries = [
      entry({ id: 'one', keys: ['harbor'], group: 'weather', groupOverride: true }),
      entry({ id: 'two', keys: ['harbor', 'fog'], group: 'weather' }),
    ]
    const scan = scanOf(['Fog over the harbor.'])
    // Without scoring the override wins; with scoring the two-key match does.
    expect(ids(both(entries, scan))).toEqual(['one'])
    expect(ids(both(entries, scan, { useGroupScoring: true }))).toEqual(['two'])
    const perEntry = entries.map((item) => ({ ...item, useGroupScoring: true }))
    expect(ids(both(perEntry, scan))).toEqual(['two'])
  })

  it('"end = chat.length + sticky", "chat.length < delay": imported books count timed effects in chat messages', () => {
    const entries = [
      entry({ id: 'ghost', keys: ['ghost'], sticky: 4, cooldown: 2 }),
      entry({ id: 'late', keys: ['harbor'], delay: 5 }),
    ]
    let timed = emptyTimedState()
    const turn = (turnIndex: number, text: string) => {
      const result = both(
        entries,
        scanOf([text], { turnIndex, messageCount: 2 * turnIndex }),
        {},
        timed,
      )
      timed = applyTimedEffectsPlan(timed, result.timedEffectsPlan)
      return ids(result)
    }
    expect(turn(1, 'a ghost at the harbor')).toEqual(['ghost']) // 2 messages < delay 5
    expect(turn(2, 'quiet')).toEqual(['ghost']) // 4 < 2 + 4: still sticky
    expect(turn(3, 'a ghost at the harbor')).toEqual(['late']) // 6: sticky over, cooldown 6..8
    expect(turn(4, 'a ghost')).toEqual(['ghost']) // 8: cooldown over
  })

  it('a studio book keeps counting timed effects in turns (the spec\'s "duration in turns")', () => {
    const entries = [entry({ id: 'ghost', keys: ['ghost'], sticky: 2 })]
    let timed = emptyTimedState()
    const settings = { timedEffectsUnit: 'turns' as const }
    for (const [turnIndex, text, expected] of [
      [1, 'ghost', ['ghost']],
      [2, 'quiet', ['ghost']],
      [3, 'quiet', ['ghost']],
      [4, 'quiet', []],
    ] as const) {
      const result = both(entries, scanOf([text], { turnIndex }), settings, timed)
      timed = applyTimedEffectsPlan(timed, result.timedEffectsPlan)
      expect(ids(result)).toEqual(expected)
    }
  })

  it('"@@activate" / "@@dont_activate": decorators at the top of the content force or forbid the entry and never reach the prompt', () => {
    const entries = [
      entry({ id: 'on', keys: [], content: '@@activate\nThe bell tolls.' }),
      entry({ id: 'off', keys: ['harbor'], content: '@@dont_activate\nSecret.' }),
      entry({ id: 'escaped', keys: ['harbor'], content: '@@unknown\n@@@activate\nText.' }),
    ]
    const result = both(entries, scanOf(['the harbor']))
    expect(ids(result)).toEqual(['on', 'escaped'])
    expect(result.activated.map((item) => item.content)).toEqual(['The bell tolls.', 'Text.'])
  })

  it('"characterFilter" with "isExclude": entries are kept for (or hidden from) the listed characters', () => {
    const entries = [
      entry({
        id: 'only-mira',
        keys: ['x'],
        characterFilter: { names: ['Mira'], tags: [], isExclude: false },
      }),
      entry({
        id: 'not-mira',
        keys: ['x'],
        characterFilter: { names: ['Mira'], tags: [], isExclude: true },
      }),
    ]
    expect(ids(both(entries, scanOf(['x'], { castNames: ['Mira'] })))).toEqual(['only-mira'])
    expect(ids(both(entries, scanOf(['x'], { castNames: ['Olek'] })))).toEqual(['not-mira'])
  })

  it('"token_budget_overflowed": the stop rule ends at the first entry over the budget and stops recursing; skip goes on', () => {
    const entries = [
      entry({ id: 'big', keys: ['x'], priority: 300, content: `${'word '.repeat(40)}y` }),
      entry({ id: 'fits', keys: ['x'], priority: 200, content: 'y' }),
      entry({ id: 'recursed', keys: ['y'], priority: 100, content: 'z' }),
    ]
    const settings = { tokenBudget: 20, maxRecursionSteps: 3 }
    expect(ids(both(entries, scanOf(['x']), { ...settings, overflow: 'stop' }))).toEqual([])
    expect(ids(both(entries, scanOf(['x']), { ...settings, overflow: 'skip' }))).toEqual([
      'fits',
      'recursed',
    ])
    // SillyTavern's check is `>=`: text that reaches the budget exactly does not fit.
    const exact = approximateTokenizer.count('y')
    const one = [entry({ id: 'fits', keys: ['x'], content: 'y' })]
    expect(ids(both(one, scanOf(['x']), { tokenBudget: exact, overflow: 'stop' }))).toEqual([])
    expect(ids(both(one, scanOf(['x']), { tokenBudget: exact, overflow: 'skip' }))).toEqual([
      'fits',
    ])
  })
})
