import { afterEach, describe, expect, it } from 'vitest'
import { compile } from '../../engine/compile'
import { generateSyntheticStory } from '../../fixtures/synthetic'
import { compileWithDeadline, inProcessCompileRunner } from './compile-deadline'
import { nodeSha256 } from './compile-digest'
import type { CompileInput } from './compile-for-storage'
import { CompileThread } from './compile-thread'
import { fixtureStories } from './demo-stories'

const inputOf = (
  story: { canvas: unknown; metadata: unknown },
  canvasVersion = 3,
): CompileInput => ({
  canvasJson: JSON.stringify(story.canvas),
  canvasVersion,
  metadata: story.metadata,
})

describe('compiles on a worker thread', () => {
  let thread: CompileThread
  afterEach(async () => {
    await thread.close()
  })

  it('gives what the in-process compile gives: the stored JSON and hash, or the errors', async () => {
    thread = new CompileThread()
    const story = fixtureStories[0]!
    const large = generateSyntheticStory({ seed: 5, nodes: 100, lorebookEntries: 200 })
    for (const input of [inputOf(story), inputOf(large)]) {
      const there = await thread.compile(input)
      expect(there).toEqual(await inProcessCompileRunner(input))
      // The stored JSON is the engine's compiled story of the canvas at its stored version.
      const direct = compile(
        { ...JSON.parse(input.canvasJson), version: input.canvasVersion },
        input.metadata,
        { digest: nodeSha256 },
      )
      if (!there.ok || !direct.ok) throw new Error('expected both compiles to succeed')
      expect(JSON.parse(there.compiledJson)).toEqual(direct.compiled)
      expect(there.hash).toBe(direct.compiled.hash)
    }
    const broken = inputOf({ canvas: { ...story.canvas, nodes: [] }, metadata: story.metadata })
    const refused = await thread.compile(broken)
    expect(refused.ok).toBe(false)
    expect(refused).toEqual(await inProcessCompileRunner(broken))
  })

  it('stops a compile at its deadline with the spec text, and compiles again after', async () => {
    thread = new CompileThread()
    const runner = thread.compile.bind(thread)
    const huge = inputOf(generateSyntheticStory({ seed: 9, lorebookEntries: 20_000 }))
    await expect(compileWithDeadline(runner, huge, 5)).rejects.toMatchObject({
      message: 'Compilation timed out. Please try again.',
    })
    const after = await compileWithDeadline(runner, inputOf(fixtureStories[0]!), 10_000)
    expect(after.ok).toBe(true)
  })

  it('finishes the compiles queued behind one that was stopped', async () => {
    thread = new CompileThread()
    const huge = inputOf(generateSyntheticStory({ seed: 9, lorebookEntries: 20_000 }))
    const story = inputOf(fixtureStories[0]!)
    const stop = new AbortController()
    const stopped = thread.compile(huge, stop.signal)
    const queued = thread.compile(story)
    setTimeout(() => stop.abort(), 20)
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' })
    expect(await queued).toEqual(await inProcessCompileRunner(story))
  })

  it('ends an idle worker, and starts another for the next compile', async () => {
    thread = new CompileThread(50)
    const story = inputOf(fixtureStories[0]!)
    expect((await thread.compile(story)).ok).toBe(true)
    expect(thread.running).toBe(true)
    await expect.poll(() => thread.running).toBe(false)
    expect(await thread.compile(story)).toEqual(await inProcessCompileRunner(story))
  })

  it('answers what the compiler threw as an error, and fails what waits when closed', async () => {
    thread = new CompileThread()
    await expect(
      thread.compile({ canvasJson: '{not json', canvasVersion: 1, metadata: {} }),
    ).rejects.toThrow(/JSON/)
    const waiting = thread.compile(
      inputOf(generateSyntheticStory({ seed: 9, lorebookEntries: 20_000 })),
    )
    const failed = expect(waiting).rejects.toThrow('compile thread closed')
    await thread.close()
    await failed
  })
})
