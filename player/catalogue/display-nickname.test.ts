import { describe, expect, it } from 'vitest'
import { displayNickname } from './display-nickname'

describe('the nickname a reader sees', () => {
  const mina = { nickname: 'mina_official', multiLangNick: { ko: '미나', jp: 'ミナ', es: '  ' } }

  it('is the display nickname of the reader’s language', () => {
    expect(displayNickname(mina, 'ko')).toBe('미나')
    expect(displayNickname(mina, 'jp')).toBe('ミナ')
  })

  it('falls back to the unique nickname without one (or a blank one)', () => {
    expect(displayNickname(mina, 'en')).toBe('mina_official')
    expect(displayNickname(mina, 'es')).toBe('mina_official')
    expect(displayNickname({ nickname: 'solo' }, 'ko')).toBe('solo')
    expect(displayNickname({ nickname: null, multiLangNick: null }, 'ko')).toBe('')
  })
})
