import { describe, expect, it } from 'vitest'
import { jpegHeader, solidPng } from '../assets/testing'
import { cleanEmoticonName, judgeEmoticonUpload } from './upload-rules'
import { requiredUseLevel, viewerUseLevel } from './use-level'

const gif = (width: number, height: number) =>
  new Uint8Array([
    ...Buffer.from('GIF87a'),
    width & 0xff,
    width >> 8,
    height & 0xff,
    height >> 8,
    0,
    0,
    0,
  ])

describe('judgeEmoticonUpload', () => {
  it('accepts 56×56 png, jpg and gif by their bytes', () => {
    expect(judgeEmoticonUpload(solidPng(56, 56, [1, 2, 3]), 'image/png', 'a')).toMatchObject({
      ok: true,
      type: 'png',
    })
    expect(judgeEmoticonUpload(jpegHeader(56, 56), 'image/jpeg', 'b')).toMatchObject({
      ok: true,
      type: 'jpg',
    })
    expect(judgeEmoticonUpload(gif(56, 56), '', 'c')).toMatchObject({ ok: true, type: 'gif' })
  })

  it('names the first rule broken', () => {
    expect(judgeEmoticonUpload(solidPng(56, 56, [0, 0, 0]), 'image/png', ' : ')).toMatchObject({
      reason: 'name',
    })
    expect(judgeEmoticonUpload(new Uint8Array(50 * 1024 + 1), 'image/png', 'x')).toMatchObject({
      reason: 'too-large',
    })
    expect(judgeEmoticonUpload(gif(56, 55), 'image/gif', 'x')).toMatchObject({
      reason: 'dimensions',
      height: 55,
    })
    expect(judgeEmoticonUpload(gif(56, 56), 'image/png', 'x')).toMatchObject({ reason: 'not-png' })
    expect(judgeEmoticonUpload(new Uint8Array([1, 2, 3]), 'image/webp', 'x')).toMatchObject({
      reason: 'type',
    })
    expect(
      judgeEmoticonUpload(new Uint8Array([71, 73, 70, 56, 57, 97]), 'image/gif', 'x'),
    ).toMatchObject({
      reason: 'corrupt',
    })
  })

  it('removes colons and extra spaces from names, 30 characters at most', () => {
    expect(cleanEmoticonName(':happy  cat:')).toBe('happy cat')
    expect(cleanEmoticonName('x'.repeat(40))).toHaveLength(30)
  })
})

describe('use levels', () => {
  const viewer = { oid: 'v', roles: ['user'] }
  it('is the tier position + 1, none when not subscribed, highest for the privileged', () => {
    expect(viewerUseLevel(viewer, 'c', null)).toBe(0)
    expect(viewerUseLevel(viewer, 'c', 2)).toBe(3)
    expect(viewerUseLevel(null, 'c', null)).toBe(0)
    expect(viewerUseLevel({ oid: 'c', roles: ['user', 'creator'] }, 'c', null)).toBeGreaterThan(
      1000,
    )
    expect(viewerUseLevel({ oid: 'm', roles: ['channelManager'] }, 'c', null)).toBeGreaterThan(1000)
  })

  it("follows a tier group's current position, else its stored level", () => {
    const positions = new Map([['t1', 0]])
    expect(requiredUseLevel({ type: 'free', tierHash: null, useLevel: 5 }, positions)).toBe(0)
    expect(requiredUseLevel({ type: 'tier', tierHash: 't1', useLevel: 9 }, positions)).toBe(1)
    expect(requiredUseLevel({ type: 'tier', tierHash: 'gone', useLevel: 4 }, positions)).toBe(4)
  })
})
