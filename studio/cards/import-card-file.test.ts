import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type CanvasInput, canvasSchema } from '../../engine/canvas'
import type { CardArtwork } from '../../engine/cards'
import { ApiError } from '../../web/api'
import { importCardFile, type PortraitEffects, thumbnailOffer } from './import-card-file'

const SAKANA = path.resolve(
  import.meta.dirname,
  '../../fixtures/cards/contest_Assistant_Sakana.png',
)
const ASSET = `/api/story-chat/asset/${'b'.repeat(64)}`
const sakana = () => new Blob([readFileSync(SAKANA)], { type: 'image/png' })
const portraitEdges = (canvas: CanvasInput) =>
  canvasSchema.parse(canvas).edges.filter((edge) => edge.targetHandle === 'images')

/** Effects that record what they were given. */
function effects(upload: PortraitEffects['upload'], downscaled: Blob | null = new Blob(['x'])) {
  const seen: CardArtwork[] = []
  return {
    seen,
    downscale: async (artwork: CardArtwork) => {
      seen.push(artwork)
      return downscaled
    },
    upload,
  }
}

describe('importCardFile', () => {
  it('uploads the card’s artwork and connects it to the character as its portrait', async () => {
    const uploads: Blob[] = []
    const recorded = effects(async (image) => {
      uploads.push(image)
      return ASSET
    })
    const result = await importCardFile(sakana(), recorded)
    expect(result.portrait).toEqual({ status: 'uploaded', url: ASSET })
    expect(result.name).toBe('Sakana')
    expect(recorded.seen.map((artwork) => artwork.source)).toEqual(['png'])
    expect(uploads).toHaveLength(1)
    const portrait = canvasSchema.parse(result.canvas).nodes.find((node) => node.type === 'image')
    expect(portrait?.data).toMatchObject({ url: ASSET, price: 0, title: 'Portrait of Sakana' })
    expect(portraitEdges(result.canvas)).toEqual([
      expect.objectContaining({ source: portrait?.id, target: 'character-1' }),
    ])
  })

  it('still imports the text when the upload fails, and says the portrait failed', async () => {
    const refused = new ApiError({ status: 413, code: 'IMAGE_TOO_LARGE', message: 'Too large.' })
    const result = await importCardFile(
      sakana(),
      effects(async () => {
        throw refused
      }),
    )
    expect(result.portrait).toEqual({ status: 'failed', error: refused })
    const nodes = canvasSchema.parse(result.canvas).nodes
    expect(nodes.filter((node) => node.type === 'lorebookEntry')).toHaveLength(14)
    expect(nodes.some((node) => node.type === 'image')).toBe(false)
    expect(portraitEdges(result.canvas)).toEqual([])
  })

  it('imports without a portrait when the picture is a placeholder or the card has none', async () => {
    const placeholder = await importCardFile(
      sakana(),
      effects(async () => ASSET, null),
    )
    expect(placeholder.portrait).toEqual({ status: 'none' })
    const card = { spec: 'chara_card_v2', data: { name: 'Ann', first_mes: 'Hi' } }
    const uploads: Blob[] = []
    const json = await importCardFile(
      new Blob([JSON.stringify(card)]),
      effects(async (image) => {
        uploads.push(image)
        return ASSET
      }),
    )
    expect(json.portrait).toEqual({ status: 'none' })
    expect(uploads).toEqual([])
  })

  it('rejects a file that is no card before anything is uploaded', async () => {
    const uploads: Blob[] = []
    await expect(
      importCardFile(
        new Blob(['hello']),
        effects(async (image) => {
          uploads.push(image)
          return ASSET
        }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_A_PNG' })
    expect(uploads).toEqual([])
  })
})

describe('thumbnailOffer', () => {
  it('offers the uploaded portrait only to a story without a thumbnail', () => {
    const uploaded = { status: 'uploaded' as const, url: ASSET }
    expect(thumbnailOffer('', uploaded)).toBe(ASSET)
    expect(thumbnailOffer('  ', uploaded)).toBe(ASSET)
    expect(thumbnailOffer(`/api/story-chat/asset/${'c'.repeat(64)}`, uploaded)).toBeNull()
    expect(thumbnailOffer('', { status: 'none' })).toBeNull()
    expect(thumbnailOffer('', { status: 'failed', error: new Error('x') })).toBeNull()
  })
})
