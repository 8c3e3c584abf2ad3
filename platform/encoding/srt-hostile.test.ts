/**
 * Hostile SRT files: the parser's work grows with the number of lines, never with its
 * square. 80 KB of form-feed lines (blank to `trim`, yet no block separator) once held the
 * server for 25 s, because every line looked back over all the lines before it. The work is
 * counted, not timed: `parseSrt` reports each look at a line to an injected counter.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Cue, cuesToVtt, normalizeText, parseSrt, type StepCounter } from './srt'

const CUE = '1\n00:00:01,000 --> 00:00:02,000\nHello\n'

/** Files of n lines each (or about n), built to make a careless parser look back or rescan. */
const HOSTILE: Record<string, (n: number) => string> = {
  'form feeds': (n) => '\f\n'.repeat(n),
  'a cue, then form feeds': (n) => CUE + '\f\n'.repeat(n),
  'form feeds, then a cue': (n) => '\f\n'.repeat(n) + CUE,
  'vertical tabs and no-break spaces': (n) => '\v\u00a0\n'.repeat(n),
  'blank separators only': (n) => ' \t\n'.repeat(n),
  'CR line ends': (n) => '\f\r'.repeat(n),
  'one cue of n text lines': (n) => `${CUE}${'more\n'.repeat(n)}`,
  'timing lines without text': (n) => '00:00:01,000 --> 00:00:02,000\n'.repeat(n),
  'arrows that are no timing': (n) => '-->\n'.repeat(n),
  'numbers only': (n) => '1\n'.repeat(n),
  'cues back to back': (n) => `${CUE}\n`.repeat(Math.ceil(n / 4)),
}

/** The earlier, quadratic parser, kept as the reference for what a file means. */
function earlierParse(text: string): Cue[] {
  const timingLine =
    /^\s*(\d{1,3}):(\d{1,2}):(\d{1,2})(?:[,.](\d{1,3}))?\s*-->\s*(\d{1,3}):(\d{1,2}):(\d{1,2})(?:[,.](\d{1,3}))?/
  const ms = (h: string, m: string, s: string, f: string | undefined) =>
    ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + (f ? Number(f.padEnd(3, '0')) : 0)
  const cues: Cue[] = []
  for (const block of normalizeText(text).split(/\n[ \t]*\n/)) {
    const lines = block
      .split('\n')
      .filter(
        (line, index, all) =>
          !(line.trim() === '' && all.slice(0, index).every((before) => before.trim() === '')),
      )
    const timingAt = lines.findIndex((line) => line.includes('-->'))
    if (timingAt < 0) continue
    const timing = timingLine.exec(lines[timingAt] ?? '')
    if (!timing) continue
    const [, h1, m1, s1, f1, h2, m2, s2, f2] = timing as unknown as string[]
    const numberLine = timingAt > 0 ? (lines[timingAt - 1] ?? '').trim() : ''
    cues.push({
      id: /^\d+$/.test(numberLine) ? numberLine : null,
      startMs: ms(h1 as string, m1 as string, s1 as string, f1),
      endMs: ms(h2 as string, m2 as string, s2 as string, f2),
      text: lines.slice(timingAt + 1).filter((line) => line.trim() !== ''),
    })
  }
  return cues
}

function stepsOf(text: string): number {
  let steps = 0
  const counter: StepCounter = {
    step() {
      steps += 1
    },
  }
  parseSrt(text, counter)
  return steps
}

describe('SRT parser on hostile files', () => {
  it('looks at each line a bounded number of times, from 10,000 to 1,000,000 lines', () => {
    for (const [name, make] of Object.entries(HOSTILE)) {
      const counts = [10_000, 100_000, 1_000_000].map((n) => stepsOf(make(n)))
      for (const [index, lines] of [10_000, 100_000, 1_000_000].entries()) {
        // Each line: once in the file's pass, at most twice more inside its own block.
        expect(counts[index], `${name}, ${lines} lines`).toBeLessThanOrEqual(3 * lines + 10)
      }
      // A hundred times the lines is a hundred times the work, not ten thousand.
      expect((counts[2] as number) / (counts[0] as number), name).toBeLessThanOrEqual(101)
    }
  })

  it('reads the cue inside a megabyte of form feeds', () => {
    const cues = parseSrt('\f\n'.repeat(500_000) + CUE + '\f\n'.repeat(500_000))
    expect(cues).toEqual([{ id: '1', startMs: 1000, endMs: 2000, text: ['Hello'] }])
  })

  it('drops font tags in one pass, however many unclosed ones a line holds', () => {
    const line = `${'<font '.repeat(200_000)}x`
    const vtt = cuesToVtt([{ id: null, startMs: 0, endMs: 1, text: [line, '<font a>b</font>'] }])
    expect(vtt).toBe(`WEBVTT\n\n00:00:00.000 --> 00:00:00.001\n${line}\nb\n`)
  })

  it('reads any mix of blank-looking, timing and text lines as the earlier parser did', () => {
    fc.assert(
      fc.property(fc.array(hostileLine, { maxLength: 60 }), lineEnd, (lines, end) => {
        const text = lines.join(end)
        expect(parseSrt(text)).toEqual(earlierParse(text))
      }),
    )
  })

  it('does bounded work per line for any mix of blank-looking, timing and text lines', () => {
    fc.assert(
      fc.property(fc.array(hostileLine, { maxLength: 400 }), lineEnd, (lines, end) => {
        const text = lines.join(end)
        expect(stepsOf(text)).toBeLessThanOrEqual(3 * Math.max(1, lines.length) + 3)
      }),
    )
  })
})

const lineEnd = fc.constantFrom('\n', '\r\n', '\r')
const hostileLine = fc.constantFrom(
  '',
  ' ',
  '\t',
  '\f',
  '\v',
  '\u00a0',
  '1',
  '00:00:01,000 --> 00:00:02,000',
  '-->',
  'text',
  '<font color="red">',
  '2',
  ' 00:00:03,5 --> 00:00:04,25 X1:1',
  '0:0:1 --> 0:0:2',
)
