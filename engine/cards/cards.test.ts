import { describe, expect, it } from 'vitest'
import { base64Encode, utf8Encode } from '../bytes'
import { canvasSchema } from '../canvas'
import { SILLYTAVERN_LOREBOOK_SETTINGS } from '../lorebook'
import { cardCharacter } from './canvas-to-card'
import { CardImportError } from './errors'
import { exportCardJson, exportCardPng, importCard, importFile } from './import-export'
import { importLorebook } from './lorebook-import'
import { readPngChunks, readTextChunk, textChunk, writePngChunks } from './png'
import { readCardFromPng } from './png-card'
import { tinyPng } from './tiny-png'

const card = (name: string) => ({
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name,
    description: 'd',
    personality: '',
    scenario: 's',
    first_mes: 'hi',
    mes_example: '',
    extensions: {},
  },
})

function pngWith(...chunks: { keyword: string; text: string }[]): Uint8Array {
  const base = readPngChunks(tinyPng())
  const end = base.length - 1
  return writePngChunks([
    ...base.slice(0, end),
    ...chunks.map((chunk) => textChunk(chunk.keyword, chunk.text)),
    ...base.slice(end),
  ])
}
const encoded = (value: unknown) => base64Encode(utf8Encode(JSON.stringify(value)))

function codeOf(action: () => unknown): string {
  try {
    action()
  } catch (error) {
    if (CardImportError.isInstance(error)) return error.code
    throw error
  }
  return 'no error'
}

describe('card import', () => {
  it('prefers ccv3 over chara and tolerates unknown chunks', () => {
    const png = pngWith(
      { keyword: 'chara', text: encoded(card('Old')) },
      { keyword: 'zzzz', text: 'x' },
      {
        keyword: 'ccv3',
        text: encoded({ ...card('New'), spec: 'chara_card_v3', spec_version: '3.0' }),
      },
    )
    const nodes = canvasSchema.parse(importCard(png).canvas).nodes
    expect(nodes.find((node) => node.type === 'character')?.data).toMatchObject({ name: 'New' })
  })

  it('falls back to chara when ccv3 is broken', () => {
    const png = pngWith(
      { keyword: 'ccv3', text: '%%%' },
      { keyword: 'chara', text: encoded(card('Kept')) },
    )
    expect(importCard(png).metadata.title).toBe('Kept')
  })

  it('reads an uncompressed iTXt card chunk', () => {
    const keyword = utf8Encode('chara')
    const text = utf8Encode(encoded(card('Itxt')))
    const data = new Uint8Array([...keyword, 0, 0, 0, 0, 0, ...text])
    const base = readPngChunks(tinyPng())
    const png = writePngChunks([base[0]!, { type: 'iTXt', data }, ...base.slice(1)])
    expect(importCard(png).metadata.title).toBe('Itxt')
  })

  it('gives a typed error for each way a file can be wrong', () => {
    expect(codeOf(() => importCard(Uint8Array.of(1, 2, 3)))).toBe('NOT_A_PNG')
    expect(codeOf(() => importCard(tinyPng()))).toBe('NO_CARD_IN_PNG')
    expect(codeOf(() => importCard(pngWith({ keyword: 'chara', text: 'not*base64!' })))).toBe(
      'BROKEN_BASE64',
    )
    expect(
      codeOf(() =>
        importCard(pngWith({ keyword: 'chara', text: base64Encode(utf8Encode('{oops')) })),
      ),
    ).toBe('INVALID_JSON')
    expect(codeOf(() => importCard({ spec: 'chara_card_v9', data: {} }))).toBe('UNKNOWN_SPEC')
    expect(codeOf(() => importCard({ spec: 'chara_card_v2' }))).toBe('INVALID_CARD')
    expect(codeOf(() => importCard({ hello: 'world' }))).toBe('INVALID_CARD')
    expect(codeOf(() => importCard('{"name": '))).toBe('INVALID_JSON')
    const corrupt = tinyPng()
    const flipped = corrupt.length - 20
    corrupt[flipped] = (corrupt[flipped] ?? 0) ^ 0xff
    expect(codeOf(() => importCard(corrupt))).toBe('CORRUPT_PNG')
    const error = (() => {
      try {
        importCard(tinyPng())
      } catch (caught) {
        return caught as CardImportError
      }
    })()
    expect(error?.message).toBe('This PNG holds no character card (no ccv3 or chara chunk).')
  })

  it('imports a V1 card from JSON text and bytes, keeping unknown fields', () => {
    const v1 = {
      name: 'Ann',
      description: 'A',
      personality: 'P',
      scenario: 'S',
      first_mes: 'Hi',
      mes_example: '',
      chat: 'x',
      avatar: 'none',
    }
    const fromText = importCard(JSON.stringify(v1))
    const fromBytes = importCard(utf8Encode(JSON.stringify(v1)))
    expect(fromBytes).toEqual(fromText)
    const character = canvasSchema
      .parse(fromText.canvas)
      .nodes.find((node) => node.type === 'character')
    expect(character?.type === 'character' && character.data.raw.data).toEqual({
      chat: 'x',
      avatar: 'none',
    })
    expect(exportCardJson(fromText.canvas).data).toMatchObject({
      name: 'Ann',
      scenario: 'S',
      first_mes: 'Hi',
      chat: 'x',
      avatar: 'none',
    })
  })

  it('flags group-only greetings as unselectable openings and exports them back', () => {
    const v3 = { ...card('Group'), spec: 'chara_card_v3', spec_version: '3.0' }
    const withGroup = { ...v3, data: { ...v3.data, group_only_greetings: ['Hello, all of you.'] } }
    const { canvas } = importCard(withGroup)
    const group = canvasSchema
      .parse(canvas)
      .nodes.filter((node) => node.type === 'start' && node.data.groupOnly)
    expect(
      group.map(
        (node) => node.type === 'start' && [node.id, node.data.greeting, node.data.selectable],
      ),
    ).toEqual([['start-group-1', 'Hello, all of you.', false]])
    expect(exportCardJson(canvas).data).toMatchObject({
      group_only_greetings: ['Hello, all of you.'],
      alternate_greetings: [],
    })
  })

  it('makes the first five greetings selectable and the rest available', () => {
    const many = {
      ...card('Many'),
      data: { ...card('Many').data, alternate_greetings: ['a', 'b', 'c', 'd', 'e', 'f'] },
    }
    const starts = canvasSchema
      .parse(importCard(many).canvas)
      .nodes.filter((node) => node.type === 'start')
    expect(starts.map((node) => node.type === 'start' && node.data.selectable)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ])
    expect(exportCardJson(importCard(many).canvas).data).toMatchObject({
      first_mes: 'hi',
      alternate_greetings: ['a', 'b', 'c', 'd', 'e', 'f'],
    })
  })
})

