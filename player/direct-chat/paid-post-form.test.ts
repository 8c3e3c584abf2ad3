import { describe, expect, it } from 'vitest'
import { dmEn } from '../../web/i18n/resources/dm/en'
import { mediaTypeOf, paidPostProblems, problemKey, statusKey } from './paid-post-form'

const draft = { text: 'Hello', price: '5', recipients: 1, files: [] as { name: string }[] }

describe('paidPostProblems', () => {
  it('passes a post with text, a price and a recipient', () => {
    expect(paidPostProblems(draft)).toEqual([])
  })

  it('asks for text, a whole price from 1 to 9,999 and someone to send to', () => {
    expect(paidPostProblems({ ...draft, text: '  ' })).toEqual(['text'])
    for (const price of ['0', '10000', '2.5', ''])
      expect(paidPostProblems({ ...draft, price })).toEqual(['price'])
    expect(paidPostProblems({ ...draft, recipients: 0 })).toEqual(['recipients'])
  })

  it('takes images or one video of the spec’s types, never mixed', () => {
    const files = (...names: string[]) => names.map((name) => ({ name }))
    expect(paidPostProblems({ ...draft, files: files('a.PNG', 'b.jpeg') })).toEqual([])
    expect(paidPostProblems({ ...draft, files: files('a.gif') })).toEqual(['mediaType'])
    expect(paidPostProblems({ ...draft, files: files('a.png', 'b.mp4') })).toEqual(['mixedMedia'])
    expect(paidPostProblems({ ...draft, files: files('a.mp4', 'b.mov') })).toEqual([
      'tooManyVideos',
    ])
    const many = Array.from({ length: 21 }, (_, n) => `p${n}.jpg`)
    expect(paidPostProblems({ ...draft, files: files(...many) })).toEqual(['tooManyImages'])
  })
})

describe('mediaTypeOf', () => {
  it('reads the extension, whatever its case', () => {
    expect(mediaTypeOf('clip.MOV')).toBe('mov')
    expect(mediaTypeOf('notes.txt')).toBeNull()
  })
})

describe('the texts', () => {
  it('has a text for every problem and media state', () => {
    const keys = [
      ...(['text', 'price', 'recipients', 'mediaType', 'mixedMedia'] as const).map(problemKey),
      ...(['tooManyImages', 'tooManyVideos'] as const).map(problemKey),
      ...(['none', 'uploading', 'packaging', 'ready', 'error'] as const).map(statusKey),
    ]
    for (const key of keys) expect(dmEn.dmPaid).toHaveProperty(key.replace('dmPaid.', ''))
  })
})
