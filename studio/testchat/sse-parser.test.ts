import { describe, expect, it } from 'vitest'
import { createSseParser } from './sse-parser'

const STREAM =
  'retry: 2000\nid: abc:1\nevent: message-start\ndata: {"messageId":"abc"}\n\n' +
  ': heartbeat\n\n' +
  'id: abc:2\nevent: text-delta\ndata: {"delta":"Hel"}\n\n' +
  'id: abc:3\r\nevent: text-delta\r\ndata: {"delta":"lo"}\r\n\r\n' +
  'id: abc:4\nevent: note\ndata: one\ndata: two\n\n'

describe('createSseParser', () => {
  it('reads events, comments and multi-line data in one chunk', () => {
    const events = createSseParser().push(STREAM)
    expect(events.map((event) => event.event)).toEqual([
      'message-start',
      'text-delta',
      'text-delta',
      'note',
    ])
    expect(events[0]).toEqual({ event: 'message-start', id: 'abc:1', data: '{"messageId":"abc"}' })
    expect(events[2]?.data).toBe('{"delta":"lo"}')
    expect(events[3]?.data).toBe('one\ntwo')
  })

  it('gives the same events whatever the chunk boundaries (even inside \\r\\n)', () => {
    const whole = createSseParser().push(STREAM)
    for (const size of [1, 2, 3, 7, 13]) {
      const parser = createSseParser()
      const events = []
      for (let at = 0; at < STREAM.length; at += size)
        events.push(...parser.push(STREAM.slice(at, at + size)))
      expect(events).toEqual(whole)
      expect(parser.lastEventId()).toBe('abc:4')
    }
  })

  it('holds back an event until its blank line arrives', () => {
    const parser = createSseParser()
    expect(parser.push('event: text-delta\ndata: {"delta":"x"}\n')).toEqual([])
    expect(parser.push('\n')).toEqual([{ event: 'text-delta', id: null, data: '{"delta":"x"}' }])
  })
})
