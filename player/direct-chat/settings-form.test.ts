import { describe, expect, it } from 'vitest'
import type { ChatSettingsInput } from './direct-chat-api'
import { settingsProblems, settingsToSave } from './settings-form'

const settings = (overrides: Partial<ChatSettingsInput>): ChatSettingsInput => ({
  whoMayMessage: 'anyone',
  coinsPerMessage: 0,
  tierHashes: [],
  imageReception: 'anyone',
  autoMessage: '',
  ...overrides,
})

describe('the message settings form', () => {
  it('asks for a tier where subscribers may write, and a price where messages are paid', () => {
    expect(settingsProblems(settings({ whoMayMessage: 'subscribers' }))).toEqual([
      { key: 'tierRequired' },
    ])
    expect(settingsProblems(settings({ whoMayMessage: 'either', tierHashes: ['t1'] }))).toEqual([
      { key: 'coinsRequired' },
    ])
    expect(
      settingsProblems(settings({ whoMayMessage: 'coinPayers', coinsPerMessage: 10_000 })),
    ).toEqual([{ key: 'coinsTooMany', max: 9_999 }])
    expect(settingsProblems(settings({ autoMessage: 'x'.repeat(501) }))).toEqual([
      { key: 'autoTooLong', max: 500 },
    ])
    expect(settingsProblems(settings({ whoMayMessage: 'coinPayers', coinsPerMessage: 5 }))).toEqual(
      [],
    )
  })

  it('saves a price only where messages are paid and tiers only where subscribers write', () => {
    expect(
      settingsToSave(settings({ whoMayMessage: 'anyone', coinsPerMessage: 5, tierHashes: ['t'] })),
    ).toMatchObject({ coinsPerMessage: 0, tierHashes: [] })
    expect(
      settingsToSave(settings({ whoMayMessage: 'either', coinsPerMessage: 5, tierHashes: ['t'] })),
    ).toMatchObject({ coinsPerMessage: 5, tierHashes: ['t'] })
  })
})
