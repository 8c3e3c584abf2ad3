import { expect, it } from 'vitest'
import { missingParts } from './parts'

const part = (partNumber: number) => ({ partNumber, etag: 'e', size: 1 })

it('lists the part numbers of 1…numParts no held part has', () => {
  expect(missingParts([part(1), part(2), part(3)], 3)).toEqual([])
  expect(missingParts([part(2)], 4)).toEqual([1, 3, 4])
  expect(missingParts([], 2)).toEqual([1, 2])
  // A part past numParts fills no gap.
  expect(missingParts([part(1), part(5)], 2)).toEqual([2])
})
