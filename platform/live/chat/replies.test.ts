import { describe, expect, it } from 'vitest'
import { type CohostReplyFrame, HIDDEN_SENDER } from './contract'
import { createRepliesInFlight } from './replies'

const creatorOid = 'c'.repeat(24)
const at = '2026-11-20T12:00:00.000Z'
const frame = (phase: CohostReplyFrame['phase'], content = '', id = '7'): CohostReplyFrame => ({
  kind: 'cohost',
  phase,
  id,
  sendTime: at,
  sender: { ...HIDDEN_SENDER, nickname: 'Luna', isCohost: true },
  content,
})
const envelope = (f: CohostReplyFrame) => ({ c: creatorOid, f })
const now = new Date(at)

describe('co-host replies in flight, as a hub sees them', () => {
  it('tells a reply streaming now as one start with its text so far, and forgets it at its end', () => {
    const replies = createRepliesInFlight()
    for (const f of [frame('start'), frame('delta', 'Hel'), frame('delta', 'lo')])
      expect(replies.seen(envelope(f))).toBe(true)
    const told = replies.current(creatorOid, now, 120_000)
    expect(told).toMatchObject({ phase: 'start', id: '7', content: 'Hello' })
    expect(replies.covers(frame('delta', 'Hel'), told)).toBe(true)
    expect(replies.covers(frame('end', 'Hello'), told)).toBe(false)
    replies.seen(envelope(frame('end', 'Hello')))
    expect(replies.current(creatorOid, now, 120_000)).toBeNull()
  })

  it('forgets a reply streaming past the stale time (cut on another instance)', () => {
    const replies = createRepliesInFlight()
    replies.seen(envelope(frame('start')))
    expect(replies.current(creatorOid, new Date(now.getTime() + 120_001), 120_000)).toBeNull()
  })

  it('drops every later frame of a withdrawn reply, a second withdrawal too', () => {
    const replies = createRepliesInFlight()
    replies.seen(envelope(frame('start')))
    expect(replies.seen(envelope(frame('failed')))).toBe(true)
    expect(replies.seen(envelope(frame('delta', 'late')))).toBe(false)
    expect(replies.seen(envelope(frame('end', 'late')))).toBe(false)
    expect(replies.seen(envelope(frame('failed')))).toBe(false)
    expect(replies.seen(envelope(frame('start', '', '8')))).toBe(true)
  })
})
