import { describe, expect, it } from 'vitest'
import { matchCreatorRoute } from '../creator-paths'
import {
  addBannedWord,
  delayMinutes,
  fromLocalInput,
  isThumbnailUrl,
  parseTags,
  type SettingsDraft,
  settingsProblems,
  takeToolKey,
  ticketChanged,
  ticketPrice,
  toLocalInput,
  userOidFrom,
} from './live-rules'

const draft = (patch: Partial<SettingsDraft> = {}): SettingsDraft => ({
  title: 'Painting a harbour at night',
  info: '',
  tags: '#art watercolor',
  isAdultContent: false,
  thumbnail: 'https://cdn.example.com/thumb.png',
  date: '2026-11-26T20:00',
  entry: 'everyone',
  tierHashes: [],
  sellTicket: false,
  ticketPrice: '',
  password: 'keep',
  newPassword: '',
  passwordRepeat: '',
  delayMinutes: '',
  ...patch,
})

describe('live studio paths', () => {
  it('finds the own studio and a named creator’s studio', () => {
    expect(matchCreatorRoute('/studio2/creator/live')).toEqual({ page: 'section', section: 'live' })
    expect(matchCreatorRoute('/ko/studio2/creator/live/night-painter')).toEqual({
      page: 'live',
      ref: 'night-painter',
    })
    expect(matchCreatorRoute('/studio2/creator/live/abc/extra')).toBeNull()
  })
})

describe('live settings rules', () => {
  it('accepts a complete draft', () => {
    expect(settingsProblems(draft())).toEqual({})
  })

  it('requires the title, thumbnail and date (spec §5)', () => {
    expect(settingsProblems(draft({ title: '  ', thumbnail: '', date: '' }))).toEqual({
      title: 'titleRequired',
      thumbnail: 'thumbnailRequired',
      date: 'dateRequired',
    })
  })

  it('keeps the server’s limits', () => {
    expect(settingsProblems(draft({ title: 'x'.repeat(101) })).title).toBe('titleTooLong')
    expect(settingsProblems(draft({ info: 'x'.repeat(2001) })).info).toBe('infoTooLong')
    const eleven = Array.from({ length: 11 }, (_, index) => `#t${index}`).join(' ')
    expect(settingsProblems(draft({ tags: eleven })).tags).toBe('tooManyTags')
    expect(settingsProblems(draft({ tags: `#${'a'.repeat(31)}` })).tags).toBe('tagTooLong')
  })

  it('takes https or the server’s own files as a thumbnail', () => {
    expect(isThumbnailUrl('https://cdn.example.com/a.png')).toBe(true)
    expect(isThumbnailUrl('/api/media/abc')).toBe(true)
    expect(isThumbnailUrl('http://cdn.example.com/a.png')).toBe(false)
    expect(isThumbnailUrl('javascript:alert(1)')).toBe(false)
    expect(isThumbnailUrl('not a url')).toBe(false)
  })

  it('asks for a whole ticket price from 1 to 100,000 only when a ticket is sold', () => {
    expect(settingsProblems(draft({ sellTicket: true, ticketPrice: '' })).ticketPrice).toBe(
      'ticketPrice',
    )
    for (const bad of ['0', '100001', '1.5', '-3', 'ten', ''])
      expect(ticketPrice(bad), bad).toBeNull()
    expect(ticketPrice(' 300 ')).toBe(300)
    expect(ticketPrice('100000')).toBe(100_000)
    expect(settingsProblems(draft({ sellTicket: true, ticketPrice: '50' }))).toEqual({})
    expect(settingsProblems(draft({ sellTicket: false, ticketPrice: 'x' }))).toEqual({})
  })

  it('asks for at least one tier when entry is by tiers', () => {
    expect(settingsProblems(draft({ entry: 'tiers' })).tiers).toBe('tiersRequired')
    expect(settingsProblems(draft({ entry: 'tiers', tierHashes: ['gold'] }))).toEqual({})
  })

  it('asks for a password of 4 to 64 characters and the same repeat (spec §5)', () => {
    const set = (newPassword: string, passwordRepeat: string) =>
      settingsProblems(draft({ password: 'set', newPassword, passwordRepeat }))
    expect(set('abc', 'abc').password).toBe('passwordLength')
    expect(set('x'.repeat(65), 'x'.repeat(65)).password).toBe('passwordLength')
    expect(set('harbour', 'harbor')).toEqual({ passwordRepeat: 'passwordRepeat' })
    expect(set('harbour', 'harbour')).toEqual({})
    expect(set('항구의밤', '항구의밤')).toEqual({})
    // Keeping or removing the password needs no fields.
    expect(settingsProblems(draft({ password: 'remove' }))).toEqual({})
  })

  it('takes a delay of 0 to 1,440 minutes for a change on air', () => {
    expect(delayMinutes('')).toBe(0)
    expect(delayMinutes(' 15 ')).toBe(15)
    expect(delayMinutes('1440')).toBe(1440)
    for (const bad of ['1441', '-1', '2.5', 'soon']) expect(delayMinutes(bad), bad).toBeNull()
    expect(settingsProblems(draft({ delayMinutes: 'soon' })).delay).toBe('delay')
  })

  it('reads hashtags with or without #, merging duplicates', () => {
    expect(parseTags('#art, watercolor  #art ##music')).toEqual(['art', 'watercolor', 'music'])
    expect(parseTags('  ')).toEqual([])
  })

  it('turns a datetime-local value into an instant and back', () => {
    const iso = fromLocalInput('2026-11-26T20:30')
    expect(iso).not.toBeNull()
    expect(toLocalInput(iso)).toBe('2026-11-26T20:30')
    expect(fromLocalInput('')).toBeNull()
    expect(fromLocalInput('2026-13-40T99:99')).toBeNull()
    expect(toLocalInput(null)).toBe('')
  })
})

