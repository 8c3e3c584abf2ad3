import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { openWhitelist, sealWhitelist } from './whitelist'

const oid = fc.stringMatching(/^[0-9a-f]{24}$/)

describe('sealed whitelist', () => {
  it('opens what it sealed, with the same secret only', () => {
    fc.assert(
      fc.property(fc.array(oid, { maxLength: 30 }), (creatorOids) => {
        const contents = { creatorOids, issuedAt: '2026-11-26T08:00:00.000Z' }
        const sealed = sealWhitelist('secret-a', contents)
        expect(openWhitelist('secret-a', sealed)).toEqual(contents)
        expect(openWhitelist('secret-b', sealed)).toBeNull()
      }),
      { numRuns: 50 },
    )
  })

  it('refuses a changed or foreign token', () => {
    const sealed = sealWhitelist('s', { creatorOids: ['a'.repeat(24)], issuedAt: 'x' })
    const body = Buffer.from(sealed.slice(4), 'base64url')
    body[14] = (body[14] ?? 0) ^ 1
    expect(openWhitelist('s', `wl1.${body.toString('base64url')}`)).toBeNull()
    for (const junk of ['', 'wl1.', 'wl1.AAAA', 'hello', `wl2.${sealed.slice(4)}`]) {
      expect(openWhitelist('s', junk)).toBeNull()
    }
  })
})
