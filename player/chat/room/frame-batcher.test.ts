import { describe, expect, it } from 'vitest'
import { createFrameBatcher } from './frame-batcher'

describe('createFrameBatcher', () => {
  it('joins the deltas of one frame into one flush, with the first arrival time', () => {
    const frames: Array<() => void> = []
    const flushed: Array<[string, number]> = []
    let clock = 10
    const batcher = createFrameBatcher(
      (text, arrivedAt) => flushed.push([text, arrivedAt]),
      (callback) => frames.push(callback),
      () => clock++,
    )
    batcher.push('The ')
    batcher.push('keeper ')
    batcher.push('nods.')
    expect(frames).toHaveLength(1)
    expect(flushed).toEqual([])
    frames.shift()?.()
    expect(flushed).toEqual([['The keeper nods.', 10]])
    batcher.push('Next')
    expect(frames).toHaveLength(1)
    batcher.drain()
    expect(flushed.at(-1)?.[0]).toBe('Next')
    frames.shift()?.()
    expect(flushed).toHaveLength(2)
  })
})
