import { describe, expect, it } from 'vitest'
import { EMPTY_CONTENT } from './rules'
import { contentValues } from './save'

const NOW = new Date('2030-01-01T00:00:00Z')
const FIRST = new Date('2029-01-01T00:00:00Z')

describe('contentValues', () => {
  it('stamps the first publish and keeps it afterwards', () => {
    expect(contentValues(EMPTY_CONTENT, 'published', null, null, NOW).published_at).toBe(NOW)
    expect(contentValues(EMPTY_CONTENT, 'published', null, FIRST, NOW).published_at).toBe(FIRST)
    expect(contentValues(EMPTY_CONTENT, 'unpublished', null, FIRST, NOW).published_at).toBe(FIRST)
    expect(contentValues(EMPTY_CONTENT, 'inprogress', null, null, NOW).published_at).toBeNull()
  })

  it('writes the JSON columns as text and the status after encoding', () => {
    const values = contentValues(EMPTY_CONTENT, 'encoding', 'published', null, NOW)
    expect(values).toMatchObject({
      status: 'encoding',
      status_after_encoding: 'published',
      multi_lang_title: '{}',
      discount_settings: '[]',
      collaborators: '[]',
      media_assets: '{}',
      updated_at: NOW,
    })
  })
})
