import { describe, expect, it } from 'vitest'
import { changeOf, hideSecrets } from './record-changes'

describe('hideSecrets', () => {
  it('hides fields named as secrets at any depth and keeps the rest', () => {
    expect(
      hideSecrets({
        nickname: 'Mina',
        password: 'hunter2',
        nested: { apiKey: 'sk-1', items: [{ token: 't', amount: 3 }] },
      }),
    ).toEqual({
      nickname: 'Mina',
      password: '[hidden]',
      nested: { apiKey: '[hidden]', items: [{ token: '[hidden]', amount: 3 }] },
    })
  })
})

describe('changeOf', () => {
  it('keeps what the call changes, not the fields every call carries', () => {
    expect(changeOf({ oid: 'x', lang: 'en', loginType: 'email', requestorOid: 'y' })).toEqual({
      oid: 'x',
    })
    expect(changeOf({ lang: 'en', platformType: 'web' })).toBeNull()
    expect(changeOf(undefined)).toBeNull()
  })
})
