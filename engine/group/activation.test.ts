import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSeededRandom, type RandomSource } from '../random'
import { nextSpeakers } from './activation'
import type { ActivationInput, GroupChatLine, GroupMember, GroupStrategy } from './types'

/**
 * SillyTavern's own activation (public/scripts/group-chats.js: `generateGroupWrapper`'s
 * choice, `activateNaturalOrder`, `activateListOrder`, `activatePooledOrder`, and the
 * manual strategy), transcribed line for line with `Math.random` as the one injected
 * source and names for avatars. The engine's function must pick exactly what this picks
 * from the same draws.
 */
function sillyTavernActivation(input: ActivationInput, random: RandomSource): string[] {
  const mathRandom = () => random.next()
  const shuffle = <T>(array: T[]): T[] => {
    let currentIndex = array.length
    let randomIndex: number
    while (currentIndex !== 0) {
      randomIndex = Math.floor(mathRandom() * currentIndex)
      currentIndex--
      ;[array[currentIndex], array[randomIndex]] = [
        array[randomIndex] as T,
        array[currentIndex] as T,
      ]
    }
    return array
  }
  const extractAllWords = (value: string) => {
    const words: string[] = []
    if (!value) return words
    for (const match of value.matchAll(/\b\w+\b/gim)) words.push(match[0].toLowerCase())
    return words
  }
  const onlyUnique = (value: string, index: number, array: string[]) =>
    array.indexOf(value) === index
  const characters = input.members
  const chat = input.chat.map((line) => ({
    is_user: line.isUser,
    mes: line.text,
    original_avatar: line.speakerId ?? undefined,
  }))
  if (input.forcedSpeakerId)
    return characters.some((c) => c.id === input.forcedSpeakerId) ? [input.forcedSpeakerId] : []
  const userInput = input.userText ?? ''
  const lastMessage = chat[chat.length - 1]
  let activationText = ''
  let isUserInput = false
  if (userInput?.length) {
    isUserInput = true
    activationText = userInput
  } else if (lastMessage) {
    activationText = lastMessage.mes
  }
  const enabledMembers = characters.filter((x) => !x.muted).map((x) => x.id)
  const byId = (id: string) => characters.find((x) => x.id === id) as GroupMember

  function activateNaturalOrder(members: string[], inputText: string): string[] {
    let activatedMembers: string[] = []
    let bannedUser =
      !isUserInput && lastMessage && !lastMessage.is_user && lastMessage.original_avatar
    if (input.allowSelfResponses) bannedUser = undefined
    if (inputText?.length) {
      for (const inputWord of extractAllWords(inputText)) {
        for (const member of members) {
          const character = byId(member)
          if (!character || character.id === bannedUser) continue
          if (extractAllWords(character.name).includes(inputWord)) {
            activatedMembers.push(member)
            break
          }
        }
      }
    }
    const chattyMembers: string[] = []
    for (const member of shuffle([...members])) {
      const character = byId(member)
      if (!character || character.id === bannedUser) continue
      const rollValue = mathRandom()
      const talkativeness = Number.isNaN(character.talkativeness)
        ? 0.5
        : Number(character.talkativeness)
      if (talkativeness >= rollValue) activatedMembers.push(member)
      if (talkativeness > 0) chattyMembers.push(member)
    }
    let retries = 0
    const randomPool = chattyMembers.length > 0 ? chattyMembers : members
    while (activatedMembers.length === 0 && ++retries <= randomPool.length) {
      const randomIndex = Math.floor(mathRandom() * randomPool.length)
      activatedMembers.push(randomPool[randomIndex] as string)
    }
    activatedMembers = activatedMembers.filter(onlyUnique)
    return activatedMembers
  }

  function activatePooledOrder(members: string[]): string[] {
    let activatedMember: string | null = null
    const spokenSinceUser: string[] = []
    for (const message of chat.slice().reverse()) {
      if (message.is_user || isUserInput) break
      if (message.original_avatar) spokenSinceUser.push(message.original_avatar)
    }
    const haveNotSpoken = members.filter((x) => !spokenSinceUser.includes(x))
    if (haveNotSpoken.length)
      activatedMember = haveNotSpoken[Math.floor(mathRandom() * haveNotSpoken.length)] as string
    if (activatedMember === null) {
      const lastMessageAvatar =
        members.length > 1 && lastMessage && !lastMessage.is_user && lastMessage.original_avatar
      const randomPool = lastMessageAvatar
        ? members.filter((x) => x !== lastMessage?.original_avatar)
        : members
      activatedMember = randomPool[Math.floor(mathRandom() * randomPool.length)] ?? null
    }
    return activatedMember ? [activatedMember] : []
  }

  const strategy = input.strategy
  if (strategy === 'natural') return activateNaturalOrder(enabledMembers, activationText)
  if (strategy === 'list') return enabledMembers.filter(onlyUnique)
  if (strategy === 'manual') return isUserInput ? [] : shuffle(enabledMembers).slice(0, 1)
  return activatePooledOrder(enabledMembers)
}

