import { describe, expect, it } from 'vitest'
import { storyFixture } from './__fixtures__/story'
import { greetingText } from './greeting'
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
