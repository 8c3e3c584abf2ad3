import { describe, expect, it } from 'vitest'
import { accessOf, contentStatus, planMedia, recipientSet, viewContent } from './rules'

const image = (n: number) => ({ key: `k${n}`, filetype: 'png' as const })

describe('planMedia', () => {
  it('takes no media, up to 20 images, or one video', () => {
    expect(planMedia([]).kind).toBe('none')
    const twenty = planMedia(Array.from({ length: 20 }, (_, n) => image(n)))
    expect(twenty).toMatchObject({ kind: 'images' })
    expect(twenty.media).toHaveLength(20)
    expect(planMedia([{ key: 'v', filetype: 'mov' }])).toEqual({
      kind: 'video',
      media: [{ key: 'v', filetype: 'mov', kind: 'video' }],
    })
  })

  it('refuses mixed media, 21 images and two videos with the rule broken', () => {
    expect(() => planMedia([image(1), { key: 'v', filetype: 'mp4' }])).toThrow(
      'Attach images or one video, not both.',
    )
    expect(() => planMedia(Array.from({ length: 21 }, (_, n) => image(n)))).toThrow(
      'Attach at most 20 images.',
    )
    expect(() =>
      planMedia([
        { key: 'a', filetype: 'mp4' },
        { key: 'b', filetype: 'mov' },
      ]),
    ).toThrow('Attach at most one video.')
  })

  it('counts a key named twice once', () => {
    expect(planMedia([image(1), image(1)]).media).toHaveLength(1)
  })
})

describe('contentStatus', () => {
  it('is none without files and the worst state of the files otherwise', () => {
    expect(contentStatus([])).toBe('none')
    expect(contentStatus(['ready', 'ready'])).toBe('ready')
    expect(contentStatus(['ready', 'packaging'])).toBe('packaging')
    expect(contentStatus(['packaging', 'uploading'])).toBe('uploading')
    expect(contentStatus(['ready', null])).toBe('error')
    expect(contentStatus(['uploading', 'error'])).toBe('error')
  })
})

describe('accessOf', () => {
  const base = {
    viewerOid: 'v',
    creatorOid: 'c',
    recipient: false,
    purchased: false,
    deleted: false,
  }
  it('tells the writer, a buyer, a locked recipient and anyone else apart', () => {
    expect(accessOf({ ...base, viewerOid: 'c' })).toBe('creator')
    expect(accessOf({ ...base, recipient: true, purchased: true })).toBe('buyer')
    expect(accessOf({ ...base, recipient: true })).toBe('locked')
    expect(accessOf(base)).toBe('none')
  })

  it('keeps a deleted post for its buyers and the writer only', () => {
    const deleted = { ...base, recipient: true, deleted: true }
    expect(accessOf(deleted)).toBe('none')
    expect(accessOf({ ...deleted, purchased: true })).toBe('buyer')
    expect(accessOf({ ...deleted, viewerOid: 'c' })).toBe('creator')
  })
})

describe('viewContent', () => {
  const facts = {
    oid: 'p',
    creatorOid: 'c',
    text: 'secret',
    price: 5,
    media: [{ key: 'k', filetype: 'png' as const, kind: 'image' as const }],
    mediaKind: 'images' as const,
    deleted: false,
    createdAt: new Date('2026-11-18T12:00:00Z'),
  }
  it('shows a locked post by its price and media count, never its text or files', () => {
    const locked = viewContent(facts, 'locked', 'ready')
    expect(locked).toMatchObject({ locked: true, text: null, media: null, mediaCount: 1, price: 5 })
    expect(viewContent(facts, 'buyer', 'ready')).toMatchObject({
      locked: false,
      purchased: true,
      text: 'secret',
    })
    expect(viewContent(facts, 'creator', 'ready')).toMatchObject({ mine: true, purchased: false })
  })
})

describe('recipientSet', () => {
  it('joins the groups once each, without the writer, sorted', () => {
    expect(recipientSet('w', [['b', 'a'], ['a', 'w'], []])).toEqual(['a', 'b'])
  })
  it('refuses no one and more than 1,000', () => {
    expect(() => recipientSet('w', [['w']])).toThrow('Choose at least one user')
    const many = Array.from({ length: 1001 }, (_, n) => `u${n}`)
    expect(() => recipientSet('w', [many])).toThrow('at most 1,000')
  })
})