const NAMES = ['Elias Brand', 'Wren Calloway', 'Tobias Hale', 'Ada', 'Mara the Baker', 'Old Tom']

function member(id: string, name: string, talkativeness = 0.5, muted = false): GroupMember {
  return { id, name, talkativeness, muted }
}

const cast = [
  member('elias', 'Elias Brand'),
  member('wren', 'Wren Calloway'),
  member('tobias', 'Tobias Hale'),
]

function input(overrides: Partial<ActivationInput>): ActivationInput {
  return {
    members: cast,
    strategy: 'natural',
    allowSelfResponses: false,
    userText: null,
    chat: [],
    ...overrides,
  }
}

/** A source that answers the given draws in order, then fails: how many draws a choice takes is part of the behaviour. */
function draws(...values: number[]): RandomSource {
  let at = 0
  return {
    next() {
      if (at >= values.length) throw new Error(`draw ${at + 1} not expected`)
      return values[at++] as number
    },
  }
}

describe('nextSpeakers, examples', () => {
  it('natural: a name in the player message speaks first, then whoever is talkative enough', () => {
    // Shuffle of three draws three times; then one roll per member in the shuffled order.
    const speakers = nextSpeakers(
      input({ userText: 'Wren, where is the key?' }),
      draws(0.9, 0.9, 0.9, 0.2, 0.9, 0.9),
    )
    // Shuffle with 0.9 draws leaves the order; rolls: elias 0.2 ≤ 0.5 speaks, the others not.
    expect(speakers).toEqual(['wren', 'elias'])
  })

  it('natural: the last speaker does not answer itself, even when named, unless allowed', () => {
    const chat: GroupChatLine[] = [{ speakerId: 'wren', isUser: false, text: 'I am Wren.' }]
    const quiet = cast.map((m) => ({ ...m, talkativeness: 0 }))
    const banned = nextSpeakers(input({ members: quiet, chat }), draws(0.9, 0.9, 0.9, 0.9, 0.9, 0))
    // No one talkative: one drawn from all but the banned Wren… from the whole list (none chatty).
    expect(banned).toEqual(['elias'])
    const allowed = nextSpeakers(
      input({ members: quiet, chat, allowSelfResponses: true }),
      draws(0.9, 0.9, 0.9, 0.9, 0.9, 0.9),
    )
    expect(allowed).toEqual(['wren'])
  })

  it('list: every unmuted member in list order; manual: none for the player, one when asked', () => {
    const members = [cast[0]!, { ...cast[1]!, muted: true }, cast[2]!]
    expect(nextSpeakers(input({ members, strategy: 'list', userText: 'hi' }), draws())).toEqual([
      'elias',
      'tobias',
    ])
    expect(nextSpeakers(input({ members, strategy: 'manual', userText: 'hi' }), draws())).toEqual(
      [],
    )
    expect(nextSpeakers(input({ members, strategy: 'manual' }), draws(0.1, 0.1))).toEqual([
      'tobias',
    ])
  })

  it('speak next: the chosen member alone, muted or not; a stranger is no one', () => {
    const members = [cast[0]!, { ...cast[1]!, muted: true }]
    expect(nextSpeakers(input({ members, forcedSpeakerId: 'wren' }), draws())).toEqual(['wren'])
    expect(nextSpeakers(input({ members, forcedSpeakerId: 'nobody' }), draws())).toEqual([])
  })

  it('pooled: one who has not spoken since the player; when all have, anyone but the last', () => {
    const chat: GroupChatLine[] = [
      { speakerId: null, isUser: true, text: 'Hello' },
      { speakerId: 'elias', isUser: false, text: 'Aye.' },
      { speakerId: 'wren', isUser: false, text: 'Hi.' },
    ]
    expect(nextSpeakers(input({ strategy: 'pooled', chat }), draws(0.99))).toEqual(['tobias'])
    const all = [...chat, { speakerId: 'tobias', isUser: false, text: 'Hm.' }]
    expect(nextSpeakers(input({ strategy: 'pooled', chat: all }), draws(0.99))).toEqual(['wren'])
  })
})

