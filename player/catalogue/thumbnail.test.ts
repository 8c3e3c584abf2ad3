import { describe, expect, it } from 'vitest'
import { placeholderHue, thumbnailSource } from './thumbnail'

describe('thumbnail source', () => {
  it('accepts our assets and png, jpeg, webp or gif data URLs', () => {
    const asset = `/api/story-chat/asset/${'ab'.repeat(32)}`
    expect(thumbnailSource(asset)).toBe(asset)
    expect(thumbnailSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
  })

  it('refuses what a writer may not save', () => {
    expect(thumbnailSource('')).toBeNull()
    expect(thumbnailSource('javascript:alert(1)')).toBeNull()
    expect(thumbnailSource('data:text/html,<script>')).toBeNull()
    expect(thumbnailSource('data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E')).toBeNull()
    expect(thumbnailSource('https://cdn.example.com/a.png')).toBeNull()
    expect(thumbnailSource('//evil.example/x.png')).toBeNull()
    expect(thumbnailSource('/thumbnails/a.webp')).toBeNull()
    expect(thumbnailSource('asset-123')).toBeNull()
  })

  it('gives each story a stable placeholder hue', () => {
    expect(placeholderHue('abc')).toBe(placeholderHue('abc'))
    expect(placeholderHue('abc')).toBeGreaterThanOrEqual(0)
    expect(placeholderHue('abc')).toBeLessThan(360)
  })
})
