import { describe, expect, it } from 'vitest'
import { chargeReturnKind } from './return-path'

const oid = '0123456789abcdef01234567'

describe('chargeReturnKind', () => {
  it('tells a chat room from a story page, with or without a language prefix', () => {
    expect(chargeReturnKind(`/story/${oid}/c/${oid}`)).toBe('chat')
    expect(chargeReturnKind(`/ko/story/${oid}/c/${oid}?x=1`)).toBe('chat')
    expect(chargeReturnKind(`/story/${oid}`)).toBe('story')
    expect(chargeReturnKind(`/jp/story/${oid}#reviews`)).toBe('story')
  })

  it('calls anything else a page', () => {
    expect(chargeReturnKind('/mypage/cart')).toBe('page')
    expect(chargeReturnKind(`/story/${oid}/canvas`)).toBe('page')
  })
})
