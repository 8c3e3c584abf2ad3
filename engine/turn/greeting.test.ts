import { describe, expect, it } from 'vitest'
import { storyFixture } from './__fixtures__/story'
import { greetingText, sceneOpeningText } from './greeting'
import { initialState } from './state'

describe('greetingText', () => {
  it('expands the start point greeting with the reader, the cast, the scene and the starting variables', () => {
    const story = storyFixture()
    const start = story.startPoints[0]!
    start.greeting =
      'Welcome, {{user}}. {{char}} waits at {{scene}} with {{getvar::gold}} gold. {{unknown}}'
    const state = initialState(story, start.id)
    const text = greetingText(story, start.id, state, { user: 'Ana' })
    const char = story.cast[0]?.name
    expect(text).toBe(`Welcome, Ana. ${char} waits at The Gate with 5 gold. {{unknown}}`)
  })

  it('answers an empty text for an unknown start point', () => {
    const story = storyFixture()
    expect(
      greetingText(story, 'nowhere', { sceneId: 'gate', variables: {} }, { user: 'Ana' }),
    ).toBe('')
  })
})

describe('a play-through that starts in a scene', () => {
  it("starts in the scene with the opening's variables, and refuses a scene the story lacks", () => {
    const story = storyFixture()
    const state = initialState(story, 'start', 'hall')
    expect(state.sceneId).toBe('hall')
    expect(state.variables).toEqual(initialState(story, 'start').variables)
    expect(state.turnIndex).toBe(0)
    expect(() => initialState(story, 'start', 'cellar')).toThrow("unknown scene 'cellar'")
  })

  it("opens with the start's greeting in the start's own scene, else the situation, else the title", () => {
    const story = storyFixture()
    const reader = { user: 'Ana' }
    const at = (sceneId: string) =>
      sceneOpeningText(story, 'start', initialState(story, 'start', sceneId), reader)
    expect(at('gate')).toBe('Welcome.')
    expect(at('hall')).toBe('A warm hall.')
    const hall = story.scenes.find((scene) => scene.id === 'hall')!
    hall.situation = '  {{user}} steps into {{scene}} with {{getvar::gold}} gold.  '
    expect(at('hall')).toBe('Ana steps into The Hall with 5 gold.')
    hall.situation = ' '
    expect(at('hall')).toBe('The Hall')
    expect(sceneOpeningText(story, 'start', { sceneId: 'cellar', variables: {} }, reader)).toBe('')
  })
})
