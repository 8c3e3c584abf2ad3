import { describe, expect, it } from 'vitest'
import type { StreamEvent } from './events'
import { droppedRun } from './local-reader'
import { contiguous, remoteStanding } from './remote-reader'

const event = (seq: number): StreamEvent => ({ seq, event: 'text-delta', data: {} })
const seqs = (events: StreamEvent[]) => events.map((entry) => entry.seq)

describe('contiguous', () => {
  it('keeps the events that follow without a hole', () => {
    expect(seqs(contiguous([event(4), event(5)], 3))).toEqual([4, 5])
    expect(seqs(contiguous([event(4), event(6)], 3))).toEqual([4])
    expect(seqs(contiguous([event(5)], 3))).toEqual([])
  })
})

describe('droppedRun', () => {
  it('takes the contiguous stored run before what memory holds', () => {
    const stored = [event(3), event(4), event(5), event(6)]
    expect(seqs(droppedRun(stored, 2, 5))).toEqual([3, 4])
    expect(seqs(droppedRun([event(4)], 2, 5))).toEqual([])
  })
})

describe('remoteStanding', () => {
  const storedAt = new Date(1_000_000)
  const turn = { status: 'complete', isTurn: true, storedAt, last: { seq: 5, event: 'text-delta' } }
  it('ends where no message is, and once the terminal event was read', () => {
    expect(remoteStanding(null, 0, 0, 1000)).toBe('ended')
    const ended = { ...turn, last: { seq: 6, event: 'message-end' } }
    expect(remoteStanding(ended, 6, 0, 1000)).toBe('ended')
    expect(remoteStanding(ended, 5, 0, 1000)).not.toBe('ended')
  })
  it('stays open while the message streams', () => {
    expect(remoteStanding({ ...turn, status: 'streaming' }, 5, 9e15, 1000)).toBe('open')
  })
  it("waits for a stored turn's terminal event until its process must have stopped", () => {
    expect(remoteStanding(turn, 5, storedAt.getTime() + 999, 1000)).toBe('open')
    expect(remoteStanding(turn, 5, storedAt.getTime() + 1000, 1000)).toBe('abandoned')
  })
  it('ends a stored message that is no turn at once', () => {
    expect(remoteStanding({ ...turn, isTurn: false }, 5, storedAt.getTime(), 1000)).toBe('ended')
  })
})
