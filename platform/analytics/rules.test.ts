import { describe, expect, it } from 'vitest'
import {
  fnv1a,
  indexedFields,
  MAX_PROPERTIES_BYTES,
  monthPartition,
  monthsAhead,
  recordsClientId,
  tooLarge,
  trackBody,
} from './rules'

const USER = '65a1b2c3d4e5f6a7b8c9d0e1'

describe('recordsClientId', () => {
  it('keeps the client id of about 95% of logged-in loads, the same answer every time', () => {
    const loads = Array.from({ length: 20_000 }, (_, i) => `load-${i}`)
    const kept = loads.filter((loadKey) =>
      recordsClientId({ seed: 's', userOid: USER, clientId: 'GA1.1.1', loadKey }),
    ).length
    expect(kept / loads.length).toBeGreaterThan(0.94)
    expect(kept / loads.length).toBeLessThan(0.96)
    const again = loads.filter((loadKey) =>
      recordsClientId({ seed: 's', userOid: USER, clientId: 'GA1.1.1', loadKey }),
    ).length
    expect(again).toBe(kept)
  })

  it('never keeps a guest’s client id, nor one that was not sent', () => {
    expect(recordsClientId({ seed: 's', userOid: null, clientId: 'GA1', loadKey: 'x' })).toBe(false)
    expect(recordsClientId({ seed: 's', userOid: USER, clientId: null, loadKey: 'x' })).toBe(false)
  })

  it('is a pure hash: FNV-1a of the seeded key', () => {
    expect(fnv1a('')).toBe(0x811c9dc5)
    expect(fnv1a('a')).toBe(0xe40c292c)
  })
})

describe('bounds', () => {
  it('refuses properties over 4096 bytes as UTF-8 JSON or over 50 keys', () => {
    expect(tooLarge({ text: 'x'.repeat(MAX_PROPERTIES_BYTES - 20) })).toBeNull()
    expect(tooLarge({ text: 'x'.repeat(MAX_PROPERTIES_BYTES) })).toBe('bytes')
    // Korean is three bytes a character: the bound is bytes, not characters.
    expect(tooLarge({ text: '가'.repeat(1400) })).toBe('bytes')
    expect(tooLarge(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 1])))).toBe(
      'keys',
    )
  })

  it('takes an event name of safe characters and an object of properties', () => {
    expect(trackBody.parse({ event: 'page_view' })).toEqual({ event: 'page_view', properties: {} })
    expect(trackBody.safeParse({ event: '' }).success).toBe(false)
    expect(trackBody.safeParse({ event: 'x'.repeat(65) }).success).toBe(false)
    expect(trackBody.safeParse({ event: '<script>' }).success).toBe(false)
    expect(trackBody.safeParse({ event: 'a', properties: [1] }).success).toBe(false)
  })

  it('keeps path, content and load id in columns only when well-formed', () => {
    expect(indexedFields({ path: '/play/x', contentOid: USER, loadId: 'l1' })).toEqual({
      path: '/play/x',
      contentOid: USER,
      loadId: 'l1',
    })
    expect(indexedFields({ path: 3, contentOid: 'nope', loadId: 'x'.repeat(65) })).toEqual({
      path: null,
      contentOid: null,
      loadId: null,
    })
  })
})

describe('month partitions', () => {
  it('names a month by its UTC year and month, bounded by its first days', () => {
    expect(monthPartition(new Date('2026-12-31T23:59:59Z'))).toEqual({
      name: 'analytics_events_2026_12',
      from: '2026-12-01',
      to: '2027-01-01',
    })
    expect(monthsAhead(new Date('2026-11-15T00:00:00Z'), 3).map((m) => m.name)).toEqual([
      'analytics_events_2026_11',
      'analytics_events_2026_12',
      'analytics_events_2027_01',
    ])
  })
})
