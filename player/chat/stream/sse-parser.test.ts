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

  it('names an event without an event field "message" and skips events without data', () => {
    const parser = createSseParser()
    expect(parser.push('event: empty\n\ndata: x\n\n')).toEqual([
      { event: 'message', id: null, data: 'x', retry: null },
    ])
  })
})
