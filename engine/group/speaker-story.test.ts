import { describe, expect, it } from 'vitest'
import { storyFixture } from '../turn/__fixtures__/story'
import { namedLine, speakerStory } from './speaker-story'

describe('speakerStory', () => {
  it('puts the speaker alone on stage in every scene; an unknown id is null', () => {
    const compiled = storyFixture()
    const second = compiled.cast[1]
    if (!second) throw new Error('the fixture has two characters')
    const view = speakerStory(compiled, second.id)
    expect(view?.cast).toEqual([second])
    expect(view?.scenes.every((scene) => scene.scope.characterIds.length === 0)).toBe(true)
    expect(view?.lorebook).toBe(compiled.lorebook)
    expect(speakerStory(compiled, 'nobody')).toBeNull()
  })

  it('names a reply once', () => {
    expect(namedLine('Wren', 'Hi.')).toBe('Wren: Hi.')
    expect(namedLine('Wren', 'Wren: Hi.')).toBe('Wren: Hi.')
    expect(namedLine(undefined, 'Hi.')).toBe('Hi.')
  })
})
