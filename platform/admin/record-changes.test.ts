import { describe, expect, it } from 'vitest'
import { hideSecrets } from './record-changes'

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
