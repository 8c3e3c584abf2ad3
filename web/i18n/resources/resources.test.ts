import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../../engine/i18n'
import { en } from './en'
import { es } from './es'
import { loadTranslations } from './index'
import { jp } from './jp'
import { ko } from './ko'

const translations = { ko, jp, es }

/** Keys whose text may legitimately equal the English one in a language. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  es: ['common.productName', 'studioBookSettings.budget_tokens'],
  // A roulette item's chance is written with the percent sign alone in both.
  ko: ['liveAlertsStudio.chance'],
  jp: ['liveAlertsStudio.chance'],
}

function flatten(tree: object, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') flat[path] = value
    else Object.assign(flat, flatten(value as object, path))
  }
  return flat
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('translations', () => {
  const english = flatten(en)

  for (const [language, tree] of Object.entries(translations)) {
    const flat = flatten(tree)

    it(`${language} has exactly the English keys`, () => {
      expect(Object.keys(flat).sort()).toEqual(Object.keys(english).sort())
    })

    it(`${language} is translated, not copied from English`, () => {
      const allowed = SAME_AS_ENGLISH[language] ?? []
      const untranslated = Object.keys(english).filter(
        (key) => flat[key] === english[key] && !allowed.includes(key),
      )
      expect(untranslated).toEqual([])
    })

    it(`${language} keeps every {{placeholder}} and leaves no text empty`, () => {
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(flat[key] ?? ''), key).toEqual(placeholders(text))
        expect(flat[key]?.trim(), key).not.toBe('')
      }
    })
  }

  it('quotes the spec word for word in English', () => {
    expect(en.signUp.nicknameTaken).toBe('Ouch, somebody already took this nickname.')
    expect(en.signUp.nicknameAvailable).toBe('Nice, this would work.')
    expect(en.errors.NETWORK_ERROR).toBe('Check your internet connection')
  })

  it('loads every product language', async () => {
    for (const language of LANGUAGES) {
      const loaded = await loadTranslations(language)
      expect(Object.keys(flatten(loaded)).length).toBe(Object.keys(english).length)
    }
  })
})
