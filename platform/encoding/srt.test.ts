import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSrt, SubtitleError, srtToVtt, vttTimestamp } from './srt'

interface GeneratedCue {
  number: number
  startMs: number
  endMs: number
  text: string[]
}

const textLine = fc
  .string({ minLength: 1, maxLength: 30, unit: 'grapheme' })
  .map((line) =>
    line
      .replace(/[\r\n]/g, ' ')
      .replaceAll('-->', '')
      .replace(/\uFEFF/g, ''),
  )
  .filter((line) => line.trim() !== '')

const cue = fc
  .record({
    startMs: fc.integer({ min: 0, max: 10 * 3_600_000 }),
    lengthMs: fc.integer({ min: 1, max: 60_000 }),
    text: fc.array(textLine, { minLength: 1, maxLength: 3 }),
  })
  .map(({ startMs, lengthMs, text }) => ({ startMs, endMs: startMs + lengthMs, text }))

const srtFile = fc.record({
  cues: fc.array(cue, { minLength: 1, maxLength: 8 }),
  bom: fc.boolean(),
  crlf: fc.boolean(),
  firstNumber: fc.integer({ min: 0, max: 5 }),
})

function srtTime(ms: number): string {
  return vttTimestamp(ms).replace('.', ',')
}

function renderSrt(cues: GeneratedCue[], bom: boolean, crlf: boolean): string {
  const body = cues
    .map((c) =>
      [String(c.number), `${srtTime(c.startMs)} --> ${srtTime(c.endMs)}`, ...c.text].join('\n'),
    )
    .join('\n\n')
  const text = `${body}\n`
  return (bom ? '\uFEFF' : '') + (crlf ? text.replaceAll('\n', '\r\n') : text)
}

describe('SRT to WebVTT', () => {
  it('keeps every cue, its number, times and text, whatever the BOM and line ends', () => {
    fc.assert(
      fc.property(srtFile, ({ cues, bom, crlf, firstNumber }) => {
        const numbered = cues.map((c, index) => ({ ...c, number: firstNumber + index + 1 }))
        const vtt = srtToVtt(renderSrt(numbered, bom, crlf))
        expect(vtt.startsWith('WEBVTT\n\n')).toBe(true)
        expect(vtt).not.toContain('\r')
        expect(vtt).not.toContain('\uFEFF')
        // Reading the VTT back with the same parser gives the same cues.
        const back = parseSrt(vtt.slice('WEBVTT\n\n'.length))
        expect(back).toEqual(
          numbered.map((c) => ({
            id: String(c.number),
            startMs: c.startMs,
            endMs: c.endMs,
            text: c.text,
          })),
        )
      }),
    )
  })

  it('writes every timestamp with a dot and three-digit milliseconds, never a comma', () => {
    fc.assert(
      fc.property(srtFile, ({ cues, bom, crlf }) => {
        const numbered = cues.map((c, index) => ({ ...c, number: index + 1 }))
        const vtt = srtToVtt(renderSrt(numbered, bom, crlf))
        const timings = vtt.split('\n').filter((line) => line.includes(' --> '))
        expect(timings).toHaveLength(cues.length)
        for (const line of timings) {
          expect(line).toMatch(/^\d{2,}:\d{2}:\d{2}\.\d{3} --> \d{2,}:\d{2}:\d{2}\.\d{3}$/)
        }
      }),
    )
  })

  it('gives the same VTT for CRLF, CR and LF line ends', () => {
    fc.assert(
      fc.property(srtFile, ({ cues }) => {
        const lf = renderSrt(
          cues.map((c, index) => ({ ...c, number: index + 1 })),
          false,
          false,
        )
        const expected = srtToVtt(lf)
        expect(srtToVtt(lf.replaceAll('\n', '\r\n'))).toBe(expected)
        expect(srtToVtt(lf.replaceAll('\n', '\r'))).toBe(expected)
      }),
    )
  })

  it('converts a real file: comma to dot, short fields, font tags, an arrow in text', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,5 --> 0:0:2,250\r\n<font color="red">Hello</font>\r\nworld --> there\r\n\r\n\r\n2\r\n00:01:00,000 --> 00:01:02,000 X1:10 X2:20\r\n<i>Bye</i>\r\n'
    expect(srtToVtt(srt)).toBe(
      'WEBVTT\n\n1\n00:00:01.500 --> 00:00:02.250\nHello\nworld -> there\n\n2\n00:01:00.000 --> 00:01:02.000\n<i>Bye</i>\n',
    )
  })

  it('keeps cues without a number, and skips blocks without a timing line', () => {
    const srt = 'garbage block\n\n00:00:03,000 --> 00:00:04,000\nNo number\n'
    expect(srtToVtt(srt)).toBe('WEBVTT\n\n00:00:03.000 --> 00:00:04.000\nNo number\n')
  })

  it('refuses a file with no cue', () => {
    expect(() => srtToVtt('\uFEFF\r\n\r\nnot subtitles\r\n')).toThrow(SubtitleError)
    expect(() => srtToVtt('')).toThrow('The subtitle file has no readable SRT cues')
  })
})
