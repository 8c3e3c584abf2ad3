import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  type CanvasEdge,
  type CanvasInput,
  type CanvasNode,
  canvasSchema,
} from '../../engine/canvas'
import {
  exportCardJson,
  importCard,
  readCardFromPng,
  readPngChunks,
  withCardPortrait,
} from '../../engine/cards'
import { jpegHeader, solidPng } from '../../platform/assets/testing'
import type { CanvasDocument } from '../api/stories-api'
import { type CardPictureEffects, exportCardPngFile } from './export-card-png'

const SAKANA = path.resolve(
  import.meta.dirname,
  '../../fixtures/cards/contest_Assistant_Sakana.png',
)
const ASSET = `/api/story-chat/asset/${'d'.repeat(64)}`
const METADATA = { title: 'Reef stories' }

function documentOf(canvas: CanvasInput): CanvasDocument {
  const parsed = canvasSchema.parse(canvas)
  return { nodes: parsed.nodes as CanvasNode[], edges: parsed.edges as CanvasEdge[] }
}

/** Sakana's card on a canvas, with `url` as her portrait when given. */
function sakana(url?: string): CanvasDocument {
  const { canvas } = importCard(new Uint8Array(readFileSync(SAKANA)))
  return documentOf(url ? withCardPortrait(canvas, url) : canvas)
}

/** Serves `png` for every address and records which were asked for. */
function serving(png: () => Uint8Array): CardPictureEffects & { asked: string[] } {
  const asked: string[] = []
  return {
    asked,
    portraitPng: async (url) => {
      asked.push(url)
      return png()
    },
  }
}

function dimensions(png: Uint8Array): { width: number; height: number } {
  const header = readPngChunks(png)[0]!
  expect(header.type).toBe('IHDR')
  const view = new DataView(header.data.buffer, header.data.byteOffset, header.data.byteLength)
  return { width: view.getUint32(0), height: view.getUint32(4) }
}

const lorebookSize = (canvas: CanvasInput) =>
  canvasSchema.parse(canvas).nodes.filter((node) => node.type === 'lorebookEntry').length

describe('exportCardPngFile', () => {
  it('writes the card into the character’s portrait, which reads back as the same card', async () => {
    const document = sakana(ASSET)
    const portrait = new Uint8Array(solidPng(512, 768, [20, 80, 140]))
    const effects = serving(() => portrait)
    const { bytes, picture } = await exportCardPngFile(document, METADATA, effects)
    expect(picture).toEqual({ status: 'portrait', url: ASSET })
    expect(effects.asked).toEqual([ASSET])
    expect(dimensions(bytes)).toEqual({ width: 512, height: 768 })
    // The portrait's own pixels are kept as they were encoded.
    const idat = (png: Uint8Array) => readPngChunks(png).find((chunk) => chunk.type === 'IDAT')
    expect(idat(bytes)?.data).toEqual(idat(portrait)?.data)
    const card = exportCardJson({ version: 0, ...document }, METADATA)
    expect(readCardFromPng(bytes)).toEqual(card)
    const reimported = importCard(bytes)
    expect(reimported.canvas).toEqual(importCard(card).canvas)
    expect(reimported.metadata.title).toBe('Sakana')
    expect(lorebookSize(reimported.canvas)).toBe(14)
  })

  it('takes the exported character’s portrait: the first character by id', async () => {
    const first = sakana(ASSET)
    const other = `/api/story-chat/asset/${'e'.repeat(64)}`
    const second = sakana(other)
    const prefixed = (document: CanvasDocument, prefix: string): CanvasDocument =>
      documentOf(
        canvasSchema.parse({
          version: 0,
          nodes: document.nodes.map((node) => ({ ...node, id: `${prefix}${node.id}` })),
          edges: document.edges.map((edge) => ({
            ...edge,
            id: `${prefix}${edge.id}`,
            source: `${prefix}${edge.source}`,
            target: `${prefix}${edge.target}`,
          })),
        }),
      )
    const b = prefixed(second, 'b-')
    const a = prefixed(first, 'a-')
    const document = { nodes: [...b.nodes, ...a.nodes], edges: [...b.edges, ...a.edges] }
    const effects = serving(() => new Uint8Array(solidPng(32, 48, [1, 2, 3])))
    const { picture } = await exportCardPngFile(document, METADATA, effects)
    expect(picture).toEqual({ status: 'portrait', url: ASSET })
  })

  it('falls back to the 1×1 placeholder when the character has no portrait', async () => {
    const document = sakana()
    const effects = serving(() => new Uint8Array(solidPng(512, 768, [0, 0, 0])))
    const { bytes, picture } = await exportCardPngFile(document, METADATA, effects)
    expect(picture).toEqual({ status: 'none' })
    expect(effects.asked).toEqual([])
    expect(dimensions(bytes)).toEqual({ width: 1, height: 1 })
    expect(readCardFromPng(bytes)).toEqual(exportCardJson({ version: 0, ...document }, METADATA))
  })

  it('falls back to the placeholder when the portrait cannot be read or is no PNG', async () => {
    const document = sakana(ASSET)
    const card = exportCardJson({ version: 0, ...document }, METADATA)
    const unreadable = new Error('portraitPng: the portrait answered 404.')
    const failed = await exportCardPngFile(document, METADATA, {
      portraitPng: async () => {
        throw unreadable
      },
    })
    expect(failed.picture).toEqual({ status: 'failed', url: ASSET, error: unreadable })
    expect(dimensions(failed.bytes)).toEqual({ width: 1, height: 1 })
    expect(readCardFromPng(failed.bytes)).toEqual(card)

    const notPng = await exportCardPngFile(
      document,
      METADATA,
      serving(() => new Uint8Array(jpegHeader(512, 768))),
    )
    expect(notPng.picture).toMatchObject({ status: 'failed', error: { code: 'NOT_A_PNG' } })
    expect(dimensions(notPng.bytes)).toEqual({ width: 1, height: 1 })
    expect(readCardFromPng(notPng.bytes)).toEqual(card)
  })
})
