import { describe, expect, it } from 'vitest'
import type { LiveEvent } from '../../platform/live/chat/contract'
import { liveEventEffect } from './live-events'

const event = (eventName: LiveEvent['eventName'], data: object = {}) =>
  ({
    kind: 'event',
    id: '7',
    sendTime: '2026-01-01T00:00:00.000Z',
    eventName,
    isTest: false,
    data,
  }) as LiveEvent

describe('liveEventEffect', () => {
  it('reloads play when the rules apply or the stream goes on or off air', () => {
    for (const name of ['streamPermissionChanged', 'liveOn', 'liveOff'] as const) {
      expect(liveEventEffect(event(name)), name).toEqual({ kind: 'reload' })
    }
  })

  it('has the viewer’s missions read again on every mission event', () => {
    expect(liveEventEffect(event('mission', { oid: 'm1', status: 'accepted' }))).toEqual({
      kind: 'missions',
    })
    expect(liveEventEffect(event('donation', { oid: 'd1' }))).toBeNull()
  })

  it('tells the time of a scheduled change, without reloading', () => {
    const scheduleDate = '2026-01-01T00:05:00.000Z'
    expect(
      liveEventEffect(
        event('streamPermissionNotification', {
          newInvitationRules: { mode: 'signedIn', tierHashes: [], hasPassword: false },
          scheduleDate,
        }),
      ),
    ).toEqual({ kind: 'notice', changeAt: scheduleDate })
    expect(
      liveEventEffect(
        event('streamPermissionNotification', { newInvitationRules: {}, scheduleDate: 'soon' }),
      ),
    ).toBeNull()
  })

  it('leaves every other event to the chat panel', () => {
    for (const name of ['divide', 'studioSetting', 'donation', 'bannedWordsUpdate'] as const) {
      expect(liveEventEffect(event(name)), name).toBeNull()
    }
  })
})
