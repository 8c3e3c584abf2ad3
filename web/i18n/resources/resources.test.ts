import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../../engine/i18n'
import { TEXT_NAMESPACES, type TextNamespace } from './namespaces'

/** Keys (`namespace:group.key`) whose text may legitimately equal the English one in a language. */
const SAME_AS_ENGLISH: Partial<Record<Language, readonly string[]>> = {
  es: [
    'common:common.productName',
    'studio:studioBookSettings.budget_tokens',
    // "Audio" is the Spanish word too.
    'player:searchResults.kindAudio',
    // A note's length as digits only ("12/200").
    'chat:chat.ratingNoteCount',
    // A chat timeout's length: min, h and d are the Spanish abbreviations too.
    'live:livechat.durationMinutes',
    'live:livechat.durationHours',
    'live:livechat.durationDays',
  ],
  // A roulette item's chance is written with the percent sign alone in both; a note's
  // length is digits only.
  ko: ['creator:liveAlertsStudio.chance', 'chat:chat.ratingNoteCount'],
  jp: ['creator:liveAlertsStudio.chance', 'chat:chat.ratingNoteCount'],
}

/** A namespace's texts in a language, as `<namespace>/<language>.ts` exports them. */
async function textsOf(namespace: TextNamespace, language: Language): Promise<object> {
  const module = await import(`./${namespace}/${language}.ts`)
  return module[`${namespace}${language[0]?.toUpperCase()}${language.slice(1)}`]
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

async function loadAll(language: Language): Promise<Record<TextNamespace, Record<string, string>>> {
  const entries = await Promise.all(
    TEXT_NAMESPACES.map(async (namespace) => [
      namespace,
      flatten(await textsOf(namespace, language)),
    ]),
  )
  return Object.fromEntries(entries)
}

describe('translations', async () => {
  const english = await loadAll('en')

  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    const texts = await loadAll(language)

    for (const namespace of TEXT_NAMESPACES) {
      const flat = texts[namespace]
      const source = english[namespace]

      it(`${language} has exactly the English keys in ${namespace}`, () => {
        expect(Object.keys(flat).sort()).toEqual(Object.keys(source).sort())
      })

      it(`${language} translates ${namespace}, not copying English`, () => {
        const allowed = SAME_AS_ENGLISH[language] ?? []
        const untranslated = Object.keys(source).filter(
          (key) => flat[key] === source[key] && !allowed.includes(`${namespace}:${key}`),
        )
        expect(untranslated).toEqual([])
      })

      it(`${language} keeps every {{placeholder}} in ${namespace} and leaves no text empty`, () => {
        for (const [key, text] of Object.entries(source)) {
          expect(placeholders(flat[key] ?? ''), key).toEqual(placeholders(text))
          expect(flat[key]?.trim(), key).not.toBe('')
        }
      })
    }
  }

  it('keeps every group in one namespace', () => {
    const owners = new Map<string, string>()
    for (const namespace of TEXT_NAMESPACES) {
      for (const key of Object.keys(english[namespace])) {
        const group = key.split('.')[0] ?? key
        expect(owners.get(group) ?? namespace, group).toBe(namespace)
        owners.set(group, namespace)
      }
    }
  })

  it('quotes the spec word for word in English', () => {
    expect(english.player['signUp.nicknameTaken']).toBe(
      'Ouch, somebody already took this nickname.',
    )
    expect(english.player['signUp.nicknameAvailable']).toBe('Nice, this would work.')
    expect(english.errors['errors.NETWORK_ERROR']).toBe('Check your internet connection')
  })
})
