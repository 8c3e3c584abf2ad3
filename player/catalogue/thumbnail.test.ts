import { describe, expect, it } from 'vitest'
import { placeholderHue, thumbnailSource } from './thumbnail'

describe('thumbnail source', () => {
  it('accepts web addresses, site paths and image data URLs', () => {
    expect(thumbnailSource('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(thumbnailSource('/thumbnails/a.webp')).toBe('/thumbnails/a.webp')
    const svg = 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E'
    expect(thumbnailSource(svg)).toBe(svg)
    expect(thumbnailSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
  })

  it('refuses what it cannot show safely', () => {
    expect(thumbnailSource('')).toBeNull()
    expect(thumbnailSource('javascript:alert(1)')).toBeNull()
    expect(thumbnailSource('data:text/html,<script>')).toBeNull()
    expect(thumbnailSource('//evil.example/x.png')).toBeNull()
    expect(thumbnailSource('asset-123')).toBeNull()
  })

  it('gives each story a stable placeholder hue', () => {
    expect(placeholderHue('abc')).toBe(placeholderHue('abc'))
    expect(placeholderHue('abc')).toBeGreaterThanOrEqual(0)
    expect(placeholderHue('abc')).toBeLessThan(360)
  })
})
