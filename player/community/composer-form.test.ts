import { describe, expect, it } from 'vitest'
import {
  emptyForm,
  formOf,
  formProblem,
  imageKeyOf,
  sharePercent,
  toPostMetaData,
} from './composer-form'

const now = new Date('2026-06-10T12:00:00Z')

describe('community composer form', () => {
  it('names the first thing to fix', () => {
    expect(formProblem(emptyForm(), now)).toBe('text')
    const text = { ...emptyForm(), text: 'Hi' }
    expect(formProblem(text, now)).toBeNull()
    expect(formProblem({ ...text, visibility: 'tiers' }, now)).toBe('tiers')
    expect(formProblem({ ...text, pollOn: true }, now)).toBe('question')
    expect(formProblem({ ...text, pollOn: true, question: 'Q', options: ['a', ' '] }, now)).toBe(
      'options',
    )
    expect(
      formProblem(
        { ...text, pollOn: true, question: 'Q', options: ['a', 'b'], closesAt: '2026-06-01T10:00' },
        now,
      ),
    ).toBe('closesAt')
  })

  it('sends filled options only, no tiers for everyone, and no poll when it is off', () => {
    const form = {
      ...emptyForm(),
      text: ' News ',
      tierHashes: ['gold'],
      pollOn: true,
      question: ' Q ',
      options: ['a', '', 'b'],
    }
    expect(toPostMetaData(form)).toEqual({
      text: 'News',
      images: [],
      visibility: 'everyone',
      tierHashes: [],
      poll: { question: 'Q', options: ['a', 'b'], closesAt: null },
    })
    expect(toPostMetaData({ ...form, pollOn: false }).poll).toBeNull()
  })

  it('edits a post’s text and visibility, and draws bars in whole percent', () => {
    expect(formOf({ text: 'x', images: [], visibility: 'tiers', tierHashes: ['t'] })).toMatchObject(
      {
        text: 'x',
        tierHashes: ['t'],
        pollOn: false,
      },
    )
    expect(sharePercent(1, 3)).toBe(33)
    expect(imageKeyOf('Photo.JPG', 0)).toMatch(/^community\/0-[0-9a-f]{12}\.jpg$/)
    expect(sharePercent(0, 0)).toBe(0)
  })
})
