import { describe, expect, it } from 'vitest'
import { compile } from '../../engine/compile/compile'
import { fixtureStories } from '../stories/demo-stories'
import { type ChatRuntimeDeps, createCompiledCache } from './runtime'

describe('compiled story cache', () => {
  it('loads a version once, keeps the most recently used, and forgets a failed load', async () => {
    const story = fixtureStories[0]!
    const result = compile(story.canvas, story.metadata)
    if (!result.ok) throw new Error('the demo story compiles')
    const { compiled } = result
    const loads: string[] = []
    let failNext = false
    const stories = {
      async getCompiledVersion(contentOid: string, version: number) {
        loads.push(`${contentOid}:${version}`)
        if (failNext) {
          failNext = false
          throw new Error('database away')
        }
        return compiled
      },
    } as unknown as ChatRuntimeDeps['stories']
    const cache = createCompiledCache(stories, 2)
    const [first, again] = await Promise.all([cache('a', 1), cache('a', 1)])
    expect(first).toBe(again)
    expect(first.compiled).toBe(compiled)
    expect(first.lorebook).toBeDefined()
    await cache('b', 1)
    await cache('a', 1) // a is now the most recently used: b goes out, not a.
    await cache('c', 1)
    await cache('a', 1)
    expect(loads).toEqual(['a:1', 'b:1', 'c:1'])
    await cache('b', 1)
    expect(loads.at(-1)).toBe('b:1')
    failNext = true
    await expect(cache('d', 1)).rejects.toThrow('database away')
    await cache('d', 1)
    expect(loads.filter((key) => key === 'd:1')).toHaveLength(2)
  })

  it("a test room's draft no longer kept answers 'start the test again', a lost published version stays a fault", async () => {
    const stories = {
      getCompiledVersion: async () => null,
    } as unknown as ChatRuntimeDeps['stories']
    const cache = createCompiledCache(stories)
    await expect(cache('a', -3)).rejects.toMatchObject({ status: 410, code: 'TEST_DRAFT_GONE' })
    await expect(cache('a', 3)).rejects.toThrow('compiledFor: a:3 is missing')
  })
})
