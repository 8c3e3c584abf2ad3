import { expect, it } from 'vitest'
import { legacyFormatOf } from './sources'

const job = { kind: 'audio', owner_oid: 'o', source_key: 'private/o/a.mp3' } as const

it("keeps a legacy job's upload only when it is still the creator's, of a fitting type", () => {
  expect(legacyFormatOf(job, { ownerOid: 'o', filetype: 'mp3' })).toBe('mp3')
  expect(legacyFormatOf(job, { ownerOid: 'someone', filetype: 'mp3' })).toBeNull()
  expect(legacyFormatOf(job, { ownerOid: 'o', filetype: 'png' })).toBeNull()
})

it("takes a file with no upload only under the creator's own prefix, as the kind's usual format", () => {
  expect(legacyFormatOf(job, null)).toBe('mp3')
  expect(legacyFormatOf({ ...job, source_key: 'private/x/a.mp3' }, null)).toBeNull()
})
