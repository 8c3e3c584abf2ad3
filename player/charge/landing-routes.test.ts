import { describe, expect, it } from 'vitest'
import { matchPlayerRoute } from '../routes'

describe('the seven payment pages', () => {
  it('each answers at its address, with or without a language prefix', () => {
    expect(matchPlayerRoute('/charge/dummy').name).toBe('chargeDummy')
    expect(matchPlayerRoute('/charge/success').name).toBe('chargeSuccess')
    expect(matchPlayerRoute('/charge/success2').name).toBe('chargeSuccess')
    expect(matchPlayerRoute('/ko/charge/success/new').name).toBe('chargeSuccess')
    expect(matchPlayerRoute('/charge/fail').name).toBe('chargeFail')
    expect(matchPlayerRoute('/charge/registrationok')).toMatchObject({
      name: 'chargeRegistration',
      params: { result: 'ok' },
    })
    expect(matchPlayerRoute('/jp/charge/registrationfail')).toMatchObject({
      name: 'chargeRegistration',
      params: { result: 'fail' },
    })
  })
})
