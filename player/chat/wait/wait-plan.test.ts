import { describe, expect, it } from 'vitest'
import { waitPlan } from './wait-plan'

const id = 'a'.repeat(24)

describe('waitPlan', () => {
  it('prepares a room of the story named in the address, at its start point', () => {
    expect(waitPlan(`?contentOid=${id}&start=harbour`)).toEqual({
      kind: 'create',
      contentOid: id,
      start: 'harbour',
    })
    expect(waitPlan(`?contentOid=${id}`)).toEqual({ kind: 'create', contentOid: id, start: null })
  })

  it('resumes the latest room without a story, and refuses a malformed one', () => {
    expect(waitPlan('')).toEqual({ kind: 'resume' })
    expect(waitPlan('?contentOid=nope')).toEqual({ kind: 'invalid' })
  })
})
