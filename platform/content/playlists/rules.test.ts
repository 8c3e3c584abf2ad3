import { describe, expect, it } from 'vitest'
import { MAX_PLAYLIST_ITEMS, planAdd, planOrder, saveBody } from './rules'

const item = (contentOid: string, position: number) => ({ contentOid, position })

describe('planAdd', () => {
  it('appends after the highest position, even with gaps left by removals', () => {
    expect(planAdd([item('a', 1), item('b', 4)], 'c')).toEqual({ kind: 'append', position: 5 })
    expect(planAdd([], 'a')).toEqual({ kind: 'append', position: 1 })
  })

  it('leaves a content already in the playlist where it is', () => {
    expect(planAdd([item('a', 1)], 'a')).toEqual({ kind: 'present' })
  })

  it('refuses a full playlist, but not a repeat of a content it holds', () => {
    const full = Array.from({ length: MAX_PLAYLIST_ITEMS }, (_, i) => item(`c${i}`, i + 1))
    expect(planAdd(full, 'new')).toEqual({ kind: 'full' })
    expect(planAdd(full, 'c3')).toEqual({ kind: 'present' })
  })
})

describe('planOrder', () => {
  it('numbers the new order from 1', () => {
    expect(planOrder(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual({
      ok: true,
      positions: [item('c', 1), item('a', 2), item('b', 3)],
    })
  })

  it('refuses an order made from a stale copy: missing, extra or repeated contents', () => {
    expect(planOrder(['a', 'b', 'c'], ['a', 'b'])).toEqual({ ok: false, reason: 'mismatch' })
    expect(planOrder(['a', 'b'], ['a', 'b', 'x'])).toEqual({ ok: false, reason: 'mismatch' })
    expect(planOrder(['a', 'b'], ['a', 'x'])).toEqual({ ok: false, reason: 'mismatch' })
    expect(planOrder(['a', 'b'], ['a', 'a'])).toEqual({ ok: false, reason: 'duplicate' })
  })
})

describe('saveBody', () => {
  it('trims a name and refuses an empty, long or control-character one', () => {
    expect(saveBody.parse({ name: '  Night drive ' }).name).toBe('Night drive')
    expect(saveBody.safeParse({ name: '   ' }).success).toBe(false)
    expect(saveBody.safeParse({ name: 'x'.repeat(61) }).success).toBe(false)
    expect(saveBody.safeParse({ name: 'a\u0007b' }).success).toBe(false)
    expect(saveBody.parse({ name: '밤의 드라이브', isPublic: true })).toEqual({
      name: '밤의 드라이브',
      isPublic: true,
    })
  })
})
