import { describe, expect, it } from 'vitest'
import { matchPlayerRoute } from './routes'

describe('matchPlayerRoute', () => {
  it('maps the player pages with or without a language prefix', () => {
    expect(matchPlayerRoute('/')).toEqual({ name: 'home', languagePrefix: null, bare: false })
    expect(matchPlayerRoute('/ko')).toEqual({ name: 'home', languagePrefix: 'ko', bare: false })
    expect(matchPlayerRoute('/jp/myinfo/')).toMatchObject({ name: 'myInfo', languagePrefix: 'jp' })
    expect(matchPlayerRoute('/pwreset')).toMatchObject({ name: 'passwordReset', bare: true })
  })

  it('sends every unknown path to not-found', () => {
    expect(matchPlayerRoute('/nowhere').name).toBe('notFound')
    expect(matchPlayerRoute('/ko/myinfo/extra').name).toBe('notFound')
    expect(matchPlayerRoute('/fr/myinfo').name).toBe('notFound')
  })
})
