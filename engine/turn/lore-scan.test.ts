import { describe, expect, it } from 'vitest'
import { emptyTimedState } from '../lorebook'
import { loreScanMessages, withForcedEntries } from './lore-scan'
import type { HistoryMessage } from './types'

const history: HistoryMessage[] = [
  { id: 'h0', role: 'user', content: 'hello', turnIndex: 1 },
  { id: 'h1', role: 'assistant', content: 'welcome ', turnIndex: 1 },
  { id: 'h2', role: 'user', content: 'the gate', turnIndex: 2 },
]
const names = { user: 'Ana', char: 'Rook', includeNames: true }

describe('loreScanMessages', () => {
  it('scans the newest messages as `Name: text`, then the pending message', () => {
    expect(loreScanMessages(history, { id: 'p', text: 'the keep' }, 2, names)).toEqual([
      { id: 'h1', text: 'Rook: welcome' },
      { id: 'h2', text: 'Ana: the gate' },
      { id: 'p', text: 'Ana: the keep' },
    ])
  })

  it('keeps the bare text when names are off and adds no pending message without text', () => {
    const scanned = loreScanMessages(history, { id: 'p', text: '' }, 9, {
      ...names,
      includeNames: false,
    })
    expect(scanned.map((message) => message.text)).toEqual(['hello', 'welcome ', 'the gate'])
  })
})

describe('withForcedEntries', () => {
  it('returns the timed state as it is when nothing is forced', () => {
    const timed = emptyTimedState()
    expect(withForcedEntries(timed, [], 3)).toBe(timed)
  })

  it('makes a forced entry sticky for this turn alone', () => {
    const forced = withForcedEntries(emptyTimedState(), [{ entryId: 'e1', remainingTurns: 1 }], 3)
    expect(forced.sticky.e1).toEqual({ activatedTurn: 2, firstTurn: 3, lastTurn: 3 })
  })
})
