import { describe, expect, it } from 'vitest'
import type { ContentRow } from './access'
import { encodedPlan } from './encoding-callbacks'

const NOW = new Date('2030-01-01T00:00:00Z')
const row = (fields: Partial<ContentRow> = {}) =>
  ({
    oid: '1'.repeat(24),
    status: 'encoding',
    status_after_encoding: 'published',
    scheduled_at: null,
    published_at: null,
    media_assets: { sources: ['/api/upload/a.mp4'], subtitles: { en: '/en.vtt' } },
    ...fields,
  }) as ContentRow
const renditions = [{ kind: 'hls' as const, address: '/encoded/master.m3u8' }]

describe('encodedPlan', () => {
  it('adds the renditions, poster and subtitles to the recorded media', () => {
    const plan = encodedPlan(
      row(),
      { renditions, poster: '/p.jpg', subtitles: { ko: '/ko.vtt' } },
      NOW,
    )
    expect(plan.assets).toEqual({
      sources: ['/api/upload/a.mp4'],
      renditions,
      poster: '/p.jpg',
      subtitles: { en: '/en.vtt', ko: '/ko.vtt' },
    })
  })

  it('makes a content without media a video when its encoding made one (a rendered timeline)', () => {
    expect(encodedPlan(row({ media: 'none' }), { renditions }, NOW).media).toBe('video')
    expect(encodedPlan(row({ media: 'audio' }), { renditions }, NOW).media).toBe('audio')
    const sound = [{ kind: 'aac' as const, address: '/encoded/a.m4a' }]
    expect(encodedPlan(row({ media: 'none' }), { renditions: sound }, NOW).media).toBe('none')
  })

  it('sends an encoding content where it was headed, stamping a first publish', () => {
    expect(encodedPlan(row(), { renditions }, NOW)).toMatchObject({
      status: 'published',
      publishedAt: NOW,
    })
    const draft = row({ status_after_encoding: null })
    expect(encodedPlan(draft, { renditions }, NOW)).toMatchObject({
      status: 'inprogress',
      publishedAt: null,
    })
  })

  it('publishes a scheduled content whose time passed during the encoding, at its time', () => {
    const at = new Date('2029-12-31T00:00:00Z')
    const scheduled = row({ status_after_encoding: 'scheduled', scheduled_at: at })
    expect(encodedPlan(scheduled, { renditions }, NOW)).toMatchObject({
      status: 'published',
      publishedAt: at,
    })
    const later = row({ status_after_encoding: 'scheduled', scheduled_at: new Date('2030-02-01') })
    expect(encodedPlan(later, { renditions }, NOW).status).toBe('scheduled')
  })

  it('leaves a content that is not encoding in its status', () => {
    const published = row({ status: 'published', published_at: new Date('2029-01-01') })
    expect(encodedPlan(published, { renditions }, NOW)).toMatchObject({
      status: 'published',
      publishedAt: new Date('2029-01-01'),
    })
  })

  it('rounds the length to whole seconds, never below zero, and only when reported', () => {
    expect(encodedPlan(row(), { renditions, lengthSeconds: 61.6 }, NOW).lengthSeconds).toBe(62)
    expect(encodedPlan(row(), { renditions, lengthSeconds: -3 }, NOW).lengthSeconds).toBe(0)
    expect(encodedPlan(row(), { renditions }, NOW)).not.toHaveProperty('lengthSeconds')
  })
})
