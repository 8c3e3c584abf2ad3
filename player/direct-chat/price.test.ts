import { describe, expect, it } from 'vitest'
import type { ChatSettings } from './direct-chat-api'
import { messagePrice } from './price'
import { roomTitle } from './room-title'

const creator = 'c'.repeat(24)
const fan = 'f'.repeat(24)
const settings = (overrides: Partial<ChatSettings>): ChatSettings => ({
  userOid: creator,
  whoMayMessage: 'anyone',
  coinsPerMessage: 0,
  tierHashes: [],
  imageReception: 'anyone',
  autoMessage: '',
  updatedAt: null,
  ...overrides,
})

describe('what a message costs', () => {
  it('follows the governing settings, and costs their owner nothing', () => {
    const paid = settings({ whoMayMessage: 'coinPayers', coinsPerMessage: 7 })
    expect(messagePrice(paid, fan)).toEqual({ kind: 'paid', coins: 7 })
    expect(messagePrice(paid, creator)).toEqual({ kind: 'free' })
    expect(messagePrice(settings({ whoMayMessage: 'either', coinsPerMessage: 3 }), fan)).toEqual({
      kind: 'either',
      coins: 3,
    })
    expect(messagePrice(settings({ whoMayMessage: 'subscribers' }), fan).kind).toBe('subscribers')
    expect(messagePrice(null, fan)).toEqual({ kind: 'free' })
  })
})

describe('a room name', () => {
  it('is the partner of a 1:1, the title or the members of a group', () => {
    const partners = [{ nickname: 'gull' }, { nickname: 'tern' }]
    expect(roomTitle({ kind: 'direct', title: '' }, partners)).toBe('gull')
    expect(roomTitle({ kind: 'group', title: 'Harbour' }, partners)).toBe('Harbour')
    expect(roomTitle({ kind: 'group', title: '' }, partners)).toBe('gull, tern')
    expect(roomTitle({ kind: 'global', title: 'Lobby' }, [])).toBe('Lobby')
  })
})
