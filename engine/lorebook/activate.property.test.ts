import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSeededRandom } from '../random'
import { approximateTokenizer } from '../tokenizer'
import { activateLorebook } from './activate'
import type { LorebookScanInput, LorebookSettings } from './activation-types'
import { buildLorebookIndex } from './build-index'
import { createLorebookEntry } from './create-entry'
import { activateLorebookNaive } from './naive'
import { applyTimedEffectsPlan, emptyTimedState } from './timed-effects'
import type { CharacterFilter, LorebookEntry, LorebookTimedState } from './types'

// A small alphabet makes keys actually occur in the chat, with case and word edges.
const word = fc.constantFrom(
  'cat',
  'Cat',
  'CAT',
  'dog',
  'sun',
  'ab',
  'a',
  'b',
  'é',
  'İ',
  '용',
  '_x',
  'x1',
)
const separator = fc.constantFrom(' ', '', '-', '\n', '.', '_', '  ')
const text = fc
  .array(fc.tuple(word, separator), { maxLength: 12 })
  .map((parts) => parts.map(([token, gap]) => token + gap).join(''))
const plainKey = fc
  .array(word, { minLength: 1, maxLength: 2 })
  .chain((words) => separator.map((gap) => words.join(gap)))
const regexKey = fc.constantFrom(
  '/ca+t/i',
  '/^\\x01dog/',
  '/sun$/',
  '/a[\\s\\S]*b/',
  '/(/',
  '/x\\d/',
  '/용/u',
  '/cat(s|z)?/i',
  '/do?g/',
  '/su{1,2}n/',
  '/\\x41b/i',
  '/dog|cat/',
  '/(ab)?sun/i',
  '/[cC]at\\b/',
  '/Cat dog/',
  '/ab x1/i',
)
// Macro keys are expanded by the ports' renderKey (below) before matching.
const macroKey = fc.constantFrom('{{char}}', '{{user}}', '{{char}} dog', '{{missing}}')
const key = fc.oneof(
  { weight: 8, arbitrary: plainKey },
  { weight: 2, arbitrary: regexKey },
  { weight: 1, arbitrary: macroKey },
)
const optionalBoolean = fc.constantFrom(undefined, true, false)

const entry = fc.record({
  keys: fc.array(key, { maxLength: 3 }),
  secondaryKeys: fc.array(key, { maxLength: 2 }),
  selectiveLogic: fc.constantFrom('and-any', 'and-all', 'not-any', 'not-all') as fc.Arbitrary<
    LorebookEntry['selectiveLogic']
  >,
  selective: fc.constantFrom(undefined, undefined, true, false),
  content: fc
    .tuple(
      fc.constantFrom('', '', '', '@@activate\n', '@@dont_activate\n', '@@x\n@@@activate\n'),
      fc.array(word, { maxLength: 4 }),
    )
    .map(([decorator, words]) => decorator + words.join(' ')),
  constant: fc.constantFrom(false, false, false, true),
  budgetExempt: fc.boolean(),
  priority: fc.integer({ min: 0, max: 5 }),
  sticky: fc.integer({ min: 0, max: 2 }),
  cooldown: fc.integer({ min: 0, max: 2 }),
  delay: fc.constantFrom(0, 0, 0, 2),
  probability: fc.integer({ min: 0, max: 100 }),
  useProbability: fc.constantFrom(false, false, true),
  scanDepth: fc.constantFrom(undefined, undefined, 0, 1, 3),
  caseSensitive: optionalBoolean,
  matchWholeWords: optionalBoolean,
  group: fc.constantFrom(undefined, undefined, undefined, 'g1', 'g2', 'g1,g2'),
  groupWeight: fc.integer({ min: 0, max: 100 }),
  groupOverride: fc.boolean(),
  enabled: fc.constantFrom(true, true, true, false),
  excludeRecursion: fc.constantFrom(false, false, true),
  preventRecursion: fc.boolean(),
  delayUntilRecursion: fc.constantFrom(false, false, false, true, 2, 3),
  useGroupScoring: fc.constantFrom(undefined, undefined, true, false),
  characterFilter: fc.constantFrom<CharacterFilter | undefined>(
    undefined,
    undefined,
    { names: ['Mira'], tags: [], isExclude: false },
    { names: ['Mira'], tags: [], isExclude: true },
  ),
  scope: fc.constantFrom(undefined, undefined, { sceneId: 's1' }, { characterId: 'c1' }),
})

