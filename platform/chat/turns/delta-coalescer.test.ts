import { describe, expect, it } from 'vitest'
import { createDeltaCoalescer } from './delta-coalescer'

const nextLoopTurn = () => new Promise((resolve) => setImmediate(resolve))
/** A clock that stands still: only the loop turn decides, however busy the machine is. */
const stopped = { now: () => 0 }

describe('delta coalescer', () => {
  it('sends the first delta at once, then joins the deltas of one loop turn, in order', async () => {
    const emitted: string[] = []
    const deltas = createDeltaCoalescer((text) => emitted.push(text), stopped)
    deltas.push('first ')
    expect(emitted).toEqual(['first '])
    deltas.push('a')
    deltas.push('b')
    await Promise.resolve()
    deltas.push('c')
    expect(emitted).toEqual(['first '])
    await nextLoopTurn()
    expect(emitted).toEqual(['first ', 'abc'])
  })

  it('sends deltas a loop turn apart one by one', async () => {
    const emitted: string[] = []
    const deltas = createDeltaCoalescer((text) => emitted.push(text), stopped)
    for (const text of ['one ', 'two ', 'three']) {
      deltas.push(text)
      await nextLoopTurn()
    }
    expect(emitted).toEqual(['one ', 'two ', 'three'])
  })

  it('holds text no longer than maxHoldMs within a long burst', () => {
    let clock = 0
    const emitted: string[] = []
    const deltas = createDeltaCoalescer((text) => emitted.push(text), {
      maxHoldMs: 2,
      now: () => clock,
    })
    for (let index = 0; index < 10; index += 1) {
      deltas.push(`${index}`)
      clock += 0.5
    }
    // The first at once; then a delta once the held text is 2 ms old (at 2.5 ms: 1 to 5).
    expect(emitted).toEqual(['0', '12345'])
    deltas.flush()
    expect(emitted).toEqual(['0', '12345', '6789'])
  })

  it('flushes what it holds at once, and nothing twice', async () => {
    const emitted: string[] = []
    const deltas = createDeltaCoalescer((text) => emitted.push(text), stopped)
    deltas.push('head ')
    deltas.push('tail')
    deltas.push('')
    deltas.flush()
    expect(emitted).toEqual(['head ', 'tail'])
    deltas.flush()
    await nextLoopTurn()
    expect(emitted).toEqual(['head ', 'tail'])
  })
})
