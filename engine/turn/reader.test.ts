import { describe, expect, it } from 'vitest'
import type { CompiledStory } from '../compiled'
import { storyFixture } from './__fixtures__/story'
import { openingText, readerMacros } from './reader'
import { initialState } from './state'

/** The fixture with a second opening into the hall, where only Mira is present. */
function twoOpenings(): CompiledStory {
  const story = storyFixture()
  story.scenes = story.scenes.map((scene) =>
    scene.id === 'hall' ? { ...scene, scope: { ...scene.scope, characterIds: ['lady'] } } : scene,
  )
  story.startPoints.push({
    id: 'hall-start',
    title: 'Supper with {{char}}',
    greeting: '',
    sceneId: 'hall',
    variableOverrides: {},
    groupOnly: false,
  })
  return story
}

describe('readerMacros', () => {
  it("names the reader {{user}} and the scene's first character {{char}}, as the prompt does", () => {
    const story = storyFixture()
    const context = readerMacros(story, initialState(story, 'start'), { user: 'Ana' }, 0)
    expect(context).toMatchObject({ user: 'Ana', char: 'Rook', scene: 'The Gate', turn: 0 })
    expect(context.variables.gold).toBe(5)
    expect(context).not.toHaveProperty('nickname')
  })
})

describe('openingText', () => {
  it("renders a start point's title with the character of its own opening", () => {
    const story = twoOpenings()
    expect(openingText(story, 'hall-start', 'Supper with {{char}}', { user: 'Ana' })).toBe(
      'Supper with Mira',
    )
    expect(openingText(story, 'start', 'Supper with {{char}}', { user: 'Ana' })).toBe(
      'Supper with Rook',
    )
  })

  it("renders a story page text at the story's first opening, {{user}} as the reader", () => {
    const story = twoOpenings()
    expect(
      openingText(story, undefined, '{{USER}} meets {{Char}} with {{getvar::gold}} gold', {
        user: 'Guest',
      }),
    ).toBe('Guest meets Rook with 5 gold')
    expect(openingText(story, 'gone', '{{char}}', { user: 'Ana' })).toBe('Rook')
  })

  it('renders the first character of the cast when the story has no opening', () => {
    const story = { ...storyFixture(), startPoints: [] }
    expect(openingText(story, undefined, '{{char}} and {{user}}', { user: 'Ana' })).toBe(
      'Rook and Ana',
    )
  })
})