describe('importFile', () => {
  it('tells cards from lorebooks by shape', () => {
    expect(importFile(exportCardPng(importCard(card('Png')).canvas)).kind).toBe('card')
    expect(importFile(JSON.stringify(card('Json'))).kind).toBe('card')
    expect(importFile({ entries: { 0: { key: ['a'], content: 'x' } } })).toMatchObject({
      kind: 'lorebook',
      lorebook: { nodes: [{ id: 'lore-1' }] },
    })
    expect(importFile({ spec: 'lorebook_v3', data: { entries: [] } })).toEqual({
      kind: 'lorebook',
      lorebook: {
        book: {},
        nodes: [],
        format: 'lorebook-v3',
        settings: SILLYTAVERN_LOREBOOK_SETTINGS,
      },
    })
  })
})

describe('card export', () => {
  it('writes a V2 chara chunk and a V3 ccv3 chunk with valid CRCs into a generated PNG', () => {
    const { canvas } = importCard(card('Exported'))
    const png = exportCardPng(canvas)
    const texts = readPngChunks(png)
      .map(readTextChunk)
      .filter((text) => text !== null)
    expect(texts.map((text) => text.keyword)).toEqual(['chara', 'ccv3'])
    const decode = (text: string) => JSON.parse(Buffer.from(text, 'base64').toString('utf8'))
    expect(decode(texts[0]!.text)).toMatchObject({
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: { name: 'Exported' },
    })
    expect(decode(texts[1]!.text)).toMatchObject({
      spec: 'chara_card_v3',
      spec_version: '3.0',
      data: { name: 'Exported', group_only_greetings: [] },
    })
    expect(readCardFromPng(png)).toEqual(decode(texts[1]!.text))
  })

  it('writes the given character, else the first by id (cardCharacter)', () => {
    const character = (id: string, name: string) => ({
      id,
      type: 'character',
      position: { x: 0, y: 0 },
      data: { name },
    })
    const canvas = canvasSchema.parse({
      version: 0,
      nodes: [character('character-10', 'Ten'), character('character-2', 'Two')],
    })
    expect(cardCharacter(canvas)?.id).toBe('character-2')
    expect(exportCardJson(canvas)).toMatchObject({ data: { name: 'Two' } })
    expect(cardCharacter(canvas, 'character-10')?.data.name).toBe('Ten')
    expect(exportCardJson(canvas, {}, 'character-10')).toMatchObject({ data: { name: 'Ten' } })
    expect(cardCharacter(canvasSchema.parse({ version: 0 }))).toBeUndefined()
  })
})