const lorebook = fc
  .array(entry, { maxLength: 14 })
  .map((fields) => fields.map((item, index) => createLorebookEntry({ ...item, id: `e${index}` })))
const chat = fc.array(text, { minLength: 0, maxLength: 6 })
const settingsArbitrary: fc.Arbitrary<LorebookSettings> = fc.record({
  scanDepth: fc.constantFrom(0, 1, 2, 2, 4),
  caseSensitive: fc.boolean(),
  matchWholeWords: fc.boolean(),
  tokenBudget: fc.constantFrom(0, 3, 10, 40, 200),
  maxRecursionSteps: fc.constantFrom(0, 1, 2, 3, Number.POSITIVE_INFINITY),
  overflow: fc.constantFrom(undefined, 'stop', 'skip') as fc.Arbitrary<'stop' | 'skip' | undefined>,
  useGroupScoring: fc.boolean(),
  timedEffectsUnit: fc.constantFrom('turns', 'messages') as fc.Arbitrary<'turns' | 'messages'>,
}) as fc.Arbitrary<LorebookSettings>

function scanOf(texts: string[], turnIndex: number, inScene = true): LorebookScanInput {
  return {
    messages: texts.map((message, index) => ({ id: `m${index}`, text: message })),
    turnIndex,
    sceneId: inScene ? 's1' : 's2',
    castIds: inScene ? ['c1'] : [],
    castNames: inScene ? ['Mira'] : ['Olek'],
    messageCount: 2 * turnIndex - (turnIndex % 2),
  }
}

const ports = (seed: number) => ({
  tokenizer: approximateTokenizer,
  random: createSeededRandom(seed),
  renderKey: (key: string) => key.replaceAll('{{char}}', 'Cat').replaceAll('{{user}}', 'sun'),
})

