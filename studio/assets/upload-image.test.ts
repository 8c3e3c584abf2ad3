import { describe, expect, it } from 'vitest'
import { precheckImageFile } from './upload-image'

describe('precheckImageFile', () => {
  const file = (name: string, type: string, size = 100) => ({ name, type, size })

  it('accepts jpg, jpeg and png', () => {
    expect(precheckImageFile(file('a.png', 'image/png'), 'image')).toBeNull()
    expect(precheckImageFile(file('a.JPG', 'image/jpeg'), 'thumbnail')).toBeNull()
    expect(precheckImageFile(file('a.jpeg', ''), 'image')).toBeNull()
  })

  it('refuses other types by name or by type', () => {
    expect(precheckImageFile(file('a.gif', 'image/gif'), 'image')).toBe('studioUpload.wrongType')
    expect(precheckImageFile(file('a.png', 'image/webp'), 'image')).toBe('studioUpload.wrongType')
  })

  it('refuses an empty file and one over the purpose’s ceiling', () => {
    expect(precheckImageFile(file('a.png', 'image/png', 0), 'image')).toBe('studioUpload.empty')
    expect(precheckImageFile(file('a.png', 'image/png', 9 * 1024 * 1024), 'thumbnail')).toBe(
      'studioUpload.tooLarge',
    )
    expect(precheckImageFile(file('a.png', 'image/png', 9 * 1024 * 1024), 'image')).toBeNull()
  })
})
