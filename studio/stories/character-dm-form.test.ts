import { describe, expect, it } from 'vitest'
import { formFromSetting, priceFromText, settingFromForm } from './character-dm-form'

const OID = 'a'.repeat(24)
const off = {
  contentOid: OID,
  enabled: false,
  characterId: null,
  priceCredits: 0,
  freeTierHashes: [],
}

describe('the character DM setting form', () => {
  it('starts a never-saved setting on the first character, free', () => {
    expect(formFromSetting(off, [{ id: 'char-a' }, { id: 'char-b' }])).toEqual({
      enabled: false,
      characterId: 'char-a',
      price: '0',
      freeTierHashes: [],
    })
    expect(formFromSetting(off, []).characterId).toBe('')
  })

  it('takes whole numbers from 0 to 100000 as the price', () => {
    expect(priceFromText(' 7 ')).toBe(7)
    expect(priceFromText('0')).toBe(0)
    expect(priceFromText('100000')).toBe(100_000)
    for (const bad of ['', '-1', '1.5', '100001', 'ten', '1e3'])
      expect(priceFromText(bad)).toBeNull()
  })

  it('builds the saved body, dropping tiers the creator no longer has', () => {
    const values = {
      enabled: true,
      characterId: 'char-a',
      price: '12',
      freeTierHashes: ['t1', 'gone'],
    }
    expect(settingFromForm(OID, values, ['t1', 't2'])).toEqual({
      contentOid: OID,
      enabled: true,
      characterId: 'char-a',
      priceCredits: 12,
      freeTierHashes: ['t1'],
    })
    expect(settingFromForm(OID, { ...values, price: 'x' }, [])).toBeNull()
    expect(settingFromForm(OID, { ...values, characterId: '' }, [])).toBeNull()
  })
})
