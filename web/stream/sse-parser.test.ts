import { describe, expect, it } from 'vitest'
import { createSseParser } from './sse-parser'

describe('createSseParser', () => {
  it('parses events with ids, retry and multi-line data, ignoring comments', () => {
    const parser = createSseParser()
    const events = parser.push(
      'retry: 2000\nid: m:1\nevent: message-start\ndata: {"a":1}\n\n: heartbeat\n\nevent: text-delta\nid: m:2\ndata: line one\ndata: line two\n\n',
    )
    expect(events).toEqual([
      { event: 'message-start', id: 'm:1', data: '{"a":1}', retry: 2000 },
      { event: 'text-delta', id: 'm:2', data: 'line one\nline two', retry: null },
    ])
  })

  it('gives the same events however the text is chunked, CRLF split included', () => {
    const text =
      'id: x:1\r\nevent: text-delta\r\ndata: {"delta":"Hé"}\r\n\r\nid: x:2\rdata: two\r\r'
    const whole = createSseParser().push(text)
    const parser = createSseParser()
    const pieces = [...text].flatMap((char) => parser.push(char))
    expect(pieces).toEqual(whole)
    expect(whole.map((event) => event.id)).toEqual(['x:1', 'x:2'])
    expect(whole[0]?.data).toBe('{"delta":"Hé"}')
  })

  it('does not dispatch an event until its blank line arrives, and drops it at the end', () => {
    const parser = createSseParser()
    expect(parser.push('event: text-delta\ndata: {"delta":"a"}\n')).toEqual([])
    parser.end()
    expect(parser.push('\n')).toEqual([])
  })

  it('holds back an event until its blank line arrives', () => {
    const parser = createSseParser()
    expect(parser.push('event: text-delta\ndata: {"delta":"x"}\n')).toEqual([])
    expect(parser.push('\n')).toEqual([
      { event: 'text-delta', id: null, data: '{"delta":"x"}', retry: null },
    ])
  })

  it('keeps the last event id for events that carry none, as EventSource does', () => {
    const parser = createSseParser()
    const events = parser.push('id: abc:1\ndata: one\n\ndata: two\n\n')
    expect(events.map((event) => event.id)).toEqual(['abc:1', 'abc:1'])
    expect(parser.lastEventId()).toBe('abc:1')
  })

  it('names an event without an event field "message" and skips events without data', () => {
    const parser = createSseParser()
    expect(parser.push('event: empty\n\ndata: x\n\n')).toEqual([
      { event: 'message', id: null, data: 'x', retry: null },
    ])
  })

  const STREAM =
    'retry: 2000\nid: abc:1\nevent: message-start\ndata: {"messageId":"abc"}\n\n' +
    ': heartbeat\n\n' +
    'id: abc:2\nevent: text-delta\ndata: {"delta":"Hel"}\n\n' +
    'id: abc:3\r\nevent: text-delta\r\ndata: {"delta":"lo"}\r\n\r\n' +
    'id: abc:4\nevent: note\ndata: one\ndata: two\n\n'

  it('reads events, comments and multi-line data in one chunk', () => {
    const events = createSseParser().push(STREAM)
    expect(events.map((event) => event.event)).toEqual([
      'message-start',
      'text-delta',
      'text-delta',
      'note',
    ])
    expect(events[0]).toEqual({
      event: 'message-start',
      id: 'abc:1',
      data: '{"messageId":"abc"}',
      retry: 2000,
    })
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
})
