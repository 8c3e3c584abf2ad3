import { describe, expect, it } from 'vitest'
import type { LiveDonation } from '../../../platform/live/donations/contract'
import {
  type AlertQueue,
  advance,
  alertOf,
  cohostAlertOf,
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

  describe('co-host lines', () => {
    const line = (messageId: string, donationOid: string | null, voice: string | null = null) => ({
      messageId,
      donationOid,
      characterName: 'Mira',
      content: `Thanks! (${messageId})`,
      voice,
    })
    const order = (start: AlertQueue) => {
      let queue = start
      const shown: string[] = []
      while (queue.current) {
        shown.push(queue.current.oid)
        queue = advance(queue)
      }
      return shown
    }

    it('comes right after the alert it answers, showing it, before alerts queued meanwhile', () => {
      let queue = enqueue(enqueue(emptyQueue, alert('a')), alert('b'))
      const answer = cohostAlertOf(line('7', 'a', 'en-us'), queue, new Map())
      expect(answer).toMatchObject({
        oid: 'cohost:7',
        kind: 'cohost',
        name: 'Mira',
        content: 'Thanks! (7)',
        useTts: true,
        cohost: { messageId: '7', voice: 'en-us', answers: { oid: 'a', coin: 10 } },
      })
      queue = enqueue(queue, answer)
      // The answer to b, waiting, goes after b.
      queue = enqueue(queue, cohostAlertOf(line('8', 'b'), queue, new Map()))
      expect(order(queue)).toEqual(['a', 'cohost:7', 'b', 'cohost:8'])
    })

    it('plays once per message id, however often the event comes', () => {
      let queue = enqueue(emptyQueue, alert('a'))
      for (let round = 0; round < 3; round += 1)
        queue = enqueue(queue, cohostAlertOf(line('7', 'a'), queue, new Map()))
      expect(order(queue)).toEqual(['a', 'cohost:7'])
      // After it played, the same line again is not shown.
      const after = enqueue(
        advance(advance(queue)),
        cohostAlertOf(line('7', 'a'), queue, new Map()),
      )
      expect(after.current).toBeNull()
    })

    it('shows alone when it answers no donation, with the donation of the history when that passed', () => {
      const alone = cohostAlertOf(line('9', null), emptyQueue, new Map())
      expect(alone.cohost?.answers).toBeNull()
      expect(alone.useTts).toBe(false)
      const history = new Map([
        [
          'gone',
          { oid: 'gone', coin: 30, content: 'hi', donationType: 'text' } as unknown as LiveDonation,
        ],
      ])
      const late = cohostAlertOf(line('10', 'gone'), emptyQueue, history)
      expect(late.cohost?.answers).toMatchObject({ oid: 'gone', coin: 30 })
      expect(enqueue(emptyQueue, late).current?.oid).toBe('cohost:10')
    })

    it('answers a mission’s latest status alert', () => {
      const mission = alertOf('mission', {
        oid: 'm1',
        status: 'accepted',
        coin: 100,
      }) as OverlayAlert
      let queue = enqueue(enqueue(emptyQueue, alert('x')), mission)
      queue = enqueue(queue, cohostAlertOf(line('11', 'm1'), queue, new Map()))
      queue = enqueue(queue, alert('y'))
      expect(order(queue)).toEqual(['x', 'm1:accepted', 'cohost:11', 'y'])
    })

    it('a stop for the answered kind stops its answer too', () => {
      const queue = enqueue(
        emptyQueue,
        cohostAlertOf(
          line('12', 'gone'),
          emptyQueue,
          new Map([
            [
              'gone',
              {
                oid: 'gone',
                coin: 30,
                content: '',
                donationType: 'roulette',
              } as unknown as LiveDonation,
            ],
          ]),
        ),
      )
      expect(stop(queue, 'roulette', true).current).toBeNull()
    })
  })
})
