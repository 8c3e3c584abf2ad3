import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { canvasSchema } from '../canvas'
import { compile } from '../compile'
import { canonicalJson } from '../compile/canonical-json'
import { exportCardPng, importCard } from './import-export'
import { readPngChunks } from './png'
import { readCardFromPng } from './png-card'

const repoRoot = path.resolve(import.meta.dirname, '../..')
const cardsDirectory = path.join(repoRoot, 'fixtures/cards')
const files = readdirSync(cardsDirectory)
  .filter((name) => name.endsWith('.png'))
  .sort()
const load = (name: string) => new Uint8Array(readFileSync(path.join(cardsDirectory, name)))

type Json = Record<string, unknown>

/** Every leaf of `original` (by path) with its value in `copy`, where they differ. */
function differences(original: unknown, copy: unknown, at = ''): string[] {
  if (original !== null && typeof original === 'object' && !Array.isArray(original)) {
    return Object.entries(original).flatMap(([key, value]) =>
      differences(value, (copy as Json | undefined)?.[key], `${at}.${key}`),
    )
  }
  return canonicalJson(original) === canonicalJson(copy ?? null) && copy !== undefined ? [] : [at]
}

describe('the six fixture cards', () => {
  it('are all there', () => {
    expect(files).toHaveLength(6)
  })

  it.each(files)('%s imports into a canvas that compiles', (name) => {
    const { canvas, metadata } = importCard(load(name))
    const original = readCardFromPng(load(name)) as Json
    const data = (original.data ?? original) as Json
    const parsed = canvasSchema.parse(canvas)
    const character = parsed.nodes.find((node) => node.type === 'character')
    expect(character?.data).toMatchObject({ name: data.name, description: data.description })
    const greetings = parsed.nodes.filter((node) => node.type === 'start')
    expect(greetings.length).toBe(
      1 +
        ((data.alternate_greetings as unknown[]) ?? []).length +
        ((data.group_only_greetings as unknown[]) ?? []).length,
    )
    const result = compile(canvas, {
      ...metadata,
      thumbnail: `/api/story-chat/asset/${'0'.repeat(64)}`,
      briefIntro: '',
    })
    expect(result.ok ? [] : result.errors).toEqual([])
  })

  it('Sakana brings 14 lorebook entries with secondary keys and SillyTavern fields', () => {
    const { canvas } = importCard(load('contest_Assistant_Sakana.png'))
    const entries = canvasSchema.parse(canvas).nodes.filter((node) => node.type === 'lorebookEntry')
    expect(entries).toHaveLength(14)
    expect(entries.some((entry) => entry.data.secondaryKeys.length > 0)).toBe(true)
    expect(entries[0]?.data).toMatchObject({
      name: 'Programming Example',
      position: 'after',
      priority: 100,
      depth: 4,
      probability: 100,
      useProbability: true,
      scanDepth: null,
      caseSensitive: null,
      matchWholeWords: null,
      useGroupScoring: false,
      extensions: {
        display_index: 0,
        automation_id: '',
        vectorized: false,
      },
      raw: { id: 0 },
    })
  })

  it("Amy's V3 card keeps its V3 fields and SillyTavern extensions", () => {
    const bytes = load('contest_Assistant_Amy.png')
    const { canvas } = importCard(bytes)
    const nodes = canvasSchema.parse(canvas).nodes
    const character = nodes.find((node) => node.type === 'character')
    expect(character?.type === 'character' && character.data.extensions).toMatchObject({
      depth_prompt: { prompt: '', depth: 0, role: 'system' },
      group_greetings_mode: 0,
    })
    // The card's group_only_greetings list is empty: no group-only openings appear.
    expect(nodes.filter((node) => node.type === 'start' && node.data.groupOnly)).toEqual([])
    const exported = readCardFromPng(exportCardPng(canvas, { basePng: bytes })) as Json
    expect((exported.data as Json).group_only_greetings).toEqual([])
  })

  it.each(files)(
    '%s survives export → import with every field, extensions and chunks kept',
    (name) => {
      const bytes = load(name)
      const original = readCardFromPng(bytes) as Json
      const first = importCard(bytes)
      const png = exportCardPng(first.canvas, { basePng: bytes })
      const second = importCard(png)
      expect(canonicalJson(canvasSchema.parse(second.canvas))).toBe(
        canonicalJson(canvasSchema.parse(first.canvas)),
      )
      const exported = readCardFromPng(png) as Json
      const { spec: _spec, spec_version: _version, ...rest } = original
      expect(differences(rest, exported)).toEqual([])
      const originalBook = (original.data as Json | undefined)?.character_book as Json | undefined
      if (originalBook) {
        // Entries come back exactly: no added, dropped or changed field.
        expect(canonicalJson((exported.data as Json).character_book)).toBe(
          canonicalJson(originalBook),
        )
      }
      // Non-card chunks of the original image (IHDR, IDAT, sRGB, eXIf…) are kept in order.
      const types = (chunks: { type: string }[]) =>
        chunks.map((chunk) => chunk.type).filter((type) => type !== 'tEXt')
      expect(types(readPngChunks(png))).toEqual(types(readPngChunks(bytes)))
    },
  )
})