describe('lorebook import', () => {
  it('reads SillyTavern World Info JSON (camelCase, object of entries, display order)', () => {
    const worldInfo = {
      name: 'World',
      entries: {
        7: {
          uid: 7,
          key: ['late'],
          keysecondary: [],
          comment: 'Second',
          content: 'b',
          order: 50,
          position: 4,
          depth: 2,
          role: 2,
          displayIndex: 1,
          disable: true,
          sticky: 3,
          cooldown: 1,
          delay: 2,
          probability: 40,
          useProbability: true,
          caseSensitive: true,
          matchWholeWords: false,
          scanDepth: 6,
          group: 'g',
          groupOverride: true,
          groupWeight: 30,
          excludeRecursion: true,
          preventRecursion: true,
          delayUntilRecursion: true,
          selectiveLogic: 3,
          vectorized: false,
        },
        3: {
          uid: 3,
          key: ['early', '/dr[ao]gon/i'],
          keysecondary: ['x'],
          comment: 'First',
          content: 'a',
          order: 100,
          position: 0,
          displayIndex: 0,
          constant: true,
        },
      },
    }
    const { book, nodes } = importLorebook(worldInfo)
    expect(book).toEqual({ name: 'World' })
    const [first, second] = canvasSchema.parse({ nodes }).nodes
    expect(first?.data).toMatchObject({
      name: 'First',
      keys: ['early', '/dr[ao]gon/i'],
      secondaryKeys: ['x'],
      constant: true,
      position: 'before',
      priority: 100,
    })
    expect(second?.data).toMatchObject({
      name: 'Second',
      enabled: false,
      priority: 50,
      position: 'atDepth',
      depth: 2,
      role: 'assistant',
      sticky: 3,
      cooldown: 1,
      delay: 2,
      probability: 40,
      caseSensitive: true,
      matchWholeWords: false,
      scanDepth: 6,
      group: 'g',
      groupOverride: true,
      groupWeight: 30,
      excludeRecursion: true,
      preventRecursion: true,
      delayUntilRecursion: true,
      selectiveLogic: 'and-all',
    })
    expect(second?.type === 'lorebookEntry' && second.data.raw).toEqual({
      uid: 7,
      displayIndex: 1,
      vectorized: false,
    })
  })

  it('accepts snake_case and camelCase names for the same field', () => {
    const snake = importLorebook({
      spec: 'lorebook_v3',
      data: {
        entries: [
          {
            keys: ['a'],
            content: 'x',
            extensions: { scan_depth: 3, match_whole_words: true, group_weight: 7 },
          },
        ],
      },
    })
    const camel = importLorebook({
      entries: [{ keys: ['a'], content: 'x', scanDepth: 3, matchWholeWords: true, groupWeight: 7 }],
    })
    for (const imported of [snake, camel]) {
      expect(imported.nodes[0]?.data).toMatchObject({
        scanDepth: 3,
        matchWholeWords: true,
        groupWeight: 7,
      })
    }
  })

  it('keeps long entry titles and odd numeric codes without failing', () => {
    const { nodes } = importLorebook({
      entries: [
        {
          keys: ['a'],
          content: 'x',
          comment: 'c'.repeat(500),
          position: 9,
          role: 7,
          selectiveLogic: 12,
          probability: 'lots',
        },
      ],
    })
    expect(nodes[0]?.data).toMatchObject({
      name: 'c'.repeat(500),
      position: 'before',
      role: 'system',
      selectiveLogic: 'and-any',
      probability: 100,
    })
  })

  it('rejects files that are not lorebooks', () => {
    expect(codeOf(() => importLorebook({ spec: 'lorebook_v9', data: {} }))).toBe('UNKNOWN_SPEC')
    expect(codeOf(() => importLorebook({ spec: 'lorebook_v3', data: {} }))).toBe('INVALID_CARD')
    expect(codeOf(() => importLorebook([]))).toBe('INVALID_CARD')
  })
})
