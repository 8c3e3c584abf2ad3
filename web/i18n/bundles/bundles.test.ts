import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../../engine/i18n'
import type { TextNamespace } from '../resources'
import { chatKo } from '../resources/chat/ko'
import { commonJp } from '../resources/common/jp'
import { playerTexts } from './player'
import { studioTexts } from './studio'
import { textsOf } from './text-bundle'

const APPS = {
  player: {
    bundles: playerTexts,
    namespaces: ['common', 'errors', 'player', 'chat', 'live', 'dm'],
  },
  studio: { bundles: studioTexts, namespaces: ['common', 'errors', 'player', 'studio', 'creator'] },
} as const

describe('text bundles', () => {
  for (const [app, { bundles, namespaces }] of Object.entries(APPS)) {
    it(`the ${app} has its namespaces in every language`, async () => {
      for (const language of LANGUAGES) {
        for (const namespace of namespaces as readonly TextNamespace[]) {
          const texts = await textsOf(bundles, language, namespace)
          expect(Object.keys(texts).length, `${language} ${namespace}`).toBeGreaterThan(0)
        }
      }
    })
  }

  it('gives a namespace in the language asked, whether bundled or fetched on demand', async () => {
    expect(await textsOf(playerTexts, 'jp', 'common')).toBe(commonJp)
    expect(await textsOf(playerTexts, 'ko', 'chat')).toBe(chatKo)
  })

  it('gives nothing for a namespace the app does not have', async () => {
    expect(await textsOf(playerTexts, 'en', 'studio')).toEqual({})
  })
})
