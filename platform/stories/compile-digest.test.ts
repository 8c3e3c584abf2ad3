import { expect, it, vi } from 'vitest'
import { compile } from '../../engine'
import { generateSyntheticStory } from '../../fixtures/synthetic'
import { nodeSha256 } from './compile-digest'
import { compileForStorage } from './compile-for-storage'
import { fixtureStories } from './demo-stories'

const hashes = vi.hoisted(() => ({ made: 0 }))
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>()
  return {
    ...crypto,
    createHash: ((...args: Parameters<typeof crypto.createHash>) => {
      hashes.made += 1
      return crypto.createHash(...args)
    }) as typeof crypto.createHash,
  }
})

it("the server's native digest gives the same compiled hash as the engine's own", () => {
  for (const story of fixtureStories) {
    const browser = compile(story.canvas, story.metadata)
    const server = compile(story.canvas, story.metadata, { digest: nodeSha256 })
    expect(browser.ok && server.ok).toBe(true)
    expect(server.ok && server.compiled.hash).toBe(browser.ok && browser.compiled.hash)
  }
  const large = generateSyntheticStory({ seed: 3, nodes: 120, lorebookEntries: 300 })
  const a = compile(large.canvas, large.metadata)
  const b = compile(large.canvas, large.metadata, { digest: nodeSha256 })
  expect(a.ok && b.ok && a.compiled.hash === b.compiled.hash).toBe(true)
})

it("publishing hashes with Node's crypto, not the engine's own SHA-256 (docs/PERFORMANCE.md)", () => {
  const [story] = fixtureStories
  hashes.made = 0
  const stored = compileForStorage({
    canvasJson: JSON.stringify(story!.canvas),
    canvasVersion: 1,
    metadata: story!.metadata,
  })
  expect(stored.ok).toBe(true)
  expect(hashes.made).toBeGreaterThan(0)
})
