import { describe, expect, it } from 'vitest'
import { probeImage } from './image-probe'
import { jpegHeader, solidPng } from './testing'

describe('probeImage', () => {
  it('reads a PNG’s size from IHDR', () => {
    expect(probeImage(solidPng(3, 2, [1, 2, 3]))).toEqual({
      ok: true,
      type: 'image/png',
      width: 3,
      height: 2,
    })
  })

  it('reads a JPEG’s size from its start-of-frame, past APP segments', () => {
    expect(probeImage(jpegHeader(8192, 100))).toEqual({
      ok: true,
      type: 'image/jpeg',
      width: 8192,
      height: 100,
    })
  })

  it('refuses GIF, WebP and text by their magic bytes', () => {
    expect(probeImage(Buffer.from('GIF89a\x01\x00\x01\x00'))).toEqual({
      ok: false,
      reason: 'unsupported-type',
    })
    expect(probeImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toEqual({
      ok: false,
      reason: 'unsupported-type',
    })
    expect(probeImage(Buffer.from('<svg/>'))).toEqual({ ok: false, reason: 'unsupported-type' })
  })

  it('calls a truncated PNG or a JPEG without a frame corrupt', () => {
    expect(probeImage(solidPng(4, 4, [0, 0, 0]).subarray(0, 20))).toEqual({
      ok: false,
      reason: 'corrupt',
    })
    expect(probeImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toEqual({
      ok: false,
      reason: 'corrupt',
    })
  })
})
