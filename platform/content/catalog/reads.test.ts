import { describe, expect, it } from 'vitest'
import type { SessionUser } from '../../http'
import { NOTHING_HIDDEN } from '../hidden'
import type { ContentRow } from './access'
import type { ContentView } from './contract'
import { bulkViews, inAskedOrder } from './reads'

const CREATOR = 'c'.repeat(24)
const READER: SessionUser = {
  oid: 'f'.repeat(24),
  nickname: 'Reader',
  roles: ['user'],
  language: 'en',
  isAdult: false,
}
const row = (oid: string, fields: Partial<ContentRow> = {}) =>
  ({
    oid,
    creator_oid: CREATOR,
    status: 'published',
    visibility: 'public',
    adult: false,
    price: 0,
    viewable_tiers: [],
    viewable_without_sub: true,
    free_tier: false,
    hashtags: ['sea'],
    collaborators: [],
    ...fields,
  }) as ContentRow
/** A view carrying the private fields the bulk read strips unless asked. */
const view = (content: ContentRow, access: { canView: boolean }) =>
  ({
    contentOid: content.oid,
    creatorOid: content.creator_oid,
    canView: access.canView,
    discountCodeSettings: [],
    encodingError: null,
  }) as unknown as ContentView
const seen = { blind: [], hidden: NOTHING_HIDDEN, entitlements: new Map(), view }

describe('bulkViews', () => {
  it('keeps what the viewer may see, of the status asked', () => {
    const rows = [row('1'), row('2', { status: 'unpublished' }), row('3', { status: 'deleted' })]
    expect(bulkViews(READER, rows, {}, seen).map((item) => item.contentOid)).toEqual(['1'])
    const asked = bulkViews(null, [row('1'), row('4')], { status: 'unpublished' }, seen)
    expect(asked).toEqual([])
  })

  it('leaves out others’ contents the viewer blocked, never the viewer’s own', () => {
    const hidden = { ...NOTHING_HIDDEN, userOids: [CREATOR] }
    const own = row('5', { creator_oid: READER.oid })
    const views = bulkViews(READER, [row('1'), own], {}, { ...seen, hidden })
    expect(views.map((item) => item.contentOid)).toEqual(['5'])
  })

  it('strips private fields unless asked for them', () => {
    const [plain] = bulkViews(READER, [row('1')], {}, seen)
    expect(plain).not.toHaveProperty('discountCodeSettings')
    expect(plain).not.toHaveProperty('encodingError')
    const [full] = bulkViews(READER, [row('1')], { privateFields: true }, seen)
    expect(full).toHaveProperty('discountCodeSettings')
  })

  it('decides access with the entitlement found for the row', () => {
    const paid = row('6', { price: 10, viewable_without_sub: false })
    expect(bulkViews(READER, [paid], {}, seen)[0]?.canView).toBe(false)
    const entitlements = new Map([['6', 'purchased' as const]])
    expect(bulkViews(READER, [paid], {}, { ...seen, entitlements })[0]?.canView).toBe(true)
  })
})

describe('inAskedOrder', () => {
  it('answers in the order asked, without the ids not found', () => {
    const views = ['b', 'a'].map((oid) => ({ contentOid: oid }) as ContentView)
    expect(Object.keys(inAskedOrder(['a', 'x', 'b'], views))).toEqual(['a', 'b'])
  })
})
