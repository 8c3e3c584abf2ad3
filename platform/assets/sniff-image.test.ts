import { describe, expect, it } from 'vitest'
import { sniffImageType } from './sniff-image'
import { jpegHeader, solidPng } from './testing'

describe('sniffImageType', () => {
  it('knows png, jpeg, gif and webp by their first bytes', () => {
    expect(sniffImageType(solidPng(2, 2, [0, 0, 0]))).toBe('image/png')
    expect(sniffImageType(jpegHeader(2, 2))).toBe('image/jpeg')
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBe('image/gif')
    expect(sniffImageType(Buffer.from('RIFF\x04\0\0\0WEBPVP8 '))).toBe('image/webp')
  })

  it('refuses anything a browser could run or render as a document', () => {
    for (const text of ['<script>alert(1)</script>', '<svg onload=alert(1)>', '', 'GIF8', 'RIFF']) {
      expect(sniffImageType(Buffer.from(text))).toBeNull()
    }
  })
})
