/**
 * Image addresses a creator writes (image nodes, thumbnails) and the image route that
 * serves them: only our assets and inline png/jpeg/webp/gif are stored, and the route
 * answers only those types, sandboxed, never a redirect to an address a creator chose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CanvasInput } from '../../engine/canvas'
import { solidPng } from '../../platform/assets/test-images'
import { minimalCanvas } from '../../platform/stories/demo-stories'
import { createDraft, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

let world: StoriesWorld
const PNG = solidPng(8, 8, [20, 120, 200])
const PNG_URL = `data:image/png;base64,${PNG.toString('base64')}`
const THUMBNAIL = PNG_URL

beforeAll(async () => {
  world = await startStoriesWorld()
}, 120_000)
afterAll(async () => {
  await world?.server.close()
})

/** The minimal story with a free picture at `url`. */
function canvasWithImage(url: string): CanvasInput {
  const canvas = minimalCanvas()
  return {
    ...canvas,
    nodes: [
      ...(canvas.nodes ?? []),
      { id: 'picture', type: 'image', data: { title: 'Picture', url, tags: ['room'] } },
    ],
  }
}

const saveCanvas = (contentOid: string, canvas: CanvasInput, version: number) =>
  world.server.api('/story-chat/chat-canvas', {
    token: world.creatorA.token,
    body: { contentOid, canvas, version },
  })

const storedCanvas = async (contentOid: string) =>
  (
    await world.server.api('/story-chat/chat-canvas', {
      token: world.creatorA.token,
      query: { contentOid },
    })
  ).json

describe('saving image addresses', () => {
  it.each([
    ['an HTML data URL', 'data:text/html,<script>alert(localStorage.length)</script>'],
    ['an external image', 'https://evil.example/x.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['a protocol-relative address', '//evil.example/x.png'],
    ['an SVG data URL', 'data:image/svg+xml,%3Csvg%20onload%3Dalert(1)%3E'],
    ['an upper-case scheme', `DATA:image/png;base64,${PNG.toString('base64')}`],
    ['a padded address', ` ${PNG_URL}`],
  ])('refuses %s on an image node with its path, storing nothing', async (_name, url) => {
    const contentOid = await createDraft(world, world.creatorA, { title: 'Refused' })
    const before = await storedCanvas(contentOid)
    const refused = await saveCanvas(contentOid, canvasWithImage(url), before.version)
    expect(refused.status, refused.text).toBe(400)
    expect(refused.json.code).toBe('MEDIA_URL_NOT_ALLOWED')
    expect(refused.json.error).toContain('nodes[3].data.url')
    expect(refused.json.details).toEqual([
      expect.objectContaining({ path: 'nodes[3].data.url', nodeId: 'picture', field: 'url' }),
    ])
    expect(await storedCanvas(contentOid)).toEqual(before)
  })

  it('keeps an inline PNG and an asset of ours', async () => {
    const contentOid = await createDraft(world, world.creatorA, { title: 'Kept' })
    const inline = await saveCanvas(contentOid, canvasWithImage(PNG_URL), 0)
    expect(inline.status, inline.text).toBe(200)
    const asset = `/api/story-chat/asset/${'0f'.repeat(32)}`
    const stored = await saveCanvas(contentOid, canvasWithImage(asset), 1)
    expect(stored.status, stored.text).toBe(200)
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['an external image', 'https://evil.example/x.png'],
    ['an HTML data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative file name', 'thumb.png'],
  ])('refuses %s as a thumbnail on create and on save', async (_name, thumbnail) => {
    const created = await world.server.api('/story-chat/chat-content', {
      token: world.creatorA.token,
      body: { requestType: 'create', metadata: { title: 'Thumb', thumbnail } },
    })
    expect(created.status, created.text).toBe(400)
    expect(created.json.code).toBe('MEDIA_URL_NOT_ALLOWED')
    expect(created.json.error).toContain('thumbnail')

    const contentOid = await createDraft(world, world.creatorA, {
      title: 'Thumb',
      thumbnail: THUMBNAIL,
    })
    const saved = await world.server.api('/story-chat/chat-content', {
      token: world.creatorA.token,
      body: { requestType: 'save', contentOid, metadata: { thumbnail }, metadataVersion: 0 },
    })
    expect(saved.status, saved.text).toBe(400)
    expect(saved.json.code).toBe('MEDIA_URL_NOT_ALLOWED')
    const content = await world.server.api('/story-chat/chat-content', {
      token: world.creatorA.token,
      query: { contentOid },
    })
    expect(content.json.metadata.thumbnail).toBe(THUMBNAIL)
  })
})

describe('the image route', () => {
  /** Publishes the minimal story with a free picture and returns the signed link to it. */
  async function publishedPicture(url: string, tamper?: string) {
    const contentOid = await createDraft(world, world.creatorA, {
      title: 'Pictures',
      thumbnail: THUMBNAIL,
      briefIntro: 'Short.',
    })
    expect((await saveCanvas(contentOid, canvasWithImage(url), 0)).status).toBe(200)
    const published = await world.server.api('/story-chat/chat-content', {
      token: world.creatorA.token,
      body: { requestType: 'upload', contentOid },
    })
    expect(published.status, published.text).toBe(200)
    const db = world.server.context.database.db
    if (tamper !== undefined) {
      // A story stored before addresses were checked: its compiled picture points elsewhere.
      const row = await db
        .selectFrom('story_compiled_versions')
        .select(['id', 'compiled'])
        .where('content_oid', '=', contentOid)
        .executeTakeFirstOrThrow()
      const compiled = row.compiled as { images: { url: string }[] }
      for (const image of compiled.images) image.url = tamper
      await db
        .updateTable('story_compiled_versions')
        .set({ compiled: JSON.stringify(compiled) })
        .where('id', '=', row.id)
        .execute()
    }
    const compiled = (await world.server.context.stories.service.getPublishedStory(contentOid))
      .compiled
    const imageHash = compiled.images[0]!.hash
    const signed = await world.server.api('/story-chat/image/signed-url', {
      token: world.reader.token,
      query: { contentOid, imageHash },
    })
    expect(signed.status, signed.text).toBe(200)
    return `${world.server.url}${signed.json.url}`
  }

  it('serves an inline PNG as image/png, nosniff and sandboxed', async () => {
    const response = await fetch(await publishedPicture(PNG_URL))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('serves an uploaded asset by its bytes, not by a redirect', async () => {
    const uploaded = await world.server.api('/story-chat/asset', {
      token: world.creatorA.token,
      query: { purpose: 'image' },
      rawBody: { bytes: PNG, contentType: 'image/png' },
    })
    expect(uploaded.status, uploaded.text).toBe(201)
    const response = await fetch(await publishedPicture(uploaded.json.url), { redirect: 'manual' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it.each([
    ['an external address', 'https://evil.example/x.png'],
    ['an HTML data URL', 'data:text/html,<script>alert(1)</script>'],
    ['an HTML page declared as a PNG', `data:image/png;base64,${btoa('<script>x</script>')}`],
    ['an SVG data URL', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
  ])('answers 404 for a stored picture at %s, never a redirect', async (_name, tamper) => {
    const response = await fetch(await publishedPicture(PNG_URL, tamper), { redirect: 'manual' })
    expect(response.status).toBe(404)
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.text()).not.toContain('<script>')
  })
})
