import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ServedAd } from '../../../platform/live/ads/contract'
import { type AdMoment, foldAdMoment, skipCountdown, startProgress } from './ad-progress'

const ad: ServedAd = {
  oid: 'a'.repeat(24),
  title: 'Ad',
  mediaUrl: '/ad.mp4',
  clickUrl: 'https://example.com',
  skipAfterSeconds: 5,
  thresholdSeconds: 10,
}

function play(moments: AdMoment[], which = ad) {
  let progress = startProgress()
  const sent: string[] = []
  for (const moment of moments) {
    const step = foldAdMoment(which, progress, moment)
    progress = step.progress
    sent.push(...step.send)
  }
  return { progress, sent }
}

describe('ad counters from playback', () => {
  it('counts show, threshold and complete in the order they happen', () => {
    const { sent, progress } = play([
      { kind: 'playing' },
      { kind: 'time', seconds: 4 },
      { kind: 'time', seconds: 10.2 },
      { kind: 'playing' },
      { kind: 'ended' },
    ])
    expect(sent).toEqual(['show', 'threshold-reached', 'complete'])
    expect(progress.done).toBe(true)
  })

  it('refuses a skip before its time, and counts it after', () => {
    const early = play([{ kind: 'playing' }, { kind: 'time', seconds: 3 }, { kind: 'skip' }])
    expect(early.sent).toEqual(['show'])
    expect(early.progress.done).toBe(false)
    expect(skipCountdown(ad, early.progress)).toBe(2)
    const later = play([{ kind: 'playing' }, { kind: 'time', seconds: 5 }, { kind: 'skip' }])
    expect(later.sent).toEqual(['show', 'skip'])
  })

  it('an ad shorter than its threshold reaches it at its end', () => {
    expect(play([{ kind: 'playing' }, { kind: 'ended' }]).sent).toEqual([
      'show',
      'threshold-reached',
      'complete',
    ])
  })

  it('never sends a counter twice nor anything after the end', () => {
    const moment = fc.oneof(
      fc.constant<AdMoment>({ kind: 'playing' }),
      fc.constant<AdMoment>({ kind: 'ended' }),
      fc.constant<AdMoment>({ kind: 'skip' }),
      fc.constant<AdMoment>({ kind: 'click' }),
      fc
        .double({ min: 0, max: 30, noNaN: true })
        .map((seconds): AdMoment => ({ kind: 'time', seconds })),
    )
    let ended = 0
    fc.assert(
      fc.property(fc.array(moment, { maxLength: 40 }), (moments) => {
        const { sent } = play(moments)
        expect(new Set(sent).size).toBe(sent.length)
        const end = sent.findIndex((event) => event === 'complete' || event === 'skip')
        if (end >= 0) ended += 1
        // Nothing after the end (an ad that did not end has nothing after it either).
        expect(sent.slice(end < 0 ? sent.length : end + 1)).toEqual([])
        expect(sent.includes('complete') && sent.includes('skip')).toBe(false)
      }),
    )
    // The fixed seed plays ads to their end.
    expect(ended).toBeGreaterThan(0)
  })
})
