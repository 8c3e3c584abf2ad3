import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canvasSchema } from '../canvas'
import { canonicalJson } from '../compile/canonical-json'
import { exportCardJson, exportCardPng, importCard } from './import-export'
import { readCardFromPng } from './png-card'

type Json = Record<string, unknown>

const text = fc.string({ maxLength: 40 })
const maybe = <Value>(arbitrary: fc.Arbitrary<Value>) => fc.option(arbitrary, { nil: undefined })
// Through JSON once, as a card file would be (-0 becomes 0).
const unknownValue = fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.parse(JSON.stringify(value)))

/** Book entries as tools in the wild write them: any subset of fields, odd values included. */
const entry = fc.record(
  {
    keys: fc.array(fc.oneof(text, fc.constant('/dra?gon/i')), { maxLength: 4 }),
    secondary_keys: fc.array(text, { maxLength: 3 }),
    content: text,
    comment: text,
    name: text,
    id: fc.nat(500),
    priority: fc.integer({ min: 0, max: 100 }),
    insertion_order: fc.integer({ min: -5, max: 1000 }),
    enabled: fc.boolean(),
    constant: fc.boolean(),
    selective: fc.boolean(),
    position: fc.constantFrom('before_char', 'after_char'),
    case_sensitive: fc.option(fc.boolean(), { nil: null }),
    use_regex: fc.boolean(),
    mystery_field: unknownValue,
    extensions: fc.record(
      {
        position: fc.integer({ min: 0, max: 7 }),
        depth: fc.nat(10),
        role: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
        selectiveLogic: fc.integer({ min: 0, max: 3 }),
        probability: fc.integer({ min: 0, max: 100 }),
        useProbability: fc.boolean(),
        scan_depth: fc.option(fc.nat(20), { nil: null }),
        match_whole_words: fc.option(fc.boolean(), { nil: null }),
        group: text,
        group_override: fc.boolean(),
        group_weight: fc.nat(100),
        sticky: fc.option(fc.nat(5), { nil: null }),
        cooldown: fc.option(fc.nat(5), { nil: null }),
        delay: fc.option(fc.nat(5), { nil: null }),
        exclude_recursion: fc.boolean(),
        prevent_recursion: fc.boolean(),
        delay_until_recursion: fc.boolean(),
        display_index: fc.nat(50),
        vendor_thing: unknownValue,
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['keys', 'content'] },
)

const card = fc
  .record({
    spec: fc.constantFrom('chara_card_v2', 'chara_card_v3'),
    name: text,
    description: text,
    personality: text,
    scenario: text,
    first_mes: text,
    mes_example: text,
    creator_notes: maybe(text),
    alternate_greetings: fc.array(text, { maxLength: 7 }),
    group_only_greetings: maybe(fc.array(text, { maxLength: 2 })),
    tags: fc.array(fc.constantFrom('fantasy', 'sci-fi', 'cozy', 'mystery'), { maxLength: 3 }),
    extensions: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), unknownValue, {
      maxKeys: 4,
    }),
    entries: maybe(fc.array(entry, { maxLength: 6 })),
    topLevelExtra: fc.dictionary(
      fc.constantFrom('avatar', 'chat', 'fav', 'create_date'),
      unknownValue,
    ),
  })
  .map((generated) => {
    const data: Json = {
      name: generated.name,
      description: generated.description,
      personality: generated.personality,
      scenario: generated.scenario,
      first_mes: generated.first_mes,
      mes_example: generated.mes_example,
      alternate_greetings: generated.alternate_greetings,
      tags: generated.tags,
      extensions: generated.extensions,
    }
    if (generated.creator_notes !== undefined) data.creator_notes = generated.creator_notes
    if (generated.group_only_greetings !== undefined)
      data.group_only_greetings = generated.group_only_greetings
    if (generated.entries !== undefined)
      data.character_book = { name: 'Book', entries: generated.entries }
    return {
      ...generated.topLevelExtra,
      spec: generated.spec,
      spec_version: generated.spec === 'chara_card_v2' ? '2.0' : '3.0',
      data,
    }
  })

function differences(original: unknown, copy: unknown, at = ''): string[] {
  if (original !== null && typeof original === 'object' && !Array.isArray(original)) {
    return Object.entries(original).flatMap(([key, value]) =>
      differences(value, (copy as Json | undefined)?.[key], `${at}.${key}`),
    )
  }
  return copy !== undefined && canonicalJson(original) === canonicalJson(copy) ? [] : [at]
}

describe('card round trip (property)', () => {
  it('import → export → import keeps the canvas, every card field and every book entry exactly', () => {
    let withBook = 0
    fc.assert(
      fc.property(card, (original) => {
        const first = importCard(original)
        const exported = exportCardJson(first.canvas)
        const second = importCard(exported)
        expect(canonicalJson(canvasSchema.parse(second.canvas))).toBe(
          canonicalJson(canvasSchema.parse(first.canvas)),
        )
        const { spec: _spec, spec_version: _version, ...rest } = original
        expect(differences(rest, exported)).toEqual([])
        const book = (original.data as Json).character_book
        if (book) {
          withBook += 1
          expect(canonicalJson((exported.data as Json).character_book)).toBe(canonicalJson(book))
        }
      }),
      { numRuns: 150 },
    )
    // The fixed seed draws cards with a book: the entries' check ran.
    expect(withBook).toBeGreaterThan(0)
  })

  it('the PNG form carries the same card as the JSON form', () => {
    fc.assert(
      fc.property(card, (original) => {
        const { canvas } = importCard(original)
        expect(readCardFromPng(exportCardPng(canvas))).toEqual(exportCardJson(canvas))
      }),
      { numRuns: 30 },
    )
  })

  it('an edited entry exports the edit, not the imported original', () => {
    const original = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name: 'E',
        first_mes: '',
        character_book: {
          entries: [{ keys: ['a'], content: 'x', extensions: { position: 2, role: null } }],
        },
      },
    }
    const { canvas } = importCard(original)
    const edited = {
      ...canvas,
      nodes: canvas.nodes?.map((node) =>
        node.type === 'lorebookEntry'
          ? { ...node, data: { ...node.data, position: 'atDepth' as const, role: 'user' as const } }
          : node,
      ),
    }
    const book = exportCardJson(edited).data as Json
    const [written] = (book.character_book as { entries: Json[] }).entries
    expect(written?.extensions).toMatchObject({ position: 4, role: 1 })
    const untouched = (exportCardJson(canvas).data as Json).character_book as { entries: Json[] }
    expect(untouched.entries[0]).toEqual(original.data.character_book.entries[0])
  })
})
