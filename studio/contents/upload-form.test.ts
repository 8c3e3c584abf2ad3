import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { CATEGORIES, isAssetAddress } from '../../platform/content/catalog/rules'
import { storeKeyOfAddress } from '../../platform/uploads/addresses'
import { CONTEXT_RULES } from '../../platform/uploads/rules'
import { ApiError } from '../../web/api'
import { errorsEn } from '../../web/i18n/resources/errors/en'
import { errorsEs } from '../../web/i18n/resources/errors/es'
import { errorsJp } from '../../web/i18n/resources/errors/jp'
import { errorsKo } from '../../web/i18n/resources/errors/ko'
import { studioEn } from '../../web/i18n/resources/studio/en'
import { studioEs } from '../../web/i18n/resources/studio/es'
import { studioJp } from '../../web/i18n/resources/studio/jp'
import { studioKo } from '../../web/i18n/resources/studio/ko'
import { UPLOAD_MESSAGES, UploadError } from '../../web/upload'
import { UPLOAD_FORM_CODES, uploadFailureText } from './upload-errors'
import {
  accessMetadata,
  accessOf,
  checkUploadForm,
  FORM_CATEGORIES,
  fileKey,
  fileReference,
  MAX_SUBTITLE_BYTES,
  MEDIA_TYPES,
  mediaOf,
  partsDone,
  SUBTITLE_TYPES,
  type UploadFormValues,
} from './upload-form'

// The texts the upload form shows: its own (studio) and the error texts by code.
const en = { ...errorsEn, ...studioEn }
const ko = { ...errorsKo, ...studioKo }
const jp = { ...errorsJp, ...studioJp }
const es = { ...errorsEs, ...studioEs }

const valid: UploadFormValues = {
  title: 'Night rain',
  tags: 'rain, sleep',
  access: 'paid',
  tiers: [],
  price: '30',
  description: '',
  visibility: 'public',
  adult: false,
  category: 'asmr',
  thumbnail: { name: 'cover.PNG', size: 1000 },
  files: [{ name: 'rain.mp3', size: 5000 }],
}

