import { expect, it } from 'vitest'
import { z } from 'zod'
import { inputDate, parseInput } from './validate'

it('reads dates within 1970–9999 and refuses the others with a 400', () => {
  const schema = z.object({ at: inputDate() })
  expect(parseInput(schema, { at: '2026-11-24' }).at).toEqual(new Date('2026-11-24T00:00:00Z'))
  expect(parseInput(schema, { at: 0 }).at).toEqual(new Date(0))
  for (const [at, message] of [
    ['0000', 'Dates start in 1970.'],
    ['1969-12-31T23:59:59Z', 'Dates start in 1970.'],
    ['+010000-01-01', 'Dates end in 9999.'],
    ['soon', 'Expected a date'],
  ] as const) {
    expect(() => parseInput(schema, { at })).toThrow(
      expect.objectContaining({ status: 400, message }),
    )
  }
})
