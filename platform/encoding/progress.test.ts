import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createProgressReader, parseOutTime } from './progress'

function block(outTimeSeconds: number, last = false): string {
  const whole = Math.floor(outTimeSeconds)
  const micro = Math.round((outTimeSeconds - whole) * 1_000_000)
  const hh = String(Math.floor(whole / 3600)).padStart(2, '0')
  const mm = String(Math.floor(whole / 60) % 60).padStart(2, '0')
  const ss = String(whole % 60).padStart(2, '0')
  return [
    'frame=10',
    'fps=0.00',
    `out_time_us=${Math.round(outTimeSeconds * 1_000_000)}`,
    `out_time_ms=${Math.round(outTimeSeconds * 1_000_000)}`,
    `out_time=${hh}:${mm}:${ss}.${String(micro).padStart(6, '0')}`,
    'speed=1.5x',
    `progress=${last ? 'end' : 'continue'}`,
    '',
  ].join('\n')
}

describe('ffmpeg progress', () => {
  it('reads out_time', () => {
    expect(parseOutTime('00:00:01.500000')).toBe(1.5)
    expect(parseOutTime('01:02:03.000000')).toBe(3723)
    expect(parseOutTime('N/A')).toBeNull()
    expect(parseOutTime('-577014:32:22.770775')).toBeNull()
  })

  it('reports the share of the duration, rising, then 100 at the end', () => {
    const seen: number[] = []
    const reader = createProgressReader(10, (percent) => seen.push(percent))
    reader.push(block(0))
    reader.push(block(2.5))
    reader.push(block(2.5))
    reader.push(block(7.49))
    reader.push(block(10, true))
    expect(seen).toEqual([0, 25, 74, 100])
  })

  it('gives the same reports however the output is split into chunks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 20, noNaN: true }), { maxLength: 10 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 20 }),
        (times, cuts) => {
          const text = times.map((time) => block(time)).join('') + block(20, true)
          const whole: number[] = []
          createProgressReader(20, (p) => whole.push(p)).push(text)
          const pieces: number[] = []
          const reader = createProgressReader(20, (p) => pieces.push(p))
          let at = 0
          for (let index = 0; at < text.length; index += 1) {
            const size = cuts[index % cuts.length] as number
            reader.push(text.slice(at, at + size))
            at += size
          }
          expect(pieces).toEqual(whole)
          // Never backwards, never above 99 before the end, 100 last.
          expect([...whole].sort((a, b) => a - b)).toEqual(whole)
          expect(whole.at(-1)).toBe(100)
          expect(whole.slice(0, -1).every((p) => p <= 99)).toBe(true)
        },
      ),
    )
  })

  it('reports only the end when the duration is unknown', () => {
    const seen: number[] = []
    const reader = createProgressReader(null, (percent) => seen.push(percent))
    reader.push(block(3) + block(4, true))
    expect(seen).toEqual([100])
  })
})
