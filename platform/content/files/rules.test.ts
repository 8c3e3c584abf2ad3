import { describe, expect, it } from 'vitest'
import { DOWNLOAD_TYPES } from '../../uploads/rules'
import { FILE_CONTENT_KINDS } from './contract'
import { accessOf, contentDisposition, couponOpens, fileKindOf } from './rules'

const base = { creatorOid: 'c', price: 10, tiers: [] as string[], grant: null, subscriber: false }
const fan = { oid: 'f', admin: false }

describe('file contents rules', () => {
  it('knows the kinds creators may post', () => {
    expect(fileKindOf('Pack.ZIP')).toBe('zip')
    expect(fileKindOf('a.tar.gz')).toBeNull()
    expect(fileKindOf('script.exe')).toBeNull()
    expect(fileKindOf('noextension')).toBeNull()
  })

  it('opens a file to its creator, free files to all, paid ones to the entitled', () => {
    expect(accessOf({ ...base, viewer: { oid: 'c', admin: false } })).toBe('owner')
    expect(accessOf({ ...base, price: 0, viewer: null })).toBe('free')
    expect(accessOf({ ...base, viewer: null })).toBeNull()
    expect(accessOf({ ...base, viewer: fan })).toBeNull()
    expect(accessOf({ ...base, viewer: fan, grant: 'purchase' })).toBe('purchased')
    expect(accessOf({ ...base, viewer: fan, grant: 'coupon' })).toBe('coupon')
    expect(accessOf({ ...base, viewer: fan, subscriber: true })).toBe('subscriber')
    expect(accessOf({ ...base, viewer: { oid: 'a', admin: true } })).toBe('admin')
    // Price 0 with tiers chosen is for those tiers' subscribers only.
    expect(accessOf({ ...base, price: 0, tiers: ['gold'], viewer: fan })).toBeNull()
  })

  it('lets a coupon open its file, its channel, or any file', () => {
    const file = { oid: 'x', creatorOid: 'c' }
    expect(couponOpens({}, file)).toBe(true)
    expect(couponOpens({ fileOid: 'x' }, file)).toBe(true)
    expect(couponOpens({ fileOid: 'y' }, file)).toBe(false)
    expect(couponOpens({ creatorOid: 'c' }, file)).toBe(true)
    expect(couponOpens({ creatorOid: 'd' }, file)).toBe(false)
  })

  it('names the download in ASCII and in UTF-8', () => {
    expect(contentDisposition('브러시 "팩".zip')).toBe(
      `attachment; filename="___ ___.zip"; filename*=UTF-8''${encodeURIComponent('브러시 "팩".zip')}`,
    )
  })
})

describe('the kinds a file content may be', () => {
  it('are the kinds the uploads area takes in its `file` context, the same list in two areas', () => {
    expect([...FILE_CONTENT_KINDS]).toEqual([...DOWNLOAD_TYPES])
  })
})
