import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../web/api'
import { createI18n } from '../../web/i18n'
import { studioTexts } from '../../web/i18n/bundles/studio'
import { studioEn } from '../../web/i18n/resources/studio/en'
import { problemParams, problemText, studioErrorText, withNodeNames } from './problem-text'

const unknownVariable = {
  key: 'UNKNOWN_VARIABLE',
  message: 'Unknown variable "trust" in the initial values.',
}

/** Every SCREAMING_SNAKE key the engine's validators can emit, read from their source. */
function engineKeys(): string[] {
  const keys = new Set<string>()
  for (const folder of ['engine/validate', 'engine/conditions', 'engine/canvas']) {
    for (const file of readdirSync(folder)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue
      const source = readFileSync(join(folder, file), 'utf8')
      for (const match of source.matchAll(
        /(?:error|warning)\(\s*'([A-Z][A-Z_]+)'|key: '([A-Z][A-Z_]+)'|\| '([A-Z][A-Z_]+)'/g,
      )) {
        keys.add(match[1] ?? match[2] ?? match[3] ?? '')
      }
    }
  }
  return [...keys].sort()
}

describe('problemText', () => {
  it('lifts the quoted name and the number out of the English message', () => {
    expect(problemParams(unknownVariable.message)).toEqual({ name: 'trust', limit: '' })
    expect(problemParams('An image can have at most 7 tags.')).toEqual({ name: '', limit: '7' })
  })

  it('shows the engine’s exact English message in English', async () => {
    const i18n = await createI18n('en', studioTexts, ['studio'])
    expect(problemText(i18n.getFixedT(null, 'studio'), 'en', unknownVariable)).toBe(
      unknownVariable.message,
    )
  })

  it('translates by key in Korean, Japanese and Spanish, keeping the name and limit', async () => {
    const ko = await createI18n('ko', studioTexts, ['studio'])
    expect(problemText(ko.getFixedT(null, 'studio'), 'ko', unknownVariable)).toBe(
      '알 수 없는 변수 "trust"입니다.',
    )
    const jp = await createI18n('jp', studioTexts, ['studio'])
    expect(
      problemText(jp.getFixedT(null, 'studio'), 'jp', {
        key: 'TOO_MANY_IMAGE_TAGS',
        message: 'An image can have at most 7 tags.',
      }),
    ).toBe('画像に付けられるタグは7個までです。')
    const es = await createI18n('es', studioTexts, ['studio'])
    expect(
      problemText(es.getFixedT(null, 'studio'), 'es', {
        key: 'MINIMUM_IMAGE_PRICE',
        message: 'Minimum price is 10 credits',
      }),
    ).toBe('El precio mínimo es de 10 créditos')
  })

  it('falls back to the English message for a key without a translation', async () => {
    const ko = await createI18n('ko', studioTexts, ['studio'])
    expect(
      problemText(ko.getFixedT(null, 'studio'), 'ko', {
        key: 'SOMETHING_NEW',
        message: 'Something new.',
      }),
    ).toBe('Something new.')
  })

  it('has a translation for every key the engine emits', () => {
    const keys = engineKeys()
    expect(keys.length).toBeGreaterThan(45)
    const missing = keys.filter((key) => !(key in studioEn.studioProblems))
    expect(missing).toEqual([])
  })
})

describe('withNodeNames', () => {
  const names = new Map([
    ['story-k3x9a', 'Scene 2 (untitled)'],
    ['start-1abcd', 'Opening'],
  ])

  it('names the nodes a problem quotes by id, and an edge by its ends', () => {
    expect(
      withNodeNames('No start node, transition or trigger leads to "story-k3x9a".', names),
    ).toBe('No start node, transition or trigger leads to "Scene 2 (untitled)".')
    expect(
      withNodeNames(
        'Edge "start-1abcd.scene->story-gone.enter" points to a missing node "story-gone".',
        names,
      ),
    ).toBe('Edge "Opening → story-gone" points to a missing node "story-gone".')
    expect(withNodeNames('「story-k3x9a」に至るスタートノードがありません。', names)).toBe(
      '「Scene 2 (untitled)」に至るスタートノードがありません。',
    )
  })

  it('leaves quoted words that are not node ids alone', () => {
    expect(withNodeNames('Unknown variable "trust" in trigger effect.', names)).toBe(
      'Unknown variable "trust" in trigger effect.',
    )
  })
})

describe('studioErrorText', () => {
  it('translates the studio’s server codes, with details as values', async () => {
    const ko = await createI18n('ko', studioTexts, ['studio'])
    const conflict = new ApiError({
      status: 409,
      code: 'CANVAS_VERSION_CONFLICT',
      message: 'Canvas version conflict',
    })
    expect(studioErrorText(ko.getFixedT(null, 'studio'), conflict)).toBe('캔버스 버전 충돌')
    const wide = new ApiError({
      status: 400,
      code: 'IMAGE_TOO_WIDE',
      message: 'The image is 9000 px wide; at most 8192 px is allowed.',
      details: { width: 9000, maxWidth: 8192 },
    })
    const jp = await createI18n('jp', studioTexts, ['studio'])
    expect(studioErrorText(jp.getFixedT(null, 'studio'), wide)).toBe(
      '画像の幅は9000pxです。8192pxまでにしてください。',
    )
    const es = await createI18n('es', studioTexts, ['studio'])
    const timedOut = new ApiError({
      status: 503,
      code: 'COMPILATION_TIMED_OUT',
      message: 'Compilation timed out. Please try again.',
    })
    expect(studioErrorText(es.getFixedT(null, 'studio'), timedOut)).toBe(
      'La compilación superó el tiempo límite. Inténtalo de nuevo.',
    )
  })

  it('falls back to the shared texts, then to the server’s message', async () => {
    const en = await createI18n('en', studioTexts, ['studio'])
    expect(
      studioErrorText(
        en.getFixedT(null, 'studio'),
        new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }),
      ),
    ).toBe('Check your internet connection')
    expect(
      studioErrorText(
        en.getFixedT(null, 'studio'),
        new ApiError({ status: 418, code: 'TEAPOT', message: 'I am a teapot' }),
      ),
    ).toBe('I am a teapot')
  })
})