describe('upload form', () => {
  it('accepts a complete form', () => {
    expect(checkUploadForm(valid)).toEqual([])
    expect(mediaOf(valid.files)).toBe('audio')
    expect(mediaOf([{ name: 'a.mov' }, { name: 'b.jpg' }])).toBe('video')
  })

  it('requires a title, a thumbnail and a file, and refuses other types, prices and sizes', () => {
    const keys = checkUploadForm({
      ...valid,
      title: ' ',
      thumbnail: null,
      files: [],
      price: '100000001',
    }).map((problem) => problem.key)
    expect(keys).toEqual([
      'uploadForm.titleRequired',
      'uploadForm.priceWrong',
      'uploadForm.thumbnailRequired',
      'uploadForm.filesRequired',
    ])
    const types = checkUploadForm({
      ...valid,
      thumbnail: { name: 'cover.webp', size: 1 },
      files: [
        { name: 'clip.webm', size: 1 },
        { name: 'huge.mp4', size: 21 * 1024 ** 3 },
      ],
    })
    expect(types.map((problem) => [problem.field, problem.key])).toEqual([
      ['thumbnail', 'uploadForm.badType'],
      ['files', 'uploadForm.badType'],
      ['files', 'uploadForm.tooLarge'],
    ])
  })

  it('offers only the types the upload service takes for a content, and srt as subtitles', () => {
    expect([...MEDIA_TYPES].sort()).toEqual([...CONTEXT_RULES.content.types].sort())
    expect(CONTEXT_RULES.content.types).not.toContain('srt')
    expect([...SUBTITLE_TYPES]).toEqual([...CONTEXT_RULES.subtitle.types])
    expect(MAX_SUBTITLE_BYTES).toBe(CONTEXT_RULES.subtitle.maxBytes)
  })

  it('takes an optional srt up to 2 MB as subtitles', () => {
    expect(checkUploadForm({ ...valid, subtitle: { name: 'ko.SRT', size: 100 } })).toEqual([])
    const found = [
      { name: 'ko.vtt', size: 1 },
      { name: 'ko.srt', size: MAX_SUBTITLE_BYTES + 1 },
    ].map((subtitle) => checkUploadForm({ ...valid, subtitle }).map((problem) => problem.key))
    expect(found).toEqual([['uploadForm.badType'], ['uploadForm.subtitleTooLarge']])
  })

  it('names every category in all four languages, never by its raw value', () => {
    for (const value of FORM_CATEGORIES) expect(CATEGORIES).toContain(value)
    for (const texts of [en, ko, jp, es]) {
      for (const value of FORM_CATEGORIES) {
        const label = texts.contentCategory[value]
        expect(label, value).toBeTruthy()
        expect(label, value).not.toBe(value)
      }
    }
    expect(ko.contentCategory['audio-drama']).not.toBe(en.contentCategory['audio-drama'])
  })

  it('keeps a file at one key so Resume reaches the same upload', () => {
    expect(fileKey('content', 'abc', 2, 'Rain.MP3')).toBe('content/abc/2.mp3')
    expect(fileKey('content', 'abc', 2, 'Rain.MP3')).toBe(fileKey('content', 'abc', 2, 'x.mp3'))
    const owner = '0123456789abcdef01234567'
    const reference = fileReference(
      { key: 'content/abc/2.mp3', url: null, access: 'private' },
      owner,
    )
    // The address the content area's playback signs: the store key the uploads area keeps.
    expect(storeKeyOfAddress(reference)).toBe(`private/${owner}/content/abc/2.mp3`)
    expect(isAssetAddress(reference)).toBe(true)
    expect(
      fileReference(
        { key: 'thumbnail/abc/0.png', url: '/api/upload/pics/9', access: 'public' },
        owner,
      ),
    ).toBe('/api/upload/pics/9')
  })

  it('counts the parts done for the progress bar', () => {
    expect(partsDone([])).toEqual({ done: 0, total: 1 })
    expect(
      partsDone([
        { state: 'done' },
        { state: 'uploading' },
        { state: 'failed' },
        { state: 'done' },
      ]),
    ).toEqual({ done: 2, total: 4 })
  })

  it('has a text for every code the form can get, in en, ko, jp and es', () => {
    for (const [language, texts] of Object.entries({ en, ko, jp, es })) {
      const errors = texts.errors as Record<string, string>
      const missing = UPLOAD_FORM_CODES.filter((code) => !errors[code])
      expect(missing, language).toEqual([])
    }
    // Not English in the other languages (the spec's code-like text aside).
    const english = UPLOAD_FORM_CODES.filter(
      (code) =>
        code !== 'IMAGE_NOT_FOUND' &&
        (ko.errors as Record<string, string>)[code] === (en.errors as Record<string, string>)[code],
    )
    expect(english).toEqual([])
  })

  it('shows a refusal behind an upload failure by its code, in the page’s language', () => {
    const texts = ko as unknown as Record<string, Record<string, string>>
    const t = ((key: string, options?: { defaultValue?: string }) => {
      const [group, name] = key.split('.') as [string, string]
      return texts[group]?.[name] ?? options?.defaultValue ?? key
    }) as unknown as TFunction
    const refusal = new ApiError({ status: 413, code: 'SUBTITLE_TOO_LARGE', message: 'x' })
    const failed = new UploadError(UPLOAD_MESSAGES.failed, { retryable: false, cause: refusal })
    expect(uploadFailureText(t, failed)).toBe(ko.errors.SUBTITLE_TOO_LARGE)
    expect(
      uploadFailureText(t, new UploadError(UPLOAD_MESSAGES.integrity, { retryable: true })),
    ).toBe(ko.uploadForm.integrity)
    const creatorsOnly = new ApiError({ status: 403, code: 'CREATORS_ONLY', message: 'Only…' })
    expect(uploadFailureText(t, creatorsOnly)).toBe(ko.errors.CREATORS_ONLY)
  })

  it('asks who can see it: a price for paid, a tier for tier-only; an edit keeps its files', () => {
    const fields = (values: Partial<UploadFormValues>) =>
      checkUploadForm({ ...valid, ...values }).map((problem) => [problem.field, problem.key])
    expect(fields({ access: 'free', price: 'nonsense' })).toEqual([])
    expect(fields({ access: 'paid', price: '0' })).toEqual([['price', 'uploadForm.priceNeeded']])
    expect(fields({ access: 'tiers', tiers: [] })).toEqual([['tiers', 'uploadForm.tierRequired']])
    expect(fields({ access: 'tiers', tiers: ['gold'], price: '' })).toEqual([])
    expect(fields({ editing: true, thumbnail: null, files: [] })).toEqual([])
    expect(accessMetadata('free', '30', ['gold'])).toEqual({
      price: 0,
      viewableTiers: [],
      viewableWithoutSub: true,
    })
    expect(accessMetadata('paid', '30', ['gold'])).toEqual({
      price: 30,
      viewableTiers: [],
      viewableWithoutSub: false,
    })
    expect(accessMetadata('tiers', '30', ['gold'])).toEqual({
      price: 0,
      viewableTiers: ['gold'],
      viewableWithoutSub: false,
    })
    for (const access of ['free', 'paid', 'tiers'] as const)
      expect(accessOf(accessMetadata(access, '30', ['gold']))).toBe(access)
  })
})
