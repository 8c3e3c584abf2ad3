import { describe, expect, it } from 'vitest'
import type { ChatEventName, StreamEvent } from './events'
import { createLiveStream, isDrained, trimStream, untilTerminal } from './live-stream'

const event = (seq: number, name: ChatEventName = 'text-delta'): StreamEvent => ({
  seq,
  event: name,
  data: {},
})

function streamOf(count: number) {
  const stream = createLiveStream('m', 1)
  for (let seq = 1; seq <= count; seq += 1) stream.events.push(event(seq))
  return stream
}

describe('trimStream', () => {
  it('drops nothing before a reader came, while the stream runs', () => {
    const stream = streamOf(5)
    stream.durableSeq = 5
    trimStream(stream)
    expect(stream.events).toHaveLength(5)
  })
  it('drops what is stored and every local reader has had, no further', () => {
    const stream = streamOf(5)
    stream.claimed = true
    stream.durableSeq = 4
    stream.readers.add({ last: 2 })
    trimStream(stream)
    expect(stream.firstSeq).toBe(3)
    expect(stream.events.map((entry) => entry.seq)).toEqual([3, 4, 5])
    stream.readers.clear()
    trimStream(stream)
    expect(stream.firstSeq).toBe(5)
    expect(stream.events.map((entry) => entry.seq)).toEqual([5])
  })
  it('drops what is stored of a finished stream nobody reads', () => {
    const stream = streamOf(3)
    stream.finished = true
    stream.durableSeq = 3
    trimStream(stream)
    expect(stream.events).toEqual([])
    expect(stream.firstSeq).toBe(4)
  })
})

describe('untilTerminal', () => {
  it('gives events up to and with the first terminal one', () => {
    expect(untilTerminal([event(1), event(2)])).toEqual({
      batch: [event(1), event(2)],
      ended: false,
    })
    expect(untilTerminal([event(1), event(2, 'message-end'), event(3)])).toEqual({
      batch: [event(1), event(2, 'message-end')],
      ended: true,
    })
    expect(untilTerminal([event(1, 'error')]).ended).toBe(true)
  })
})

it('is drained when nothing waits to be stored, or nothing can be', () => {
  const stream = createLiveStream('m', 1)
  expect(isDrained(stream)).toBe(true)
  stream.pending.push(event(1))
  expect(isDrained(stream)).toBe(false)
  stream.gone = true
  expect(isDrained(stream)).toBe(true)
})
