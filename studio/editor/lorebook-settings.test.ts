import { describe, expect, it } from 'vitest'
import { storyMetadataSchema } from '../../engine/canvas'
import { exportCardJson, importCard } from '../../engine/cards'
import {
  type LorebookBookSettings,
  SILLYTAVERN_LOREBOOK_SETTINGS,
  STUDIO_LOREBOOK_SETTINGS,
} from '../../engine/lorebook/book-settings'
import { documentFromStored } from '../canvas/load-document'
import { toStoryDocument } from './document'
import { createEditorStore } from './editor-store'
import { createIdSource } from './node-ids'

const metadata = storyMetadataSchema.parse({ title: 'T', thumbnail: 'x' })

function makeStore(document = documentFromStored({ nodes: [], edges: [] })) {
  let clock = 0
  return createEditorStore({
    document,
    metadata,
    ids: createIdSource(() => 0.5),
    now: () => (clock += 5000),
  })
}

/** A V2 card whose book says its scan depth and budget, as SillyTavern exports one. */
const card = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Mira',
    description: 'A lighthouse keeper.',
    first_mes: 'Hello, {{user}}.',
    character_book: {
      scan_depth: 4,
      token_budget: 900,
      recursive_scanning: false,
      entries: [
        {
          keys: ['lamp'],
          content: 'The lamp never goes out.',
          enabled: true,
          insertion_order: 100,
        },
      ],
    },
  },
}

const custom: LorebookBookSettings = {
  ...STUDIO_LOREBOOK_SETTINGS,
  recursion: 'off',
  overflow: 'stop',
  scanDepth: 6,
}

describe('editor store: the lorebook settings', () => {
  it('loads the stored settings and saves them back with the graph', () => {
    const store = makeStore(documentFromStored({ nodes: [], edges: [], lorebook: custom }))
    expect(store.getState().lorebook).toEqual(custom)
    expect(toStoryDocument(store.getState()).lorebook).toEqual(custom)
  })

  it('saves no settings for a book that never had any (the studio defaults)', () => {
    const store = makeStore()
    store.getState().addNode('text', { x: 0, y: 0 })
    expect('lorebook' in toStoryDocument(store.getState())).toBe(false)
  })

  it('keeps the settings through graph edits, and undo and redo restore a settings change', () => {
    const store = makeStore()
    store.getState().addNode('text', { x: 0, y: 0 })
    store.getState().setLorebookSettings(custom)
    store.getState().addNode('text', { x: 100, y: 0 })
    expect(store.getState().lorebook).toEqual(custom)
    store.getState().undo()
    expect(store.getState().lorebook).toEqual(custom)
    store.getState().undo()
    expect(store.getState().lorebook).toBeUndefined()
    store.getState().redo()
    expect(store.getState().lorebook).toEqual(custom)
  })

  it('a card imported into a canvas without a book brings its settings, and export writes them back', () => {
    const store = makeStore()
    const imported = importCard(card)
    store.getState().importCanvas(imported.canvas, 'card1-')
    const settings = store.getState().lorebook
    expect(settings).toEqual({
      ...SILLYTAVERN_LOREBOOK_SETTINGS,
      scanDepth: 4,
      budget: { unit: 'tokens', value: 900 },
    })
    const exported = exportCardJson(
      { version: 0, ...toStoryDocument(store.getState()) },
      metadata,
    ) as { data: { character_book: Record<string, unknown> } }
    expect(exported.data.character_book.scan_depth).toBe(4)
    expect(exported.data.character_book.token_budget).toBe(900)
    expect(exported.data.character_book.recursive_scanning).toBe(false)
  })

  it('a card imported beside the creator’s own book keeps the creator’s settings', () => {
    const store = makeStore()
    store.getState().addNode('lorebookEntry', { x: 0, y: 0 })
    store.getState().importCanvas(importCard(card).canvas, 'card1-')
    expect(store.getState().lorebook).toBeUndefined()

    const withSettings = makeStore(documentFromStored({ nodes: [], edges: [], lorebook: custom }))
    withSettings.getState().importCanvas(importCard(card).canvas, 'card1-')
    expect(withSettings.getState().lorebook).toEqual(custom)
  })

  it('reloading the server canvas replaces the settings', () => {
    const store = makeStore(documentFromStored({ nodes: [], edges: [], lorebook: custom }))
    store.getState().replaceDocument(documentFromStored({ nodes: [], edges: [] }))
    expect(store.getState().lorebook).toBeUndefined()
  })
})