describe('banned words and managers', () => {
  it('requires a word (spec §5), drops its spaces and ignores one already listed', () => {
    expect(addBannedWord(['gloom'], '   ')).toEqual({ problem: 'bannedWordRequired' })
    expect(addBannedWord(['gloom'], 'G L O O M')).toEqual({ list: ['gloom'] })
    expect(addBannedWord(['gloom'], ' dark sky ')).toEqual({ list: ['gloom', 'darksky'] })
    expect(addBannedWord([], 'x'.repeat(31))).toEqual({ problem: 'bannedWordTooLong' })
    const full = Array.from({ length: 300 }, (_, index) => `w${index}`)
    expect(addBannedWord(full, 'one-more')).toEqual({ problem: 'tooManyWords' })
  })

  it('takes a user id or a link ending in one', () => {
    const oid = '65a1b2c3d4e5f60718293a4b'
    expect(userOidFrom(oid)).toBe(oid)
    expect(userOidFrom(` ${oid.toUpperCase()} `)).toBe(oid)
    expect(userOidFrom(`https://taleloom.example/channel/${oid}/`)).toBe(oid)
    expect(userOidFrom(`https://taleloom.example/channel/${oid}?tab=home`)).toBe(oid)
    expect(userOidFrom('night-painter')).toBeNull()
    expect(userOidFrom('')).toBeNull()
  })
})

describe('the studio guard’s tool key', () => {
  it('takes the key out of the address and keeps the rest', () => {
    expect(
      takeToolKey('https://t.example/ko/studio2/creator/live?toolkey=tk_abc&tab=x#top'),
    ).toEqual({
      toolKey: 'tk_abc',
      cleanHref: 'https://t.example/ko/studio2/creator/live?tab=x#top',
    })
    expect(takeToolKey('https://t.example/studio2/creator/live?toolkey=')).toEqual({
      toolKey: null,
      cleanHref: 'https://t.example/studio2/creator/live',
    })
    expect(takeToolKey('https://t.example/studio2')).toEqual({
      toolKey: null,
      cleanHref: 'https://t.example/studio2',
    })
  })
})

describe('ticketChanged', () => {
  const ticket = { price: 30, allowBonus: false }
  it('keeps the sold ticket when nothing about it changed', () => {
    expect(ticketChanged(ticket, { ...ticket })).toBe(false)
    expect(ticketChanged(null, null)).toBe(false)
  })
  it('issues one for a new price, a new bonus rule, or selling where none was sold', () => {
    expect(ticketChanged(ticket, { ...ticket, price: 40 })).toBe(true)
    expect(ticketChanged(ticket, { ...ticket, allowBonus: true })).toBe(true)
    expect(ticketChanged(null, ticket)).toBe(true)
  })
  it('stops selling when the creator unticks it', () => {
    expect(ticketChanged(ticket, null)).toBe(true)
  })
})
