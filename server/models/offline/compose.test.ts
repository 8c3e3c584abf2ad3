import { describe, expect, it } from 'vitest'
import { composeOfflineReply } from './compose'

const hints = {
  language: 'en' as const,
  storyTitle: 'The Keeper of Gull Rock',
  sceneTitle: 'Chapter 2: The Lamp Room',
  sceneTags: ['lighthouse', 'interior', 'lamp'],
  characterNames: ['Elias', 'Mira'],
  lore: ['the drowned bell', 'Gull Rock'],
}

const withoutState = (reply: string) => reply.replace(/\n<state>.*<\/state>$/, '')
const sentences = (reply: string) =>
  withoutState(reply)
    .split(/(?<=[.!?*"])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)

describe('composeOfflineReply', () => {
  it('reads as a scene: an italic action, then a spoken paragraph, from the cast and lore', () => {
    const reply = composeOfflineReply(hints, 'Who lit the lamp?', 'turn-1')
    const [action, speech] = reply.split('\n\n')
    expect(action).toMatch(/^\*(Elias|Mira) .+\.\*$/)
    expect(speech).toMatch(/^".+"$/)
    const replies = Array.from({ length: 20 }, (_, turn) =>
      composeOfflineReply(hints, 'Tell me more.', `lore-${turn}`),
    )
    expect(replies.some((text) => /the drowned bell|Gull Rock/.test(text))).toBe(true)
  })

  it("narrates the scene's situation, never writes its title into a sentence", () => {
    const situated = {
      ...hints,
      sceneSituation:
        'A storm has cut Gull Rock off from the mainland. The lamp is failing, and the keeper has not slept.',
    }
    const replies = Array.from({ length: 40 }, (_, turn) =>
      composeOfflineReply(situated, 'Tell me more.', `situation-${turn}`),
    )
    const narrated = replies.filter((reply) =>
      /^\*(A storm has cut Gull Rock off from the mainland\.|The lamp is failing, and the keeper has not slept\.)\*\n\n\*/.test(
        reply,
      ),
    )
    // About half the turns open on the situation, each on one of its sentences.
    expect(narrated.length).toBeGreaterThan(8)
    expect(narrated.length).toBeLessThan(32)
    for (const reply of replies) {
      expect(reply).not.toMatch(/chapter 2|Lamp Room/i)
    }
  })

  it('never prints image tags nor quotes the player back', () => {
    for (let turn = 0; turn < 40; turn += 1) {
      const said = `I light the lamp and whisper to the sea ${turn}`
      const reply = composeOfflineReply(hints, said, `turn-${turn}`)
      expect(reply).not.toMatch(/\(lighthouse|interior, /)
      expect(reply).not.toContain('whisper to the sea')
      expect(reply).not.toMatch(/[“”]{1}.*[“”]/)
      expect(reply).not.toContain('""')
    }
  })

  it('varies from turn to turn', () => {
    const replies = Array.from({ length: 10 }, (_, turn) =>
      withoutState(composeOfflineReply(hints, 'Tell me more.', `turn-${turn}`)),
    )
    expect(new Set(replies).size).toBe(10)
    const openings = new Set(replies.map((reply) => reply.split('\n')[0]))
    expect(openings.size).toBeGreaterThanOrEqual(6)
  })

  it('gives a reroll (another seed for the same turn) different sentences throughout', () => {
    const first = sentences(composeOfflineReply(hints, 'Is the bell real?', '101:4'))
    const reroll = sentences(composeOfflineReply(hints, 'Is the bell real?', '202:4'))
    const shared = first.filter((sentence) => reroll.includes(sentence))
    expect(shared.length).toBeLessThanOrEqual(1)
  })

  it('gives a reroll that is told the replaced reply none of its sentences, whatever the seeds', () => {
    for (const language of ['en', 'ko', 'jp', 'es'] as const) {
      for (let turn = 0; turn < 150; turn += 1) {
        const said = turn % 3 === 0 ? 'Is the bell real?' : turn % 3 === 1 ? '*I wait.*' : 'Hi.'
        const first = composeOfflineReply({ ...hints, language }, said, `${turn}:4`)
        const again = composeOfflineReply(
          { ...hints, language, replacing: withoutState(first) },
          said,
          `${turn * 7 + 1}:4`,
        )
        const shared = sentences(again).filter((sentence) => sentences(first).includes(sentence))
        expect({ language, turn, shared }).toEqual({ language, turn, shared: [] })
      }
    }
  })

  it('is the same for the same turn and seed', () => {
    expect(composeOfflineReply(hints, 'Hello', 'turn-9')).toBe(
      composeOfflineReply(hints, 'Hello', 'turn-9'),
    )
  })

  it('writes Korean for a Korean story', () => {
    const reply = composeOfflineReply({ ...hints, language: 'ko' }, '안녕?', 'turn-2')
    expect(reply).toMatch(/[가-힣]/)
    expect(reply).not.toContain('안녕?')
  })
})
