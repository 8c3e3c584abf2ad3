import { describe, expect, it } from 'vitest'
import { partOfUrl, publicUrl, storeAddress, storeKeyOf, storeKeyOfAddress } from './addresses'

const asset = {
  access: 'public',
  cache_version: 0,
  context: 'image',
  content_oid: null,
  lang: null,
  region: null,
  public_id: 'abc',
} as const

describe('publicUrl', () => {
  it('is null for a private asset', () => {
    expect(publicUrl({ ...asset, access: 'private' })).toBeNull()
  })
  it('names pictures by public id, with the cache version once purged', () => {
    expect(publicUrl(asset)).toBe('/api/upload/pics/abc')
    expect(publicUrl({ ...asset, cache_version: 2 })).toBe('/api/upload/pics/abc?v=2')
  })
  it("names a thumbnail by its content and language, a preview by its region ('us' unset)", () => {
    const thumbnail = { ...asset, context: 'thumbnail', content_oid: 'c1' }
    expect(publicUrl(thumbnail)).toBe('/api/upload/thumbnail/c1')
    expect(publicUrl({ ...thumbnail, lang: 'ko' })).toBe('/api/upload/thumbnail/c1_ko')
    expect(publicUrl({ ...asset, context: 'preview' })).toBe('/api/upload/preview/us/abc')
    expect(publicUrl({ ...asset, context: 'preview', region: 'jp' })).toBe(
      '/api/upload/preview/jp/abc',
    )
  })
})

describe('store addresses', () => {
  it('round-trip a store key, and refuse other addresses', () => {
    const key = storeKeyOf('private', 'owner', 'a/b.mp4')
    expect(key).toBe('private/owner/a/b.mp4')
    expect(storeKeyOfAddress(storeAddress(key))).toBe(key)
    expect(storeKeyOfAddress('/api/upload/store/')).toBeNull()
    expect(storeKeyOfAddress('/elsewhere/x')).toBeNull()
  })
})

describe('partOfUrl', () => {
  it('reads the upload and part number of a signed part address', () => {
    expect(partOfUrl('https://s3.example/key?uploadId=u1&partNumber=3')).toEqual({
      uploadId: 'u1',
      partNumber: 3,
    })
    expect(partOfUrl('/api/upload/part?uploadId=u1&partNumber=12')).toEqual({
      uploadId: 'u1',
      partNumber: 12,
    })
  })
  it('has no part number for 0, a leading zero or more than five digits', () => {
    for (const number of ['0', '01', '123456', 'x', ''])
      expect(partOfUrl(`/part?uploadId=u&partNumber=${number}`).partNumber).toBeNull()
  })
})
