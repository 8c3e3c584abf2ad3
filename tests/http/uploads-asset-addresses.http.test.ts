/**
 * The upload service's picture and thumbnail addresses are image addresses a creator may
 * store on a story-chat canvas and as a story's thumbnail, beside the earlier story-chat
 * assets and inline images; a look-alike upload address is still refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CanvasInput } from '../../engine/canvas'
import { solidPng } from '../../platform/assets/testing'
import { minimalCanvas } from '../../platform/stories/demo-stories'
import { createDraft, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

let world: StoriesWorld
beforeAll(async () => {
  world = await startStoriesWorld()
}, 120_000)
afterAll(async () => {
  await world?.server.close()
})

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

/** Uploads a picture through the upload service and answers its public address. */
async function uploadPicture(): Promise<string> {
  const token = world.creatorA.token
  const png = solidPng(24, 24, [200, 10, 10])
  const opened = await world.server.api('/upload/url', {
    token,
    query: { key: 'canvas/room.png', filetype: 'png', context: 'image', access: 'public' },
  })
  expect(opened.status, opened.text).toBe(200)
  const put = await fetch(new URL(opened.json.uploadUrls[0], world.server.url), {
    method: 'PUT',
    body: new Uint8Array(png),
  })
  expect(put.status).toBe(200)
  const done = await world.server.api('/upload/multipart/done', {
    token,
    body: { key: 'canvas/room.png' },
  })
  expect(done.status, done.text).toBe(200)
  return opened.json.cdnUrls[0]
}

describe('upload addresses on story-chat images', () => {
  it('keeps an uploaded picture on an image node and as a thumbnail, and it serves the picture', async () => {
    const url = await uploadPicture()
    const contentOid = await createDraft(world, world.creatorA, {
      title: 'Uploaded',
      thumbnail: url,
    })
    const saved = await world.server.api('/story-chat/chat-canvas', {
      token: world.creatorA.token,
      body: { contentOid, canvas: canvasWithImage(url), version: 0 },
    })
    expect(saved.status, saved.text).toBe(200)
    const stored = await world.server.api('/story-chat/chat-canvas', {
      token: world.creatorA.token,
      query: { contentOid },
    })
    expect(stored.json.canvas.nodes[3].data.url).toBe(url)
    const content = await world.server.api('/story-chat/chat-content', {
      token: world.creatorA.token,
      query: { contentOid },
    })
    expect(content.json.metadata.thumbnail).toBe(url)
    const picture = await fetch(new URL(`${url}?d=2026112601`, world.server.url))
    expect(picture.headers.get('content-type')).toBe('image/png')
  })

  it('still refuses an upload address that is not a picture address', async () => {
    const contentOid = await createDraft(world, world.creatorA, { title: 'Refused' })
    for (const url of [
      `/api/upload/object?key=private/x&expires=9999999999&signature=x`,
      `/api/upload/pics/${'0f'.repeat(16)}?d=2026112601`,
    ]) {
      const saved = await world.server.api('/story-chat/chat-canvas', {
        token: world.creatorA.token,
        body: { contentOid, canvas: canvasWithImage(url), version: 0 },
      })
      expect(saved.status, url).toBe(400)
      expect(saved.json.code).toBe('MEDIA_URL_NOT_ALLOWED')
    }
  })
})
