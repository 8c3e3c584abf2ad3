import { describe, expect, it } from 'vitest'
import type { DonationOptions } from '../contract'
import { DEFAULT_MISSION_SETTINGS } from './contract'
import {
  type MissionRow,
  maskedFrom,
  mayMove,
  missionSettings,
  timeoutOf,
  toMission,
} from './rules'

describe('maskedFrom', () => {
  it('takes a stored task as the raw one with banned words masked', () => {
    expect(maskedFrom('say ***', 'say bad')).toBe(true)
    expect(maskedFrom('say bad', 'say bad')).toBe(true)
  })
  it('refuses another task or another length', () => {
    expect(maskedFrom('say ***', 'say good')).toBe(false)
    expect(maskedFrom('sing bad', 'say bad')).toBe(false)
  })
})

describe('mayMove', () => {
  const creator = { isCreator: true, isViewer: false }
  const viewer = { isCreator: false, isViewer: true }
  const stranger = { isCreator: false, isViewer: false }
  it('lets the creator accept and reject, the viewer cancel', () => {
    expect(mayMove('accepted', creator)).toBe(true)
    expect(mayMove('accepted', viewer)).toBe(false)
    expect(mayMove('rejected', creator)).toBe(true)
    expect(mayMove('cancelled', viewer)).toBe(true)
    expect(mayMove('cancelled', creator)).toBe(false)
  })
  it('lets either end an accepted mission, and nobody else', () => {
    expect(mayMove('success', viewer)).toBe(true)
    expect(mayMove('failed', creator)).toBe(true)
    expect(mayMove('failed', stranger)).toBe(false)
  })
})

describe('timeoutOf', () => {
  it('ends a pending mission with pending-timeout, an accepted one with accepted-timeout', () => {
    expect(timeoutOf('pending')).toBe('pending-timeout')
    expect(timeoutOf('accepted')).toBe('accepted-timeout')
  })
})

describe('missionSettings', () => {
  it('fills what the streamer did not set from the defaults', () => {
    const options = { mission: { minimumEntryFee: 50 } } as unknown as DonationOptions
    expect(missionSettings(options)).toEqual({ ...DEFAULT_MISSION_SETTINGS, minimumEntryFee: 50 })
    expect(missionSettings({} as DonationOptions)).toEqual(DEFAULT_MISSION_SETTINGS)
  })
})

describe('toMission', () => {
  const row = {
    oid: 'm'.repeat(24),
    creator_oid: 'c'.repeat(24),
    user_oid: 'u'.repeat(24),
    user_nickname: 'Viewer',
    is_hidden_name: false,
    content: 'sing',
    status: 'pending',
    coin: 100,
    creator_coin: 0,
    time_limit: 600,
    pending_time_limit: 300,
    data_origin: 'web',
    create_time: new Date('2026-01-01T00:00:00Z'),
    start_time: null,
    end_time: null,
  } as unknown as MissionRow
  it('names the viewer of a mission with a shown name', () => {
    expect(toMission(row)).toMatchObject({
      userId: 'u'.repeat(24),
      nickname: 'Viewer',
      startTime: null,
    })
  })
  it('names nobody for a hidden name', () => {
    expect(toMission({ ...row, is_hidden_name: true })).toMatchObject({
      userId: '',
      nickname: null,
    })
  })
})
