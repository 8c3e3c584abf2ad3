import { expect, it } from 'vitest'
import { compile } from '../../engine'
import { generateSyntheticStory } from '../../fixtures/synthetic'
import { nodeSha256 } from './compile-digest'
import { fixtureStories } from './demo-stories'

it("the server's native digest gives the same compiled hash as the engine's own", () => {
  for (const story of fixtureStories) {
    const browser = compile(story.canvas, story.metadata)
    const server = compile(story.canvas, story.metadata, { digest: nodeSha256 })
    expect(browser.ok && server.ok).toBe(true)
    if (browser.ok && server.ok) expect(server.compiled.hash).toBe(browser.compiled.hash)
  }
  const large = generateSyntheticStory({ seed: 3, nodes: 120, lorebookEntries: 300 })
  const a = compile(large.canvas, large.metadata)
  const b = compile(large.canvas, large.metadata, { digest: nodeSha256 })
  expect(a.ok && b.ok && a.compiled.hash === b.compiled.hash).toBe(true)
})
