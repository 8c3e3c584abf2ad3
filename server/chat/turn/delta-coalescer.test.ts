import { describe, expect, it } from 'vitest'
import { createDeltaCoalescer } from './delta-coalescer'

const nextLoopTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('delta coalescer', () => {
  it('joins the deltas of one loop turn into one, in order', async () => {
    const emitted: string[] = []
    const deltas = createDeltaCoalescer((text) => emitted.push(text))
    deltas.push('a')
    deltas.push('b')
    await Promise.resolve()
    deltas.push('c')
    expect(emitted).toEqual([])
    await nextLoopTurn()
    expect(emitted).toEqual(['abc'])
  })

  it('sends deltas a loop turn apart one by one', async () => {
    const emitted: string[] = []
    const deltas = createDeltaCoalescer((text) => emitted.push(text))
    for (const text of ['one ', 'two ', 'three']) {
      deltas.push(text)
      await nextLoopTurn()
    }
    expect(emitted).toEqual(['one ', 'two ', 'three'])
  })

  it('flushes what it holds at once, and nothing twice', async () => {
    const emitted: string[] = []
    const deltas = createDeltaCoalescer((text) => emitted.push(text))
    deltas.push('tail')
    deltas.push('')
    deltas.flush()
    expect(emitted).toEqual(['tail'])
    deltas.flush()
    await nextLoopTurn()
    expect(emitted).toEqual(['tail'])
  })
})
