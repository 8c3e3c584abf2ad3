import { describe, expect, it } from 'vitest'
import { portsFixture, settingsFixture, storyFixture } from './__fixtures__/story'
import { afterTurn } from './after-turn'
import { assembleTurn } from './assemble'
import { chooseSituationImage } from './situation-image'
import { initialState, type TurnState } from './state'

const compiled = storyFixture()
const ports = portsFixture()

function play(state: TurnState, userMessage: string, response: string) {
  const assembled = assembleTurn(
    compiled,
    state,
    { userMessage, history: [] },
    settingsFixture(),
    portsFixture(),
  )
  return { assembled, ...afterTurn(compiled, state, response, ports, assembled.pending) }
}

describe('afterTurn', () => {
  it('initialState takes schema values with the opening overrides', () => {
    const state = initialState(compiled, 'start')
    expect(state).toMatchObject({
      sceneId: 'gate',
      turnIndex: 0,
      variables: { trust: 0, gold: 5, password: '', door: false },
    })
    expect(state.availableImageIds).toEqual(['gate-img', 'hall-img'])
    expect(state.unlockedImageIds).toEqual(['gate-img'])
    expect(() => initialState(compiled, 'nope')).toThrow(/initialState/)
  })

  it('applies a valid state block, logs invalid updates and strips the block', () => {
    const state = initialState(compiled, 'start')
    const response =
      'Rook nods.\n<state>{"set":{"trust":2,"door":"yes","ghost":1,"password":"owl"},"add":{"gold":3}}</state>'
    const result = play(state, 'hello', response)
    expect(result.visibleText).toBe('Rook nods.')
    expect(result.state.variables).toMatchObject({
      trust: 2,
      gold: 8,
      password: 'owl',
      door: false,
    })
    expect(result.debug.invalidUpdates.map((update) => [update.name, update.reason])).toEqual([
      ['door', 'wrong-type'],
      ['ghost', 'unknown-variable'],
    ])
    expect(result.debug.variableChanges.map((change) => change.name)).toEqual([
      'trust',
      'password',
      'gold',
    ])
  })

  it('strips malformed and unterminated blocks without applying them', () => {
    const state = initialState(compiled, 'start')
    expect(
      play(state, 'hi', 'Text <state>{oops}</state> more').debug.invalidUpdates[0]!.reason,
    ).toBe('malformed-block')
    const cut = play(state, 'hi', 'Cut off <state>{"set":{"tru')
    expect(cut.visibleText).toBe('Cut off')
    expect(cut.state.variables.trust).toBe(0)
  })

  it('moves scene when a transition condition holds, and ages injected instructions', () => {
    let state = initialState(compiled, 'start')
    state = play(state, 'a coin', 'ok').state // trust 1, instruction 2 turns → 1 left
    expect(state.injectedInstructions).toEqual([{ text: 'Rook eyes the coin.', remainingTurns: 1 }])
    state = play(state, 'a coin', 'ok').state // trust 2
    const third = play(state, 'another bribe', 'fine')
    expect(third.debug.sceneMoves).toEqual([{ from: 'gate', to: 'hall', cause: 'transition' }])
    expect(third.state.sceneId).toBe('hall')
    expect(third.state.turnIndex).toBe(3)
  })

  it('fires ai-text triggers once: forced lorebook entries, variable effects, invalid effects logged', () => {
    const state = initialState(compiled, 'start')
    const first = play(state, 'hi', 'Well, the secret is out.')
    expect(first.debug.triggersFired.map((fired) => fired.id)).toEqual(['secret'])
    expect(first.state.variables.password).toBe('open sesame')
    expect(first.debug.invalidUpdates).toEqual([
      { name: 'trust', value: 'lots', source: 'trigger', reason: 'wrong-type' },
    ])
    const next = assembleTurn(
      compiled,
      first.state,
      { userMessage: 'hi', history: [] },
      settingsFixture(),
      portsFixture(),
    )
    expect(next.messages[0]!.content).toContain('The password is sesame.')
    const again = play(first.state, 'hi', 'the secret is out')
    expect(again.debug.triggersFired).toEqual([])
  })

  it('condition triggers fire when the condition becomes true; images unlock automatically', () => {
    const state = initialState(compiled, 'start')
    const opened = play(state, 'hi', '<state>{"set":{"door":true,"trust":5}}</state>')
    expect(opened.debug.triggersFired.map((fired) => fired.id)).toEqual(['door-open'])
    expect(opened.debug.imagesShown).toEqual(['door'])
    expect(opened.debug.imagesUnlocked).toEqual(['door'])
    expect(opened.state.unlockedImageIds).toContain('door')
    expect(play(opened.state, 'hi', 'still open').debug.triggersFired).toEqual([])
  })

  it('applies the lorebook timed-effects plan keyed to the turn', () => {
    const sticky = {
      ...compiled,
      lorebook: compiled.lorebook.map((entry) =>
        entry.id === 'keep-lore' ? { ...entry, sticky: 2 } : entry,
      ),
    }
    const state = initialState(sticky, 'start')
    const assembled = assembleTurn(
      sticky,
      state,
      { userMessage: 'the keep', history: [] },
      settingsFixture(),
      portsFixture(),
    )
    const result = afterTurn(sticky, state, 'ok', ports, assembled.pending)
    expect(result.state.lorebookTimed.sticky['keep-lore']).toEqual({
      activatedTurn: 1,
      firstTurn: 2,
      lastTurn: 3,
    })
  })

  it("renders the reply's name macros with the turn's names, and never its variables", () => {
    const state = initialState(compiled, 'start')
    const result = play(state, 'hello', '{{char}} bows to {{USER}}. {{getvar::gold}}')
    expect(result.assembled.pending.names).toEqual({ user: 'Ana', char: 'Rook' })
    expect(result.visibleText).toBe('Rook bows to Ana. {{getvar::gold}}')
  })

  it('end-story effects end the story', () => {
    const state = { ...initialState(compiled, 'start'), turnIndex: 60 }
    const result = play(state, 'hi', 'ok')
    expect(result.state.ended).toBe(true)
    expect(result.state.endText).toBe('Fin')
  })

  it("renders the closing text's name macros once, in the turn that ends the story", () => {
    const ending = {
      ...compiled,
      triggers: compiled.triggers.map((trigger) =>
        trigger.effects.some((effect) => effect.kind === 'end-story')
          ? {
              ...trigger,
              effects: [
                { kind: 'end-story' as const, text: 'Farewell, {{user}}. {{getvar::gold}}' },
              ],
            }
          : trigger,
      ),
    }
    const state = { ...initialState(ending, 'start'), turnIndex: 60 }
    const assembled = assembleTurn(
      ending,
      state,
      { userMessage: 'bye', history: [] },
      settingsFixture(),
      ports,
    )
    const result = afterTurn(ending, state, 'ok', ports, assembled.pending)
    expect(result.state.endText).toBe('Farewell, Ana. {{getvar::gold}}')
    // Already rendered: a state that carries it on keeps it as it is.
    const later = afterTurn(ending, result.state, 'still', ports)
    expect(later.state.endText).toBe('Farewell, Ana. {{getvar::gold}}')
  })
})

describe('chooseSituationImage', () => {
  it('picks the available image whose tags best match the scene and the recent text', () => {
    const state = initialState(compiled, 'start')
    expect(chooseSituationImage(compiled, state, 'a dark night')).toMatchObject({
      image: { id: 'gate-img' },
      score: 5,
      locked: false,
    })
    const hall = { ...state, sceneId: 'hall' }
    expect(chooseSituationImage(compiled, hall, 'a feast')).toMatchObject({
      image: { id: 'hall-img' },
      locked: true,
      price: 20,
    })
    expect(chooseSituationImage(compiled, { ...state, availableImageIds: [] }, 'gate')).toBeNull()
    expect(chooseSituationImage(compiled, { ...state, sceneId: 'nowhere' }, 'nothing')).toBeNull()
  })
})
