import { describe, expect, it } from 'vitest'
import { writeCardToPng } from '../cards'
import { portsFixture, settingsFixture, storyFixture } from '../turn/__fixtures__/story'
import { assembleTurn } from '../turn/assemble'
import { initialState } from '../turn/state'
import { CardMemberError, cardMember } from './card-member'
import { speakerStory } from './speaker-story'

/** A V2 card with its own book: one entry keyed on "lantern". */
const card = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Wenna',
    description: 'CARD-DESCRIPTION {{char}} keeps the lighthouse.',
    personality: 'CARD-PERSONALITY patient',
    scenario: 'CARD-SCENARIO a storm over the harbour',
    first_mes: 'The lamp is lit.',
    mes_example: '<START>\n{{char}}: CARD-EXAMPLE',
    character_book: {
      entries: [
        {
          keys: ['lantern'],
          content: 'MIRA-LORE the lantern is older than the town',
          enabled: true,
          insertion_order: 10,
        },
      ],
    },
  },
}

const compiled = storyFixture()
const state = initialState(compiled, 'start')
const prompt = (story: NonNullable<ReturnType<typeof speakerStory>>, userMessage: string) =>
  assembleTurn(story, state, { userMessage, history: [] }, settingsFixture(), portsFixture())
    .messages.map((message) => message.content)
    .join('\n')

describe('cardMember', () => {
  it('reads a PNG card: its character under the member id, scenario, first message and own book', () => {
    const member = cardMember(
      writeCardToPng({ v2: card, v3: { ...card, spec: 'chara_card_v3', spec_version: '3.0' } }),
      'card-abc',
    )
    expect(member.character).toMatchObject({
      id: 'card-abc',
      name: 'Wenna',
      personality: 'CARD-PERSONALITY patient',
      imageIds: [],
    })
    expect(member.scenario).toBe('CARD-SCENARIO a storm over the harbour')
    expect(member.firstMessage).toBe('The lamp is lit.')
    expect(member.lorebook).toHaveLength(1)
    expect(member.lorebook[0]).toMatchObject({
      id: 'card-abc:lore-1',
      scope: { characterId: 'card-abc' },
    })
  })

  it('refuses what is not a card, with the reader code', () => {
    const reason = (input: string | Uint8Array) => {
      try {
        cardMember(input, 'card-x')
        return 'read'
      } catch (error) {
        return error instanceof CardMemberError ? error.reason : 'other'
      }
    }
    expect(reason('not json')).toBe('NOT_A_PNG')
    expect(reason('{"spec":')).toBe('INVALID_JSON')
    expect(reason(writeCardToPng({ v2: card, v3: card }).slice(0, 40))).toBe('CORRUPT_PNG')
    expect(reason(JSON.stringify({ ...card, data: { ...card.data, name: '  ' } }))).toBe('UNNAMED')
  })
})

describe('a card member on stage', () => {
  const member = cardMember(JSON.stringify(card), 'card-abc')

  it('is the speaker alone, with its description, personality, scenario and examples', () => {
    const story = speakerStory(compiled, 'card-abc', member)
    expect(story?.cast.map((character) => character.name)).toEqual(['Wenna'])
    const text = prompt(story!, 'Hello there')
    expect(text).toContain('CARD-DESCRIPTION Wenna keeps the lighthouse.')
    expect(text).toContain('CARD-PERSONALITY patient')
    expect(text).toContain('CARD-SCENARIO a storm over the harbour')
    expect(text).toContain('CARD-EXAMPLE')
    for (const character of compiled.cast) expect(text).not.toContain(`### ${character.name}`)
  })

  it("activates its own book on its turns only; the story's shared entries on everyone's", () => {
    const asked = 'Tell me about the lantern at the keep'
    const own = prompt(speakerStory(compiled, 'card-abc', member)!, asked)
    const other = prompt(speakerStory(compiled, compiled.cast[0]!.id, member)!, asked)
    expect(own).toContain('MIRA-LORE')
    expect(other).not.toContain('MIRA-LORE')
    // The story's shared "keep" entry is in both.
    const shared = compiled.lorebook.find((entry) => entry.id === 'keep-lore')!.content
    expect(own).toContain(shared.split(',')[0])
    expect(other).toContain(shared.split(',')[0])
    // The story itself is untouched.
    expect(compiled.lorebook.some((entry) => entry.id.startsWith('card-'))).toBe(false)
  })
})
