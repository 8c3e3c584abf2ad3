import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createLorebookEntry } from '../lorebook'
import { portsFixture, settingsFixture, storyFixture } from './__fixtures__/story'
import { afterTurn } from './after-turn'
import { assembleTurn } from './assemble'
import { initialState, type TurnState } from './state'
import type { HistoryMessage } from './types'

// A story whose lorebook uses every timed effect, so replays exercise them.
const base = storyFixture()
const compiled = {
  ...base,
  lorebook: [
    ...base.lorebook,
    createLorebookEntry({
      id: 'sticky',
      keys: ['coin'],
      sticky: 2,
      cooldown: 1,
      content: 'Coins glitter.',
    }),
    createLorebookEntry({
      id: 'chance',
      keys: ['rook'],
      useProbability: true,
      probability: 50,
      content: 'Maybe.',
    }),
    createLorebookEntry({ id: 'cool', keys: ['keep'], cooldown: 2, content: 'Cooling.' }),
  ],
}

const userText = fc.constantFrom('a coin', 'the keep', 'hello rook', 'bribe', 'nothing', 'rain')
const aiText = fc.constantFrom(
  'ok',
  'the secret is out',
  '<state>{"add":{"trust":1}}</state>',
  '<state>{"set":{"door":true}}</state>',
  'the keep stands',
)
const turns = fc.array(fc.tuple(userText, aiText), { minLength: 1, maxLength: 8 })

interface Played {
  state: TurnState
  history: HistoryMessage[]
}

function playTurn(played: Played, [user, ai]: [string, string], seed: number): Played {
  const turn = played.state.turnIndex + 1
  const assembled = assembleTurn(
    compiled,
    played.state,
    { userMessage: user, userMessageId: `u${turn}`, history: played.history },
    settingsFixture(),
    portsFixture(seed + turn),
  )
  const result = afterTurn(compiled, played.state, ai, portsFixture(), assembled.pending)
  return {
    state: result.state,
    history: [
      ...played.history,
      { id: `u${turn}`, role: 'user', content: user, turnIndex: turn },
      { id: `a${turn}`, role: 'assistant', content: result.visibleText, turnIndex: turn },
    ],
  }
}

describe('turn state properties', () => {
  it('rollback to a snapshot then replaying the same turns gives the same state', () => {
    fc.assert(
      fc.property(turns, turns, fc.integer(), (prefix, suffix, seed) => {
        let played: Played = { state: initialState(compiled, 'start'), history: [] }
        for (const turn of prefix) played = playTurn(played, turn, seed)
        const snapshot = structuredClone(played)
        let first = played
        for (const turn of suffix) first = playTurn(first, turn, seed)
        // Rollback: continue from the stored snapshot (a JSON round trip, as the store keeps it).
        let replayed: Played = JSON.parse(JSON.stringify(snapshot))
        for (const turn of suffix) replayed = playTurn(replayed, turn, seed)
        expect(replayed.state).toEqual(first.state)
        expect(replayed.history).toEqual(first.history)
      }),
      { numRuns: 100 },
    )
  })

  it('a reroll at the same turn index gives the same prompt and never changes timed effects', () => {
    fc.assert(
      fc.property(turns, userText, fc.integer(), (prefix, user, seed) => {
        let played: Played = { state: initialState(compiled, 'start'), history: [] }
        for (const turn of prefix) played = playTurn(played, turn, seed)
        const input = { userMessage: user, userMessageId: 'u-next', history: played.history }
        const first = assembleTurn(
          compiled,
          played.state,
          input,
          settingsFixture(),
          portsFixture(seed),
        )
        const reroll = assembleTurn(
          compiled,
          played.state,
          input,
          settingsFixture(),
          portsFixture(seed),
        )
        expect(reroll.messages).toEqual(first.messages)
        expect(reroll.pending.timedEffectsPlan).toEqual(first.pending.timedEffectsPlan)
        // Two different responses at the same turn leave identical timed effects.
        const one = afterTurn(compiled, played.state, 'ok', portsFixture(), first.pending)
        const two = afterTurn(
          compiled,
          played.state,
          'something else',
          portsFixture(),
          reroll.pending,
        )
        expect(two.state.lorebookTimed).toEqual(one.state.lorebookTimed)
        expect(played.state.turnIndex + 1).toBe(one.state.turnIndex)
      }),
      { numRuns: 100 },
    )
  })
})
