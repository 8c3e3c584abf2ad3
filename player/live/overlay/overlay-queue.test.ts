import { describe, expect, it } from 'vitest'
import type { LiveDonation } from '../../../platform/live/donations/contract'
import {
  advance,
  alertOf,
  emptyQueue,
  enqueue,
  type OverlayAlert,
  replayOf,
  stop,
} from './overlay-queue'

const alert = (oid: string, extra: Partial<OverlayAlert> = {}): OverlayAlert => ({
  ...(alertOf('donation', { oid, coin: 10, content: oid, donationType: 'text' }) as OverlayAlert),
  ...extra,
})

describe('overlay alert queue', () => {
  it('shows one alert at a time, in arrival order, each oid once', () => {
    let queue = enqueue(emptyQueue, alert('a'))
    queue = enqueue(queue, alert('b'))
    queue = enqueue(queue, alert('a'))
    expect(queue.current?.oid).toBe('a')
    expect(queue.waiting.map((x) => x.oid)).toEqual(['b'])
    queue = advance(queue)
    expect(queue.current?.oid).toBe('b')
    expect(advance(queue).current).toBeNull()
  })

  it('a replay shows again even though it was seen', () => {
    const queue = advance(enqueue(emptyQueue, alert('a')))
    expect(enqueue(queue, alert('a', { isReplay: true })).current?.oid).toBe('a')
  })

  it('donationStop without autoPlay holds the queue until a stop with autoPlay', () => {
    let queue = enqueue(enqueue(emptyQueue, alert('a')), alert('b'))
    queue = stop(queue, 'all', false)
    expect(queue.current).toBeNull()
    queue = enqueue(queue, alert('c'))
    expect(queue.current).toBeNull()
    queue = stop(queue, 'all', true)
    expect(queue.current?.oid).toBe('b')
  })

  it('a stop for another type leaves the current alert playing', () => {
    const queue = stop(enqueue(emptyQueue, alert('a')), 'roulette', true)
    expect(queue.current?.oid).toBe('a')
  })

  it('reads a hidden name as no name and a roulette result', () => {
    const read = alertOf('donation', {
      oid: 'r',
      coin: 50,
      donationType: 'roulette',
      optionName: 'Sing a song',
      isHiddenName: true,
      nickname: 'Mina',
    })
    expect(read).toMatchObject({ name: null, optionName: 'Sing a song', donationType: 'roulette' })
    expect(alertOf('donation', { coin: 1 })).toBeNull()
  })

  it('the overlay’s own view count replays nothing; the studio’s plays the alert once more', () => {
    const donation = { oid: 'a', coin: 10, content: 'hi', donationType: 'text', useTts: true }
    const history = new Map([['a', donation as unknown as LiveDonation]])
    // The alert on screen counts its view: the event it causes must not queue it again.
    let queue = enqueue(emptyQueue, alert('a', { useTts: true }))
    const own = replayOf({ oid: 'a', views: 1, playedBy: 'overlay' }, history)
    expect(own).toBeNull()
    queue = advance(queue)
    expect(queue.current).toBeNull()
    const asked = replayOf({ oid: 'a', views: 2, playedBy: 'studio' }, history)
    expect(asked).toMatchObject({ oid: 'a', isReplay: true, useTts: true })
    expect(enqueue(queue, asked as OverlayAlert).current?.oid).toBe('a')
    expect(replayOf({ oid: 'unknown', views: 1, playedBy: 'studio' }, history)).toBeNull()
  })

  it('shows a mission when proposed, accepted, succeeded or failed: each status once', () => {
    const mission = (status: string, coin = 100) =>
      alertOf('mission', { oid: 'm1', status, coin, content: 'Paint it', nickname: 'Mina' })
    expect(mission('pending')).toMatchObject({ oid: 'm1:pending', missionStatus: 'pending' })
    expect(mission('rejected')).toBeNull()
    expect(mission('pending-timeout')).toBeNull()
    let queue = enqueue(emptyQueue, mission('pending') as OverlayAlert)
    // A top-up republishes the pending mission: not a second alert.
    queue = enqueue(queue, mission('pending', 120) as OverlayAlert)
    queue = enqueue(queue, mission('accepted', 120) as OverlayAlert)
    queue = enqueue(queue, mission('success', 120) as OverlayAlert)
    const shown: string[] = []
    while (queue.current) {
      shown.push(queue.current.oid)
      queue = advance(queue)
    }
    expect(shown).toEqual(['m1:pending', 'm1:accepted', 'm1:success'])
  })
})
