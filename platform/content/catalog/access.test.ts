import { describe, expect, it } from 'vitest'
import type { Role, SessionUser } from '../../http'
import {
  type ContentRow,
  canManage,
  decideCanView,
  hasBlindTag,
  isCollaborator,
  isOpen,
  isVisible,
  needsEntitlement,
} from './access'

const CREATOR = 'c'.repeat(24)
const viewer = (oid: string, options: { roles?: Role[]; adult?: boolean } = {}): SessionUser => ({
  oid,
  nickname: 'Someone',
  roles: ['user', ...(options.roles ?? [])],
  language: 'en',
  isAdult: options.adult ?? false,
})
const creator = viewer(CREATOR)
const admin = viewer('d'.repeat(24), { roles: ['admin'] })
const collaborator = viewer('e'.repeat(24))
const reader = viewer('f'.repeat(24))
const adultReader = viewer('9'.repeat(24), { adult: true })

/** A published, public, paid content (the fields the decisions read). */
const row = (fields: Partial<ContentRow> = {}) =>
  ({
    oid: '1'.repeat(24),
    creator_oid: CREATOR,
    status: 'published',
    visibility: 'public',
    adult: false,
    price: 10,
    viewable_tiers: [],
    viewable_without_sub: false,
    free_tier: false,
    hashtags: ['Sea', 'Harbour'],
    collaborators: [
      { userOid: 'b'.repeat(24), share: 5 },
      { userOid: collaborator.oid, share: 10 },
    ],
    ...fields,
  }) as ContentRow

describe('content access decisions', () => {
  it('manages: the creator and admins only', () => {
    expect(canManage(creator, row())).toBe(true)
    expect(canManage(admin, row())).toBe(true)
    expect(canManage(collaborator, row())).toBe(false)
    expect(canManage(reader, row())).toBe(false)
    expect(canManage(null, row())).toBe(false)
    expect(isCollaborator(collaborator, row())).toBe(true)
    expect(isCollaborator(reader, row())).toBe(false)
    expect(isCollaborator(null, row())).toBe(false)
  })

  it('blind tags hide by tag, whatever the case; none hides nothing', () => {
    expect(hasBlindTag(row(), [])).toBe(false)
    expect(hasBlindTag(row(), ['sEA'])).toBe(true)
    expect(hasBlindTag(row(), ['harbour', 'sky'])).toBe(true)
    expect(hasBlindTag(row(), ['sky'])).toBe(false)
  })

  it('open to all: viewable without a subscription, the free tier, or no price and no tier', () => {
    expect(isOpen(row())).toBe(false)
    expect(isOpen(row({ viewable_without_sub: true }))).toBe(true)
    expect(isOpen(row({ free_tier: true }))).toBe(true)
    expect(isOpen(row({ price: 0 }))).toBe(true)
    expect(isOpen(row({ price: 0, viewable_tiers: ['gold'] }))).toBe(false)
  })

  it('asks for an entitlement only for a reader who could hold one', () => {
    expect(needsEntitlement(null, row())).toBe(false)
    expect(needsEntitlement(creator, row())).toBe(false)
    expect(needsEntitlement(admin, row())).toBe(false)
    expect(needsEntitlement(collaborator, row())).toBe(false)
    expect(needsEntitlement(reader, row())).toBe(true)
    expect(needsEntitlement(reader, row({ price: 0 }))).toBe(false)
    expect(needsEntitlement(reader, row({ price: 0, visibility: 'private' }))).toBe(true)
    // Adult content the reader cannot open anyway: nothing to look up.
    expect(needsEntitlement(reader, row({ adult: true }))).toBe(false)
    expect(needsEntitlement(adultReader, row({ adult: true }))).toBe(true)
  })

  it('shows drafts and deleted contents to their makers, private ones to buyers, blind-tagged to none', () => {
    const visible = (
      who: SessionUser | null,
      fields: Partial<ContentRow>,
      entitlement: 'purchased' | 'subscriber' | null = null,
      blind: string[] = [],
      includeDeleted = false,
    ) => isVisible(who, row(fields), blind, entitlement, { includeDeleted })
    expect(visible(reader, {})).toBe(true)
    expect(visible(null, {})).toBe(true)
    expect(visible(reader, { status: 'unpublished' })).toBe(false)
    expect(visible(creator, { status: 'unpublished' })).toBe(true)
    expect(visible(admin, { status: 'unpublished' })).toBe(true)
    expect(visible(creator, { status: 'deleted' })).toBe(false)
    expect(visible(creator, { status: 'deleted' }, null, [], true)).toBe(true)
    expect(visible(reader, { status: 'deleted' }, 'purchased', [], true)).toBe(false)
    expect(visible(admin, { status: 'deleted' })).toBe(true)
    expect(visible(reader, {}, null, ['sea'])).toBe(false)
    expect(visible(creator, {}, null, ['sea'])).toBe(true)
    expect(visible(admin, {}, null, ['sea'])).toBe(true)
    expect(visible(reader, { visibility: 'private' })).toBe(false)
    expect(visible(reader, { visibility: 'private' }, 'subscriber')).toBe(false)
    expect(visible(reader, { visibility: 'private' }, 'purchased')).toBe(true)
    expect(visible(collaborator, { visibility: 'private' })).toBe(true)
    expect(visible(creator, { visibility: 'private' })).toBe(true)
  })

  it('decides who may view, and why, in order', () => {
    const decide = (
      who: SessionUser | null,
      fields: Partial<ContentRow> = {},
      entitlement: 'purchased' | 'subscriber' | null = null,
    ) => decideCanView(who, row(fields), entitlement)
    expect(decide(creator, { adult: true })).toEqual({ canView: true, reason: 'owner' })
    expect(decide(admin, { adult: true })).toEqual({ canView: true, reason: 'admin' })
    expect(decide(collaborator, { adult: true })).toEqual({
      canView: true,
      reason: 'collaborator',
    })
    expect(decide(reader, { adult: true, price: 0 })).toEqual({
      canView: false,
      reason: 'adult-gated',
    })
    expect(decide(null, { adult: true, price: 0 })).toEqual({
      canView: false,
      reason: 'adult-gated',
    })
    expect(decide(adultReader, { adult: true, price: 0 })).toEqual({
      canView: true,
      reason: 'free',
    })
    expect(decide(reader, { free_tier: true })).toEqual({ canView: true, reason: 'free' })
    expect(decide(reader, {}, 'purchased')).toEqual({ canView: true, reason: 'purchased' })
    expect(decide(reader, { price: 0, viewable_tiers: ['gold'] }, 'subscriber')).toEqual({
      canView: true,
      reason: 'subscriber',
    })
    expect(decide(reader, { price: 0, viewable_tiers: ['gold'] })).toEqual({
      canView: false,
      reason: 'subscriber-only',
    })
    expect(decide(reader)).toEqual({ canView: false, reason: 'paid' })
    expect(decide(null)).toEqual({ canView: false, reason: 'paid' })
  })
})
