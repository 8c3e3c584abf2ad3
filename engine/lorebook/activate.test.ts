import { describe, expect, it } from 'vitest'
import { createSeededRandom } from '../random'
import { approximateTokenizer } from '../tokenizer'
import { activateLorebook } from './activate'
import type { LorebookScanInput, LorebookSettings } from './activation-types'
import { buildLorebookIndex } from './build-index'
import { createLorebookEntry } from './create-entry'
import { activateLorebookNaive } from './naive'
import { applyTimedEffectsPlan, emptyTimedState } from './timed-effects'
import type { LorebookEntry, LorebookTimedState } from './types'

const settings: LorebookSettings = {
  scanDepth: 2,
  caseSensitive: false,
  matchWholeWords: false,
  tokenBudget: 1000,
  maxRecursionSteps: 2,
}

function scanOf(
  texts: string[],
  turnIndex = 1,
  extra: Partial<LorebookScanInput> = {},
): LorebookScanInput {
  return { messages: texts.map((text, index) => ({ id: `m${index}`, text })), turnIndex, ...extra }
}

function run(
  entries: LorebookEntry[],
  scan: LorebookScanInput,
  overrides: Partial<LorebookSettings> = {},
  timed: LorebookTimedState = emptyTimedState(),
  seed = 1,
) {
  return activateLorebook(
    buildLorebookIndex(entries),
    scan,
    timed,
    { ...settings, ...overrides },
    {
      tokenizer: approximateTokenizer,
      random: createSeededRandom(seed),
    },
  )
}

const ids = (result: ReturnType<typeof run>) => result.activated.map((item) => item.entry.id)
const reasonOf = (result: ReturnType<typeof run>, id: string) => {
  const record = result.debug.find((item) => item.entryId === id)!
  return record.outcome === 'activated' ? 'activated' : record.reason
}

