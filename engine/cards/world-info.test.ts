import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { canvasSchema, indexCanvas } from '../canvas'
import { compareLorebookEntries, compileLorebookEntry } from '../compile/lorebook'
import {
  activateLorebook,
  applyTimedEffectsPlan,
  buildLorebookIndex,
  emptyTimedState,
  type LorebookTimedState,
  lorebookSettingsFor,
  SILLYTAVERN_LOREBOOK_SETTINGS,
} from '../lorebook'
import { createSeededRandom } from '../random'
import { approximateTokenizer } from '../tokenizer'
import { exportWorldInfo, importLorebook } from './lorebook-import'

const file = path.resolve(import.meta.dirname, '../../fixtures/world-info/harbor.json')
const original = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>

function load() {
  const imported = importLorebook(original)
  const canvas = canvasSchema.parse({ nodes: imported.nodes })
  const graph = indexCanvas(canvas)
  const nodes = graph.ofType('lorebookEntry')
  const entries = nodes
    .map((node) => compileLorebookEntry(node, graph))
    .sort(compareLorebookEntries)
  return { imported, nodes, entries }
}

// uid n is node `lore-(n+1)`.
const uid = (id: string) => Number(id.slice('lore-'.length)) - 1
const expand = (text: string) => text.replaceAll('{{user}}', 'Ana').replaceAll('{{char}}', 'Mira')

describe('a SillyTavern World Info file (fixtures/world-info/harbor.json)', () => {
  const { imported, nodes, entries } = load()
  const index = buildLorebookIndex(entries)
  const settings = lorebookSettingsFor(imported.settings, 8192)
  const turn = (turnIndex: number, texts: string[], timed: LorebookTimedState) =>
    activateLorebook(
      index,
      {
        messages: texts.map((text, position) => ({ id: `t${turnIndex}-${position}`, text })),
        turnIndex,
        castNames: ['Mira'],
        messageCount: 2 * turnIndex,
      },
      timed,
      settings,
      {
        tokenizer: approximateTokenizer,
        random: createSeededRandom(1),
        renderContent: (entry) => expand(entry.content),
        renderKey: expand,
      },
    )

  it('imports with SillyTavern global defaults and every field it reads', () => {
    expect(imported.settings).toEqual(SILLYTAVERN_LOREBOOK_SETTINGS)
    expect(settings).toMatchObject({ maxRecursionSteps: 0, tokenBudget: 2048, overflow: 'stop' })
    const byUid = (n: number) => nodes.find((node) => uid(node.id) === n)!.data
    expect(byUid(1)).toMatchObject({ selective: false, secondaryKeys: ['storm'] })
    expect(byUid(4)).toMatchObject({ delayUntilRecursion: 2 })
    expect(byUid(8).characterFilter).toEqual({ names: ['Mira'], tags: [], isExclude: true })
    expect(byUid(11)).toMatchObject({ useGroupScoring: true, group: 'weather' })
  })

  it('activates as checkWorldInfo does: names, selective, macro key, levels, decorators, filter, delay, scoring, order', () => {
    const result = turn(
      1,
      ['Mira: Welcome to the harbor, traveller.', 'Ana: I heard about a ghost.'],
      emptyTimedState(),
    )
    expect(result.activated.map((item) => [uid(item.entry.id), item.step])).toEqual([
      [0, 0], // "Mira" is the speaker's name in `Mira: …`
      [1, 0], // selective false: "storm" is ignored
      [3, 0], // {{user}} → Ana
      [9, 0], // ghost
      [11, 0], // scores 2 in group "weather", uid 12 scores 1
      [6, 0], // @@activate (order 50: last in SillyTavern's sorted entries)
      [4, 1], // "tar" from uid 1's text; delay-until-recursion levels open with recursion
      [5, 1], // off, level 2 after level 1, and a pass visits entries in order then uid
    ])
    expect(result.activated.find((item) => uid(item.entry.id) === 6)!.content).toBe(
      'The bell tolls at noon.',
    )
    // Order 50 first; equal orders (100) in reverse activation order, as unshift leaves them.
    expect(result.before.map((item) => uid(item.entry.id))).toEqual([6, 5, 4, 11, 9, 3, 1, 0])
  })

  it('counts sticky, cooldown and delay in chat messages', () => {
    let timed = emptyTimedState()
    const activated = (turnIndex: number, text: string) => {
      const result = turn(turnIndex, [text], timed)
      timed = applyTimedEffectsPlan(timed, result.timedEffectsPlan)
      return result.activated.map((item) => uid(item.entry.id)).filter((n) => n === 9 || n === 10)
    }
    expect(activated(1, 'a ghost at the harbor')).toEqual([9]) // 2 messages < delay 5
    expect(activated(2, 'quiet')).toEqual([9]) // sticky until 2 + 4
    expect(activated(3, 'a ghost at the harbor')).toEqual([10]) // 6: cooldown for 2 more
    expect(activated(4, 'a ghost at the harbor')).toEqual([9, 10])
  })

  it('exports back to the same World Info file', () => {
    expect(exportWorldInfo(nodes, imported.book, imported.settings)).toEqual(original)
  })

  it("reads SillyTavern's seven positions (world_info_position, world-info.js:709-717 of 1.12.6) and writes them back", () => {
    const codes = [0, 1, 2, 3, 4, 5, 6]
    const book = {
      entries: Object.fromEntries(
        codes.map((code) => [
          String(code),
          { uid: code, key: ['k'], content: 'c', position: code },
        ]),
      ),
    }
    const read = importLorebook(book)
    const nodes = indexCanvas(canvasSchema.parse({ nodes: read.nodes })).ofType('lorebookEntry')
    expect(read.settings.placement).toBe('sillytavern')
    expect(nodes.map((node) => node.data.position)).toEqual([
      'before',
      'after',
      'anTop',
      'anBottom',
      'atDepth',
      'emTop',
      'emBottom',
    ])
    expect(nodes.filter((node) => 'position' in node.data.lossy)).toEqual([])
    const written = exportWorldInfo(nodes, read.book, read.settings) as {
      entries: Record<string, { position: number }>
    }
    expect(Object.values(written.entries).map((entry) => entry.position)).toEqual(codes)
  })

  it('writes changed settings where SillyTavern reads them, and our extension for the rest', () => {
    const changed = { ...imported.settings, recursion: 2 as const, overflow: 'skip' as const }
    const exported = exportWorldInfo(nodes, imported.book, changed)
    expect(exported).toMatchObject({ recursive_scanning: true, scan_depth: 2 })
    expect(importLorebook(exported).settings).toEqual(changed)
  })
})
