import { describe, expect, it } from 'vitest'
import type { ChatEventName, StreamEvent } from './events'
import { flushWindowMs, formRuns, notifyPayloads, settleWrite } from './flusher'
import { createLiveStream } from './live-stream'

const event = (seq: number, name: ChatEventName = 'text-delta'): StreamEvent => ({
  seq,
  event: name,
  data: { delta: `${seq}` },
})

describe('flushWindowMs', () => {
  const bounds = { flushIntervalMs: 40, flushRowsPerSecond: 5000, maxFlushIntervalMs: 1000 }
  it('keeps the base window for few streams and widens it to keep rows near the rate', () => {
    expect(flushWindowMs(0, bounds)).toBe(40)
    expect(flushWindowMs(200, bounds)).toBe(40)
    expect(flushWindowMs(1000, bounds)).toBe(200)
    expect(flushWindowMs(1_000_000, bounds)).toBe(1000)
  })
})

describe('notifyPayloads', () => {
  it('joins heads by commas, each payload under the size limit', () => {
    expect(notifyPayloads([])).toEqual([])
    expect(notifyPayloads(['a:1', 'b:2'])).toEqual(['a:1,b:2'])
    const heads = Array.from({ length: 1000 }, (_, index) => `${'0'.repeat(24)}:${index}`)
    const payloads = notifyPayloads(heads)
    expect(payloads.length).toBeGreaterThan(1)
    for (const payload of payloads) expect(payload.length).toBeLessThanOrEqual(7000)
    expect(payloads.join(',').split(',')).toEqual(heads)
  })
})

describe('formRuns', () => {
  it("makes a stream's pending events one run, after the runs not yet stored", () => {
    const stream = createLiveStream('m', 1)
    stream.unstored.push([event(1), event(2)])
    stream.pending.push(event(3), event(4))
    const runs = formRuns([stream])
    expect(runs.map((run) => run.events.map((entry) => entry.seq))).toEqual([
      [1, 2],
      [3, 4],
    ])
    expect(runs[0]?.events[0]?.json).toBe('{"delta":"1"}')
    expect(stream.pending).toEqual([])
    expect(stream.unstored).toHaveLength(2)
    // Formed once: a second write sends the very same runs.
    expect(formRuns([stream]).map((run) => run.events.length)).toEqual([2, 2])
  })
})

describe('settleWrite', () => {
  it('moves the durable point to the last stored event and names it for the NOTIFY', () => {
    const stream = createLiveStream('m', 1)
    stream.unstored.push([event(1), event(2)], [event(3)])
    expect(settleWrite(stream, undefined)).toEqual({ kind: 'stored', head: 'm:3' })
    expect(stream.durableSeq).toBe(3)
    expect(stream.unstored).toEqual([])
    expect(settleWrite(stream, undefined)).toEqual({ kind: 'stored', head: null })
  })
  it('keeps the runs of a failed write, logging the 1st, 2nd, 4th, 8th… failure in a row', () => {
    const stream = createLiveStream('m', 1)
    stream.unstored.push([event(1)])
    const failure = { messageOid: 'm', error: new Error('x'), gone: false }
    const logged = Array.from({ length: 8 }, () => {
      const settled = settleWrite(stream, failure)
      return settled.kind === 'failed' && settled.log
    })
    expect(logged).toEqual([true, true, false, true, false, false, false, true])
    expect(stream.unstored).toHaveLength(1)
    settleWrite(stream, undefined)
    expect(stream.failedWrites).toBe(0)
  })
  it('forgets everything of a stream whose message is gone', () => {
    const stream = createLiveStream('m', 1)
    stream.unstored.push([event(1)])
    stream.pending.push(event(2))
    const settled = settleWrite(stream, { messageOid: 'm', error: 'fk', gone: true })
    expect(settled).toEqual({ kind: 'gone', error: 'fk' })
    expect(stream).toMatchObject({ gone: true, pending: [], unstored: [] })
  })
})
