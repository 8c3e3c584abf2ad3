import { describe, expect, it } from 'vitest'
import {
  checkMetadataForm,
  formFromMetadata,
  MODEL_IDS,
  modelName,
  parseHashtags,
  patchFromForm,
} from './metadata-form'

describe('story metadata form', () => {
  it('parses hashtags in any notation', () => {
    expect(parseHashtags('#Sea  #mystery, lighthouse #sea')).toEqual([
      'sea',
      'mystery',
      'lighthouse',
    ])
  })

  it('refuses a missing title, a long brief intro and a bad price', () => {
    const values = {
      ...formFromMetadata({}),
      briefIntro: '가'.repeat(41),
      pricing: 'paid' as const,
      price: '0',
    }
    expect(checkMetadataForm(values)).toEqual({
      title: 'studioList.titleRequired',
      briefIntro: 'studioList.briefIntroTooLong',
      price: 'studioList.priceInvalid',
    })
    expect(
      checkMetadataForm({ ...values, title: 'A', briefIntro: '가'.repeat(40), price: '5' }),
    ).toEqual({})
  })

  it('round-trips metadata through the form', () => {
    const values = formFromMetadata({
      title: 'Lighthouse',
      hashtags: ['sea'],
      pricing: { kind: 'paid', price: 30 },
    })
    expect(patchFromForm(values)).toMatchObject({
      title: 'Lighthouse',
      hashtags: ['sea'],
      pricing: { kind: 'paid', price: 30 },
    })
  })

  it('carries the image tagging mode both ways, classic by default', () => {
    expect(formFromMetadata({}).imageTaggingMode).toBe('classic')
    const values = formFromMetadata({ imageTaggingMode: 'new' })
    expect(values.imageTaggingMode).toBe('new')
    expect(patchFromForm(values).imageTaggingMode).toBe('new')
    expect(patchFromForm({ ...values, imageTaggingMode: 'classic' }).imageTaggingMode).toBe(
      'classic',
    )
  })
})

describe('modelName', () => {
  it('shows product names, describes local and offline, and never a raw catalogue id', () => {
    const described = (id: 'local' | 'offline') => `described ${id}`
    expect(MODEL_IDS.map((id) => modelName(id, described))).toEqual([
      'Gemini Flash',
      'Gemini Pro',
      'GPT-4o mini',
      'GPT-4o',
      'described local',
      'described offline',
    ])
    expect(modelName('my-custom-model', described)).toBe('my-custom-model')
  })
})

describe('model choice in the form', () => {
  it('is off by default and sends no other models', () => {
    const values = formFromMetadata({})
    expect(values.allowModelChoice).toBe(false)
    expect(patchFromForm({ ...values, playerModels: ['gpt-4o'] })).toMatchObject({
      allowModelChoice: false,
      playerModels: [],
    })
  })

  it('sends the ticked models other than the story’s own when on', () => {
    const values = formFromMetadata({ model: 'gemini', allowModelChoice: true })
    expect(patchFromForm({ ...values, playerModels: ['gemini', 'gpt-4o', 'local'] })).toMatchObject(
      { allowModelChoice: true, playerModels: ['gpt-4o', 'local'] },
    )
  })
})