describe('activateLorebook properties', () => {
  it('equals the naive SillyTavern-style activation on random lorebooks and chats', () => {
    let keyActivations = 0
    let secondaryDrops = 0
    fc.assert(
      fc.property(
        lorebook,
        chat,
        settingsArbitrary,
        fc.integer(),
        fc.integer({ min: 0, max: 4 }),
        fc.array(chat, { maxLength: 3 }),
        fc.boolean(),
        (entries, texts, settings, seed, turn, laterTurns, inScene) => {
          const index = buildLorebookIndex(entries)
          // A few turns in a row, carrying timed effects (sticky, cooldown) forward.
          let timed = emptyTimedState()
          ;[texts, ...laterTurns].forEach((turnTexts, offset) => {
            const scan = scanOf(turnTexts, turn + offset, inScene)
            const indexed = activateLorebook(index, scan, timed, settings, ports(seed + offset))
            const naive = activateLorebookNaive(
              entries,
              scan,
              timed,
              settings,
              ports(seed + offset),
            )
            expect(indexed).toEqual(naive)
            keyActivations += indexed.activated.filter((item) => item.cause === 'keys').length
            secondaryDrops += indexed.debug.filter(
              (item) => item.outcome === 'dropped' && item.reason === 'secondary-keys',
            ).length
            // The per-message cache must not change the answer on a second run.
            expect(activateLorebook(index, scan, timed, settings, ports(seed + offset))).toEqual(
              naive,
            )
            timed = applyTimedEffectsPlan(timed, indexed.timedEffectsPlan)
          })
        },
      ),
      { numRuns: 800 },
    )
    // Guard against a vacuous comparison: the generators must really produce matches.
    expect(keyActivations).toBeGreaterThan(60)
    expect(secondaryDrops).toBeGreaterThan(40)
  })

  it('never spends more than the token budget, except on budget-exempt constants', () => {
    fc.assert(
      fc.property(
        lorebook,
        chat,
        settingsArbitrary,
        fc.integer(),
        (entries, texts, settings, seed) => {
          const result = activateLorebook(
            buildLorebookIndex(entries),
            scanOf(texts, 1),
            emptyTimedState(),
            settings,
            ports(seed),
          )
          const charged = result.activated
            .filter((item) => !(item.entry.constant && item.entry.budgetExempt))
            .reduce((sum, item) => sum + approximateTokenizer.count(item.content), 0)
          expect(charged).toBeLessThanOrEqual(settings.tokenBudget)
          expect(charged).toBe(result.budgetTokensUsed)
          expect(result.debug).toHaveLength(entries.length)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('a reroll at the same turn index sees and leaves the same timed effects', () => {
    fc.assert(
      fc.property(
        lorebook,
        fc.array(chat, { minLength: 1, maxLength: 5 }),
        settingsArbitrary,
        fc.integer(),
        (entries, turns, settings, seed) => {
          const index = buildLorebookIndex(entries)
          let timed: LorebookTimedState = emptyTimedState()
          turns.forEach((texts, offset) => {
            const scan = scanOf(texts, offset + 1)
            const first = activateLorebook(index, scan, timed, settings, ports(seed + offset))
            const afterFirst = applyTimedEffectsPlan(timed, first.timedEffectsPlan)
            // Reroll from the snapshot, and also from the already-updated state.
            const reroll = activateLorebook(index, scan, timed, settings, ports(seed + offset))
            const rerollOnUpdated = activateLorebook(
              index,
              scan,
              afterFirst,
              settings,
              ports(seed + offset),
            )
            expect(reroll).toEqual(first)
            expect(rerollOnUpdated.activated).toEqual(first.activated)
            expect(applyTimedEffectsPlan(afterFirst, rerollOnUpdated.timedEffectsPlan)).toEqual(
              afterFirst,
            )
            timed = afterFirst
          })
        },
      ),
      { numRuns: 150 },
    )
  })

  it('stops early only when no entry left can fit, with the same record and rolls', () => {
    // Contents name other entries' keys, so recursion passes happen; budgets are tight
    // against the contents, so passes often start with the budget nearly spent.
    const recursive = fc
      .array(
        fc.record({
          keys: fc.array(fc.constantFrom('cat', 'dog', 'sun', 'ab'), {
            minLength: 1,
            maxLength: 2,
          }),
          // Now and then empty: an empty entry fits a spent budget.
          content: fc.oneof(
            { weight: 1, arbitrary: fc.constant('') },
            {
              weight: 9,
              arbitrary: fc
                .array(fc.constantFrom('cat', 'dog', 'sun', 'ab', 'x1', 'long words here'), {
                  minLength: 1,
                  maxLength: 3,
                })
                .map((words) => words.join(' ')),
            },
          ),
          constant: fc.constantFrom(false, false, false, true),
          budgetExempt: fc.boolean(),
          priority: fc.integer({ min: 0, max: 3 }),
          probability: fc.integer({ min: 0, max: 100 }),
          useProbability: fc.constantFrom(true, true, false),
          group: fc.constantFrom(undefined, undefined, 'g1'),
          delayUntilRecursion: fc.constantFrom(false, false, true),
          preventRecursion: fc.constantFrom(false, false, true),
        }),
        { minLength: 1, maxLength: 12 },
      )
      .map((fields) =>
        fields.map((item, index) => createLorebookEntry({ ...item, id: `e${index}` })),
      )
    let rolledForTheRecord = 0
    fc.assert(
      fc.property(
        recursive,
        fc.array(fc.constantFrom('cat', 'dog', 'sun', 'ab', 'x1'), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer(),
        (entries, words, tokenBudget, maxRecursionSteps, seed) => {
          const settings: LorebookSettings = {
            scanDepth: 2,
            caseSensitive: false,
            matchWholeWords: false,
            tokenBudget,
            maxRecursionSteps,
          }
          const scan = scanOf([words.join(' ')], 1)
          const counter = () => {
            const source = createSeededRandom(seed)
            const counting = {
              draws: 0,
              next: () => {
                counting.draws++
                return source.next()
              },
            }
            return counting
          }
          const counting = counter()
          const early = activateLorebook(
            buildLorebookIndex(entries),
            scan,
            emptyTimedState(),
            settings,
            { tokenizer: approximateTokenizer, random: counting },
          )
          const drawsToDecide = counting.draws
          // The oracle runs every pass before answering; the record and the rolls agree.
          const oracleRandom = counter()
          const naive = activateLorebookNaive(entries, scan, emptyTimedState(), settings, {
            tokenizer: approximateTokenizer,
            random: oracleRandom,
          })
          expect(early).toEqual(naive)
          expect(counting.draws).toBe(oracleRandom.draws)
          // The record's passes ran once, when it was first read.
          expect(early.debug).toBe(early.debug)
          expect(counting.draws).toBe(oracleRandom.draws)
          if (oracleRandom.draws > drawsToDecide) rolledForTheRecord++
        },
      ),
      { numRuns: 600 },
    )
    // Not vacuous: in some runs the activation was decided before passes that still rolled.
    expect(rolledForTheRecord).toBeGreaterThan(20)
  })
})