describe('activateLorebook', () => {
  it('decides a large lorebook the same while its token counts are still being kept', () => {
    // 300 entries that all match: more than one activation's fresh counts, so the first
    // activations cannot stop early and later ones can. Every tenth is tiny and of low
    // priority: it still fits after the large ones have spent the budget.
    const entries = Array.from({ length: 300 }, (_, index) =>
      createLorebookEntry({
        id: `e${index}`,
        keys: ['lamp'],
        content: index % 10 === 0 ? `l${index}` : `the lamp ${'x'.repeat(40 + (index % 7))}`,
        priority: index % 10 === 0 ? 0 : 1 + (index % 4),
        useProbability: index % 3 === 0,
        probability: 60,
      }),
    )
    const index = buildLorebookIndex(entries)
    const scan = scanOf(['I light the lamp'])
    const budget = { ...settings, tokenBudget: 45 }
    let tiny = 0
    for (let turn = 0; turn < 8; turn++) {
      const ports = () => ({ tokenizer: approximateTokenizer, random: createSeededRandom(turn) })
      const indexed = activateLorebook(index, scan, emptyTimedState(), budget, ports())
      const naive = activateLorebookNaive(entries, scan, emptyTimedState(), budget, ports())
      expect(indexed).toEqual(naive)
      tiny += indexed.activated.filter((item) => item.entry.priority === 0).length
    }
    expect(tiny).toBeGreaterThan(0)
  })

  /** The approximate tokenizer, counting its calls. */
  function countingTokenizer() {
    const counting = {
      ...approximateTokenizer,
      calls: 0,
      count: (text: string) => {
        counting.calls += 1
        return approximateTokenizer.count(text)
      },
    }
    return counting
  }

  it('counts at most 64 texts afresh an activation, the rest on later turns (docs/PERFORMANCE.md)', () => {
    // Three entries match; the other 297 are pending when the budget is spent, and the check
    // whether one of them would still fit counts them a share at a time.
    const entries = Array.from({ length: 300 }, (_, index) =>
      createLorebookEntry({
        id: `e${index}`,
        keys: [index < 3 ? 'lamp' : `other${index}`],
        content: `the lamp ${'x'.repeat(40 + (index % 7))}`,
      }),
    )
    const index = buildLorebookIndex(entries)
    const tokenizer = countingTokenizer()
    const budget = { ...settings, tokenBudget: 45 }
    const perTurn = Array.from({ length: 6 }, (_, turn) => {
      tokenizer.calls = 0
      activateLorebook(index, scanOf(['I light the lamp']), emptyTimedState(), budget, {
        tokenizer,
        random: createSeededRandom(turn),
      })
      return tokenizer.calls
    })
    expect(perTurn).toEqual([3 + 64, 3 + 64, 3 + 64, 3 + 64, 3 + 297 - 4 * 64, 3])
  })

  it('answers once the activation is decided; the passes left run when its debug record is read (docs/PERFORMANCE.md)', () => {
    const entries = Array.from({ length: 300 }, (_, index) =>
      createLorebookEntry({
        id: `e${index}`,
        keys: ['lamp'],
        content: `the lamp ${'x'.repeat(40 + (index % 7))}`,
        priority: index % 5,
      }),
    )
    const index = buildLorebookIndex(entries)
    const tokenizer = countingTokenizer()
    const activate = () =>
      activateLorebook(
        index,
        scanOf(['I light the lamp']),
        emptyTimedState(),
        { ...settings, tokenBudget: 45 },
        { tokenizer, random: createSeededRandom(1) },
      )
    activate() // the first activation keeps every candidate's count
    tokenizer.calls = 0
    const result = activate()
    expect(result.activated).toHaveLength(3)
    const answered = tokenizer.calls
    expect(answered).toBeLessThan(10)
    expect(result.debug).toHaveLength(300)
    expect(tokenizer.calls).toBeGreaterThan(answered + 200)
  })

  it('goes on after a budget drop while a kept count says a smaller entry still fits', () => {
    const entries = [
      createLorebookEntry({ id: 'big-1', keys: ['lamp'], priority: 3, content: 'x'.repeat(120) }),
      createLorebookEntry({ id: 'big-2', keys: ['lamp'], priority: 2, content: 'y'.repeat(120) }),
      createLorebookEntry({ id: 'small', keys: ['lamp'], priority: 1, content: 'tiny' }),
    ]
    const index = buildLorebookIndex(entries)
    // The second activation checks with the counts the first one kept.
    for (let turn = 0; turn < 2; turn++) {
      const result = activateLorebook(
        index,
        scanOf(['I light the lamp']),
        emptyTimedState(),
        { ...settings, tokenBudget: 35 },
        { tokenizer: approximateTokenizer, random: createSeededRandom(turn) },
      )
      expect(ids(result)).toEqual(['big-1', 'small'])
      expect(result.before.map((item) => item.entry.id)).toEqual(['small', 'big-1'])
      expect(reasonOf(result, 'big-2')).toBe('budget')
    }
  })

  it('counts an entry by its rendered text in the budget check, turn by turn', () => {
    const entries = [
      createLorebookEntry({ id: 'big-1', keys: ['lamp'], priority: 3, content: 'x'.repeat(120) }),
      createLorebookEntry({ id: 'big-2', keys: ['lamp'], priority: 2, content: 'y'.repeat(120) }),
      // A macro's value: long in the first turn, short (it fits what big-1 leaves) in the next.
      createLorebookEntry({ id: 'macro', keys: ['lamp'], priority: 1, content: '{{m}}' }),
    ]
    const index = buildLorebookIndex(entries)
    const values = ['w'.repeat(100), 'ok']
    values.forEach((value, turn) => {
      const result = activateLorebook(
        index,
        scanOf(['I light the lamp']),
        emptyTimedState(),
        { ...settings, tokenBudget: 35 },
        {
          tokenizer: approximateTokenizer,
          random: createSeededRandom(turn),
          renderContent: (entry) => (entry.content === '{{m}}' ? value : entry.content),
        },
      )
      expect(ids(result)).toEqual(turn === 0 ? ['big-1'] : ['big-1', 'macro'])
    })
  })

  it("finds a pass's candidates in the text before the pass, not in what it activates", () => {
    // `lamp` names `keeper`, which must wait for the next pass (plain and regex keys), also
    // when a pass's candidates are decided as they are found.
    const entries = [
      createLorebookEntry({ id: 'lamp', keys: ['lamp'], content: 'the keeper' }),
      createLorebookEntry({ id: 'keeper', keys: ['keeper'], content: 'K' }),
      createLorebookEntry({ id: 'keeper-regex', keys: ['/(k|c)e+per/'], content: 'R' }),
    ]
    const scan = scanOf(['I light the lamp'])
    const naive = activateLorebookNaive(entries, scan, emptyTimedState(), settings, {
      tokenizer: approximateTokenizer,
      random: createSeededRandom(1),
    })
    for (const result of [run(entries, scan), naive]) {
      expect(result.activated.map((item) => [item.entry.id, item.step])).toEqual([
        ['lamp', 0],
        ['keeper', 1],
        ['keeper-regex', 1],
      ])
    }
  })

  it('activates on any primary key, case-insensitively by default', () => {
    const entries = [createLorebookEntry({ id: 'castle', keys: ['tower', 'Castle'], content: 'C' })]
    const result = run(entries, scanOf(['we reach the CASTLE gate']))
    expect(ids(result)).toEqual(['castle'])
    expect(result.debug[0]).toMatchObject({
      outcome: 'activated',
      cause: 'keys',
      matchedKey: 'Castle',
    })
  })

  it('honours case sensitivity per entry', () => {
    const entries = [
      createLorebookEntry({ id: 'a', keys: ['Castle'], caseSensitive: true, content: 'x' }),
    ]
    expect(ids(run(entries, scanOf(['the castle'])))).toEqual([])
    expect(ids(run(entries, scanOf(['the Castle'])))).toEqual(['a'])
  })

  it('whole-word matching follows SillyTavern (ASCII word characters, multi-word keys by substring)', () => {
    const cat = createLorebookEntry({
      id: 'cat',
      keys: ['cat'],
      matchWholeWords: true,
      content: 'x',
    })
    const multi = createLorebookEntry({
      id: 'multi',
      keys: ['big cat'],
      matchWholeWords: true,
      content: 'x',
    })
    expect(ids(run([cat], scanOf(['concatenate'])))).toEqual([])
    expect(ids(run([cat], scanOf(['a cat!'])))).toEqual(['cat'])
    expect(ids(run([multi], scanOf(['abig catz'])))).toEqual(['multi'])
  })

  it('runs regex keys as written, and treats an invalid regex as plain text', () => {
    const regex = createLorebookEntry({ id: 'r', keys: ['/dra+gon/i'], content: 'x' })
    const invalid = createLorebookEntry({ id: 'bad', keys: ['/(/'], content: 'x' })
    expect(ids(run([regex], scanOf(['A DRAAAGON'])))).toEqual(['r'])
    expect(ids(run([invalid], scanOf(['text /(/ here'])))).toEqual(['bad'])
  })

  it('scans only the newest messages up to the scan depth (entry value overrides global)', () => {
    const global = createLorebookEntry({ id: 'g', keys: ['old'], content: 'x' })
    const deep = createLorebookEntry({ id: 'd', keys: ['old'], scanDepth: 3, content: 'x' })
    const result = run([global, deep], scanOf(['old news', 'b', 'c']))
    expect(ids(result)).toEqual(['d'])
    expect(reasonOf(result, 'g')).toBe('no-match')
  })

  it.each([
    ['and-any', ['sword', 'zzz'], true],
    ['and-any', ['zzz'], false],
    ['and-all', ['sword', 'shield'], true],
    ['and-all', ['sword', 'zzz'], false],
    ['not-any', ['zzz', 'yyy'], true],
    ['not-any', ['sword', 'zzz'], false],
    ['not-all', ['sword', 'zzz'], true],
    ['not-all', ['sword', 'shield'], false],
  ] as const)('secondary logic %s with %j → %s', (logic, secondaryKeys, expected) => {
    const entry = createLorebookEntry({
      id: 'e',
      keys: ['knight'],
      secondaryKeys: [...secondaryKeys],
      selectiveLogic: logic,
      content: 'x',
    })
    const result = run([entry], scanOf(['the knight has a sword and a shield']))
    expect(reasonOf(result, 'e')).toBe(expected ? 'activated' : 'secondary-keys')
  })

  it('constants are always in; disabled and out-of-scope entries are dropped with reasons', () => {
    const entries = [
      createLorebookEntry({ id: 'const', constant: true, content: 'always' }),
      createLorebookEntry({ id: 'off', keys: ['x'], enabled: false, content: 'x' }),
      createLorebookEntry({ id: 'scene', keys: ['x'], scope: { sceneId: 's2' }, content: 'x' }),
      createLorebookEntry({ id: 'char', keys: ['x'], scope: { characterId: 'c1' }, content: 'x' }),
    ]
    const result = run(entries, scanOf(['x'], 1, { sceneId: 's1', castIds: ['c1'] }))
    expect(ids(result).sort()).toEqual(['char', 'const'])
    expect(reasonOf(result, 'off')).toBe('disabled')
    expect(reasonOf(result, 'scene')).toBe('scope')
  })

  it('fits the budget by priority, skipping an entry that does not fit and keeping smaller ones', () => {
    const entries = [
      createLorebookEntry({ id: 'big', keys: ['k'], priority: 50, content: 'x'.repeat(40) }), // 10 tokens
      createLorebookEntry({ id: 'first', keys: ['k'], priority: 90, content: 'x'.repeat(24) }), // 6
      createLorebookEntry({ id: 'small', keys: ['k'], priority: 10, content: 'x'.repeat(12) }), // 3
      createLorebookEntry({
        id: 'exempt',
        constant: true,
        budgetExempt: true,
        content: 'x'.repeat(80),
      }),
    ]
    const result = run(entries, scanOf(['k']), { tokenBudget: 10 })
    expect(ids(result)).toEqual(['exempt', 'first', 'small'])
    expect(reasonOf(result, 'big')).toBe('budget')
    expect(result.budgetTokensUsed).toBe(9)
  })

  it('recursion: activated text can activate other entries, up to the step limit', () => {
    const entries = [
      createLorebookEntry({ id: 'a', keys: ['start'], content: 'mentions beta' }),
      createLorebookEntry({ id: 'b', keys: ['beta'], content: 'mentions gamma' }),
      createLorebookEntry({ id: 'c', keys: ['gamma'], content: 'end' }),
      createLorebookEntry({ id: 'x', keys: ['beta'], excludeRecursion: true, content: 'no' }),
      createLorebookEntry({
        id: 'late',
        keys: ['start'],
        delayUntilRecursion: true,
        content: 'late',
      }),
    ]
    expect(ids(run(entries, scanOf(['start']), { maxRecursionSteps: 1 }))).toEqual([
      'a',
      'b',
      'late',
    ])
    const full = run(entries, scanOf(['start']), { maxRecursionSteps: 5 })
    expect(ids(full)).toEqual(['a', 'b', 'late', 'c'])
    expect(reasonOf(full, 'x')).toBe('no-match')
    expect(ids(run(entries, scanOf(['start']), { maxRecursionSteps: 0 }))).toEqual(['a'])
  })

  it('preventRecursion keeps an entry text out of the recursion scan', () => {
    const entries = [
      createLorebookEntry({ id: 'a', keys: ['start'], preventRecursion: true, content: 'beta' }),
      createLorebookEntry({ id: 'b', keys: ['beta'], content: 'x' }),
    ]
    expect(ids(run(entries, scanOf(['start'])))).toEqual(['a'])
  })

  it('inclusion groups keep one winner; groupOverride picks the highest priority', () => {
    const entries = [
      createLorebookEntry({
        id: 'low',
        keys: ['k'],
        group: 'g',
        groupOverride: true,
        priority: 1,
        content: 'x',
      }),
      createLorebookEntry({
        id: 'high',
        keys: ['k'],
        group: 'g',
        groupOverride: true,
        priority: 9,
        content: 'x',
      }),
      createLorebookEntry({ id: 'plain', keys: ['k'], group: 'g', priority: 5, content: 'x' }),
    ]
    const result = run(entries, scanOf(['k']))
    expect(ids(result)).toEqual(['high'])
    expect(reasonOf(result, 'plain')).toBe('group')
  })

  it('weighted group picks follow the weights', () => {
    const entries = [
      createLorebookEntry({ id: 'heavy', keys: ['k'], group: 'g', groupWeight: 90, content: 'x' }),
      createLorebookEntry({ id: 'light', keys: ['k'], group: 'g', groupWeight: 10, content: 'x' }),
    ]
    let heavy = 0
    for (let seed = 0; seed < 400; seed++) {
      const result = run(entries, scanOf(['k']), {}, emptyTimedState(), seed)
      expect(result.activated).toHaveLength(1)
      if (result.activated[0]!.entry.id === 'heavy') heavy++
    }
    expect(heavy).toBeGreaterThan(320)
    expect(heavy).toBeLessThan(395)
  })

  it('probability is rolled with the injected random source', () => {
    const never = createLorebookEntry({
      id: 'n',
      keys: ['k'],
      useProbability: true,
      probability: 0,
      content: 'x',
    })
    const always = createLorebookEntry({
      id: 'a',
      keys: ['k'],
      useProbability: false,
      probability: 0,
      content: 'x',
    })
    const result = run([never, always], scanOf(['k']))
    expect(ids(result)).toEqual(['a'])
    expect(reasonOf(result, 'n')).toBe('probability')
    const half = createLorebookEntry({
      id: 'h',
      keys: ['k'],
      useProbability: true,
      probability: 50,
      content: 'x',
    })
    expect(run([half], scanOf(['k']), {}, emptyTimedState(), 7).activated.length).toBe(
      run([half], scanOf(['k']), {}, emptyTimedState(), 7).activated.length,
    )
  })

  it('sticky keeps an entry active for N turns, then cooldown blocks it for M turns', () => {
    const entries = [
      createLorebookEntry({ id: 's', keys: ['trigger'], sticky: 2, cooldown: 2, content: 'x' }),
    ]
    let timed = emptyTimedState()
    const outcomes: string[] = []
    const texts = ['trigger', 'quiet', 'quiet', 'trigger', 'trigger', 'trigger']
    texts.forEach((text, offset) => {
      const result = run(entries, scanOf([text], offset + 1, {}), { scanDepth: 1 }, timed)
      outcomes.push(reasonOf(result, 's'))
      timed = applyTimedEffectsPlan(timed, result.timedEffectsPlan)
    })
    expect(outcomes).toEqual([
      'activated',
      'activated',
      'activated',
      'cooldown',
      'cooldown',
      'activated',
    ])
  })

  it('a sticky entry takes the budget before higher-priority matches, which keep their order', () => {
    // approximateTokenizer: 4 characters a token. Budget 8: the sticky entry and one more.
    const entries = [
      createLorebookEntry({ id: 'low', keys: ['k'], priority: 10, content: 'x'.repeat(16) }),
      createLorebookEntry({ id: 'high', keys: ['k'], priority: 90, content: 'x'.repeat(16) }),
      createLorebookEntry({ id: 'mid', keys: ['k'], priority: 50, content: 'x'.repeat(16) }),
      createLorebookEntry({
        id: 'held',
        keys: ['first'],
        priority: 1,
        sticky: 3,
        content: 'x'.repeat(16),
      }),
    ]
    const first = run(entries, scanOf(['first'], 1), { scanDepth: 1 })
    expect(first.activated.map((item) => item.entry.id)).toEqual(['held'])
    const timed = applyTimedEffectsPlan(emptyTimedState(), first.timedEffectsPlan)
    const second = run(entries, scanOf(['k'], 2), { scanDepth: 1, tokenBudget: 8 }, timed)
    expect(second.activated.map((item) => [item.entry.id, item.cause])).toEqual([
      ['held', 'sticky'],
      ['high', 'keys'],
    ])
    expect(reasonOf(second, 'mid')).toBe('budget')
    expect(reasonOf(second, 'low')).toBe('budget')
  })

  it('recursion that reaches most of a large lorebook visits it in priority order', () => {
    // Every entry's content names every key: the second pass shortlists them all.
    const keys = Array.from({ length: 300 }, (_, index) => `key${index}x`)
    const entries = keys.map((key, index) =>
      createLorebookEntry({
        id: `e${index}`,
        keys: [key],
        priority: (index * 37) % 101,
        content: index === 0 ? keys.join(' ') : 'y',
      }),
    )
    const result = run(entries, scanOf(['key0x']), { maxRecursionSteps: 1, tokenBudget: 100_000 })
    const order = result.activated.filter((item) => item.step === 1)
    expect(order).toHaveLength(299)
    const priorities = order.map((item) => item.entry.priority)
    expect(priorities).toEqual([...priorities].sort((left, right) => right - left))
    // Equal priorities keep lorebook order: every tie (there are some) in id order.
    const ties = order
      .slice(1)
      .map((current, index) => [order[index]!, current] as const)
      .filter(([previous, current]) => previous.entry.priority === current.entry.priority)
    expect(ties).toHaveLength(order.length - new Set(priorities).size)
    expect(ties.length).toBeGreaterThan(0)
    const idOf = (item: (typeof order)[number]) => Number(item.entry.id.slice(1))
    expect(ties.filter(([previous, current]) => idOf(previous) >= idOf(current))).toEqual([])
  })

  it('delay blocks activation before the given turn index', () => {
    const entries = [createLorebookEntry({ id: 'd', keys: ['k'], delay: 3, content: 'x' })]
    expect(reasonOf(run(entries, scanOf(['k'], 2)), 'd')).toBe('delay')
    expect(reasonOf(run(entries, scanOf(['k'], 3)), 'd')).toBe('activated')
  })

  it('places entries before/after/atDepth, lowest priority first', () => {
    const entries = [
      createLorebookEntry({ id: 'b2', keys: ['k'], priority: 2, position: 'before', content: 'x' }),
      createLorebookEntry({ id: 'b1', keys: ['k'], priority: 1, position: 'before', content: 'x' }),
      createLorebookEntry({ id: 'af', keys: ['k'], position: 'after', content: 'x' }),
      createLorebookEntry({
        id: 'dp',
        keys: ['k'],
        position: 'atDepth',
        depth: 2,
        role: 'user',
        content: 'x',
      }),
    ]
    const result = run(entries, scanOf(['k']))
    expect(result.before.map((item) => item.entry.id)).toEqual(['b1', 'b2'])
    expect(result.after.map((item) => item.entry.id)).toEqual(['af'])
    expect(result.atDepth.map((item) => item.entry.id)).toEqual(['dp'])
  })

  it('the lazily built debug record behaves as a plain property', () => {
    const entries = [
      createLorebookEntry({ id: 'a', keys: ['k'], content: 'x' }),
      createLorebookEntry({ id: 'b', enabled: false }),
    ]
    const result = run(entries, scanOf(['k']))
    expect(Object.keys(result)).toContain('debug')
    expect(result.debug).toBe(result.debug) // built once
    expect(JSON.parse(JSON.stringify(result)).debug).toEqual([
      { entryId: 'a', outcome: 'activated', cause: 'keys', step: 0, tokens: 1, matchedKey: 'k' },
      { entryId: 'b', outcome: 'dropped', reason: 'disabled', step: 0 },
    ])
    expect(structuredClone(result).debug).toHaveLength(2)
    const other = run([entries[0]!, createLorebookEntry({ id: 'b', enabled: true })], scanOf(['k']))
    expect(other).not.toEqual(result)
  })

  it('rescans an edited message instead of trusting the per-message cache', () => {
    const index = buildLorebookIndex([
      createLorebookEntry({ id: 'e', keys: ['dragon'], content: 'x' }),
    ])
    const ports = { tokenizer: approximateTokenizer, random: createSeededRandom(1) }
    const first = activateLorebook(
      index,
      { messages: [{ id: 'm', text: 'dragon' }], turnIndex: 1 },
      emptyTimedState(),
      settings,
      ports,
    )
    const edited = activateLorebook(
      index,
      { messages: [{ id: 'm', text: 'cat' }], turnIndex: 1 },
      emptyTimedState(),
      settings,
      ports,
    )
    expect(first.activated).toHaveLength(1)
    expect(edited.activated).toHaveLength(0)
  })
})
