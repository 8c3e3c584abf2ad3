import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCard } from '../../engine/cards'
import { compile } from '../../engine/compile'
import type { CompiledStory } from '../../engine/compiled'
import { storyPageTexts } from './story-page-texts'

const MACRO = /\{\{\s*(user|char)\s*\}\}/i

/** A shared sample card (Amy: a greeting and an alternate one), compiled as publishing does. */
function amy(): CompiledStory {
  const file = path.resolve(import.meta.dirname, '../../fixtures/cards/contest_Assistant_Amy.png')
  const { canvas, metadata } = importCard(new Uint8Array(readFileSync(file)))
  const result = compile(canvas, {
    ...metadata,
    thumbnail: `/api/story-chat/asset/${'0'.repeat(64)}`,
  })
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.compiled
}

const written = {
  title: "{{char}}'s office",
  briefIntro: '{{Char}} waits for {{user}}',
  description: '{{USER}} logs in; {{char}} appears.',
}

describe('storyPageTexts', () => {
  it("renders the title, brief intro and description with the card's character and the viewer", () => {
    const texts = storyPageTexts(amy(), written, { nickname: 'Ana' })
    expect(texts).toMatchObject({
      title: "Amy's office",
      briefIntro: 'Amy waits for Ana',
      description: 'Ana logs in; Amy appears.',
    })
  })

  it("renders each start point's title, the alternate greeting's included", () => {
    const story = amy()
    story.startPoints = story.startPoints.map((point) => ({
      ...point,
      title: `${point.title} with {{char}} for {{user}}`,
    }))
    const { startPoints } = storyPageTexts(story, written, { nickname: 'Ana' })
    expect(startPoints.map((point) => point.title)).toEqual([
      'Greeting with Amy for Ana',
      'Alternate greeting 1 with Amy for Ana',
    ])
  })

  it('names a visitor who is not signed in as the guest they would play as', () => {
    const texts = storyPageTexts(amy(), written, null)
    expect(texts.briefIntro).toBe('Amy waits for Guest')
    expect(JSON.stringify(texts)).not.toMatch(MACRO)
  })
})
