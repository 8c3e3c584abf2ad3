import { describe, expect, it } from 'vitest'
import { startedIterable } from './started-iterable'

describe('startedIterable', () => {
  it('runs the generator to its first await at once, then yields everything in order', async () => {
    const log: string[] = []
    async function* parts() {
      log.push('request sent')
      await Promise.resolve()
      yield 1
      yield 2
    }
    const iterable = startedIterable(parts())
    log.push('after start')
    const read: number[] = []
    for await (const part of iterable) read.push(part)
    expect(log).toEqual(['request sent', 'after start'])
    expect(read).toEqual([1, 2])
  })

  it('throws a failed first step in the loop that reads it, not as an unhandled rejection', async () => {
    async function* failing(): AsyncGenerator<number> {
      await Promise.resolve()
      if (Math.random() >= 0) throw new Error('connect refused')
      yield 1
    }
    const iterable = startedIterable(failing())
    // A loop turn passes before anyone reads: the rejection must wait for its reader.
    await new Promise((resolve) => setImmediate(resolve))
    await expect(async () => {
      for await (const _ of iterable) {
        // nothing is yielded
      }
    }).rejects.toThrow('connect refused')
  })

  it('closes the generator when the loop stops early', async () => {
    let closed = false
    async function* parts() {
      try {
        yield 1
        yield 2
      } finally {
        closed = true
      }
    }
    for await (const part of startedIterable(parts())) if (part === 1) break
    expect(closed).toBe(true)
  })
})