const memberArb = (index: number) =>
  fc.record({
    id: fc.constant(`m${index}`),
    name: fc.constantFrom(...NAMES),
    talkativeness: fc.oneof(fc.constantFrom(0, 0.5, 1), fc.double({ min: 0, max: 1, noNaN: true })),
    muted: fc.boolean(),
  })
const membersArb = fc
  .integer({ min: 1, max: 6 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => memberArb(index))))
const inputArb = membersArb.chain((members) =>
  fc.record({
    members: fc.constant(members as GroupMember[]),
    strategy: fc.constantFrom<GroupStrategy>('natural', 'list', 'manual', 'pooled'),
    allowSelfResponses: fc.boolean(),
    userText: fc.option(
      fc
        .array(fc.constantFrom('Elias', 'wren', 'TOBIAS', 'hello', 'the', 'baker', 'Ada?', ''), {
          maxLength: 5,
        })
        .map((w) => w.join(' ')),
    ),
    chat: fc.array(
      fc.record({
        speakerId: fc.option(fc.constantFrom(...members.map((m) => m.id))),
        isUser: fc.boolean(),
        text: fc.constantFrom('Aye, Wren.', 'Tobias!', 'nothing', 'Old Tom said so', ''),
      }),
      { maxLength: 8 },
    ),
  }),
)

describe('nextSpeakers, properties', () => {
  it('chooses exactly what SillyTavern chooses from the same draws', () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (activation, seed) => {
        expect(nextSpeakers(activation, createSeededRandom(seed))).toEqual(
          sillyTavernActivation(activation, createSeededRandom(seed)),
        )
      }),
      { numRuns: 2000 },
    )
  })

  it('a muted member is never chosen by a strategy, and every choice is a member, once', () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (activation, seed) => {
        const speakers = nextSpeakers(activation, createSeededRandom(seed))
        const muted = new Set(activation.members.filter((m) => m.muted).map((m) => m.id))
        expect(speakers.filter((id) => muted.has(id))).toEqual([])
        expect(new Set(speakers).size).toBe(speakers.length)
        for (const id of speakers) expect(activation.members.some((m) => m.id === id)).toBe(true)
      }),
    )
  })

  it('pooled: after the player speaks, every unmuted member speaks once before anyone repeats', () => {
    fc.assert(
      fc.property(membersArb, fc.integer(), (members, seed) => {
        const random = createSeededRandom(seed)
        const enabled = members.filter((m) => !m.muted).map((m) => m.id)
        const chat: GroupChatLine[] = [{ speakerId: null, isUser: true, text: 'Hello all' }]
        const spoken: string[] = []
        for (let step = 0; step < enabled.length * 2; step += 1) {
          const [speaker] = nextSpeakers(
            { members, strategy: 'pooled', allowSelfResponses: false, userText: null, chat },
            random,
          )
          if (!speaker) break
          spoken.push(speaker)
          chat.push({ speakerId: speaker, isUser: false, text: '…' })
        }
        expect(new Set(spoken.slice(0, enabled.length))).toEqual(new Set(enabled))
        expect(spoken).toHaveLength(enabled.length * 2)
        // After the round, no one speaks twice in a row while another could speak.
        for (let i = 1; i < spoken.length; i += 1)
          if (enabled.length > 1) expect(spoken[i]).not.toBe(spoken[i - 1])
      }),
    )
  })
})
