import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { base64Encode, utf8Encode } from '../bytes'
import { compile } from '../compile'
import { cardArtwork } from './card-artwork'
import { withCardPortrait } from './card-portrait'
import { exportCardJson, importCard } from './import-export'
import { readPngChunks, textChunk, writePngChunks } from './png'
import { tinyPng } from './tiny-png'

const v3 = (assets?: unknown[]) => ({
  spec: 'chara_card_v3',
  spec_version: '3.0',
  data: {
    name: 'Sakana',
    description: 'A fish who codes.',
    personality: '',
    scenario: 'A reef.',
    first_mes: 'Blub.',
    mes_example: '',
    ...(assets ? { assets } : {}),
  },
})
const json = (card: unknown) => utf8Encode(JSON.stringify(card))

/** A card PNG: `image` (a 1×1 picture) with the card in a ccv3 chunk. */
function cardPng(card: unknown, image = tinyPng()): Uint8Array {
  const chunks = readPngChunks(image)
  const end = chunks.length - 1
  const text = textChunk('ccv3', base64Encode(json(card)))
  return writePngChunks([...chunks.slice(0, end), text, ...chunks.slice(end)])
}

const red = tinyPng(0xff, 0, 0)
const redUri = `data:image/png;base64,${base64Encode(red)}`
const ASSET = `/api/story-chat/asset/${'a'.repeat(64)}`

describe('cardArtwork', () => {
  it('offers a PNG card’s own image when the card lists no assets', () => {
    const file = cardPng(v3())
    expect(cardArtwork(file)).toEqual({ type: 'image/png', bytes: file, source: 'png' })
  })

  it('reads `ccdefault:` as the PNG itself, as the V3 spec says', () => {
    const file = cardPng(v3([{ type: 'icon', uri: 'ccdefault:', name: 'main', ext: 'png' }]))
    expect(cardArtwork(file)?.source).toBe('png')
  })

  it('decodes the main icon’s data URI, before the PNG’s own image and other icons', () => {
    const assets = [
      { type: 'background', uri: 'data:image/png;base64,AAAA', name: 'main', ext: 'png' },
      { type: 'icon', uri: 'data:image/jpeg;base64,AAAA', name: 'happy', ext: 'jpeg' },
      { type: 'icon', uri: redUri, name: 'main', ext: 'png' },
    ]
    expect(cardArtwork(cardPng(v3(assets)))).toEqual({
      type: 'image/png',
      bytes: red,
      source: 'asset',
    })
    expect(cardArtwork(json(v3(assets)))).toMatchObject({ bytes: red, source: 'asset' })
  })

  it('takes the first icon when none is named main', () => {
    const assets = [{ type: 'icon', uri: redUri, name: 'happy', ext: 'png' }]
    expect(cardArtwork(json(v3(assets)))?.bytes).toEqual(red)
  })

  it('never fetches: a remote or embedded icon leaves a PNG card its own image, a JSON card none', () => {
    for (const uri of ['https://example.com/a.png', 'embeded://assets/icon/a.png']) {
      const assets = [{ type: 'icon', uri, name: 'main', ext: 'png' }]
      expect(cardArtwork(cardPng(v3(assets)))?.source).toBe('png')
      expect(cardArtwork(json(v3(assets)))).toBeNull()
    }
  })

  it('offers no picture for a JSON card without an inline icon, or one that is not a picture', () => {
    expect(cardArtwork(json(v3()))).toBeNull()
    expect(cardArtwork(json({ name: 'Ann', first_mes: 'Hi', avatar: 'none' }))).toBeNull()
    const html = [{ type: 'icon', uri: 'data:text/html;base64,PHA+', name: 'main', ext: 'png' }]
    expect(cardArtwork(json(v3(html)))).toBeNull()
  })

  it('reads a fixture card’s artwork as the file itself', () => {
    const file = new Uint8Array(
      readFileSync(
        path.resolve(import.meta.dirname, '../../fixtures/cards/contest_Assistant_Sakana.png'),
      ),
    )
    expect(cardArtwork(file)?.bytes).toBe(file)
  })
})

describe('withCardPortrait', () => {
  it('adds a free picture on the character’s images socket, which the compiled cast lists', () => {
    const { canvas, metadata } = importCard(v3())
    const withPortrait = withCardPortrait(canvas, ASSET)
    const result = compile(withPortrait, { ...metadata, thumbnail: ASSET })
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    const character = result.compiled.cast[0]
    expect(character?.imageIds).toEqual(['portrait-1'])
    expect(result.compiled.images).toMatchObject([{ id: 'portrait-1', url: ASSET, price: 0 }])
    expect(withPortrait.nodes?.at(-1)?.data).toMatchObject({ title: 'Portrait of Sakana' })
  })

  it('names the picture as the studio asks, in the writer’s language', () => {
    const { canvas } = importCard(v3())
    const named = withCardPortrait(canvas, ASSET, (name) => `${name}의 프로필 이미지`)
    expect(named.nodes?.at(-1)?.data).toMatchObject({ title: 'Sakana의 프로필 이미지' })
  })

  it('leaves a canvas without an imported character as it is, and the card export unchanged', () => {
    const empty = { version: 0, nodes: [], edges: [] }
    expect(withCardPortrait(empty, ASSET)).toBe(empty)
    const { canvas } = importCard(v3())
    expect(exportCardJson(withCardPortrait(canvas, ASSET))).toEqual(exportCardJson(canvas))
  })
})
