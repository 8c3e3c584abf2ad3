import { describe, expect, it, vi } from 'vitest'
import { AppError } from './errors'
import { parseJsonObjectBody } from './json-body'

/** The refusal a body gets, as the error envelope would carry it. */
function refusal(body: Uint8Array | string) {
  try {
    parseJsonObjectBody(body)
  } catch (error) {
    if (!AppError.isInstance(error)) throw error
    return { status: error.status, code: error.code, message: error.message }
  }
  return null
}

const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`

describe('parseJsonObjectBody', () => {
  it('refuses objects and arrays nested deeper than 64 before parsing them', () => {
    expect(Object.keys(parseJsonObjectBody(nested(64)))).toEqual(['a'])
    expect(refusal(nested(65))).toEqual({
      status: 400,
      code: 'JSON_TOO_DEEP',
      message: 'The request body is nested deeper than 64 levels.',
    })
    // The probe's body: 150,000 nested objects.
    expect(refusal(`${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}`)?.code).toBe('JSON_TOO_DEEP')
  })

  it('never hands a body nested too deep to JSON.parse (docs/PERFORMANCE.md)', () => {
    const parse = vi.spyOn(JSON, 'parse')
    try {
      expect(refusal(`${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}`)?.code).toBe(
        'JSON_TOO_DEEP',
      )
      expect(parse).not.toHaveBeenCalled()
    } finally {
      parse.mockRestore()
    }
  })

  it('counts no brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ text: `"\\${'['.repeat(500)}\\"{{{`, list: [[1], { b: '"]' }] })
    expect(parseJsonObjectBody(text)).toEqual(JSON.parse(text))
  })

  it('leaves unterminated or broken text to the JSON refusal', () => {
    expect(refusal('{"a":"[[[[')?.code).toBe('INVALID_JSON')
    expect(refusal(']]]{}')?.code).toBe('INVALID_JSON')
  })

  it('refuses bytes that are not UTF-8 instead of replacing them', () => {
    const ok = new TextEncoder().encode('{"name":"가나"}')
    expect(parseJsonObjectBody(ok)).toEqual({ name: '가나' })
    const bytes = (...parts: (string | number[])[]) =>
      new Uint8Array(
        parts.flatMap((part) =>
          typeof part === 'string' ? [...new TextEncoder().encode(part)] : part,
        ),
      )
    for (const body of [
      bytes('{"name":"', [0xff], '"}'),
      bytes('{"name":"', [0xc3], '"}'),
      // A surrogate encoded as UTF-8 (CESU-8) is not UTF-8 either.
      bytes('{"name":"', [0xed, 0xa0, 0x80], '"}'),
    ]) {
      expect(refusal(body)).toEqual({
        status: 400,
        code: 'INVALID_UTF8',
        message: 'The request body is not valid UTF-8.',
      })
    }
  })

  it('refuses lone surrogates written as escapes, in values and keys, and keeps pairs', () => {
    for (const body of [
      '{"name":"\\ud800"}',
      '{"name":"a\\uDFFFb"}',
      '{"list":[{"deep":["x\\udbff"]}]}',
      '{"\\udc00":1}',
    ]) {
      expect(refusal(body)).toEqual({
        status: 400,
        code: 'INVALID_TEXT',
        message: 'Text must not contain a lone surrogate (\\ud800–\\udfff).',
      })
    }
    expect(parseJsonObjectBody('{"face":"\\ud83d\\ude00"}')).toEqual({ face: '😀' })
    expect(parseJsonObjectBody('{"path":"C:\\\\ud800"}')).toEqual({ path: 'C:\\ud800' })
  })
})
