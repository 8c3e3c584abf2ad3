/**
 * Seeded synthetic story for the engine benchmark: a lorebook of N entries (plain keys with
 * mixed case and whole-word settings, ~3% regex keys, some secondary keys and scan depths)
 * and a long chat drawn from the same vocabulary, so a realistic share of entries matches.
 */
import type { CompiledStory } from '../../../engine/compiled'
import { createLorebookEntry, type LorebookEntry } from '../../../engine/lorebook'
import { createSeededRandom } from '../../../engine/random'
import type { HistoryMessage } from '../../../engine/turn'

const syllables = [
  'ka',
  'ro',
  'mi',
  'sel',
  'tan',
  'vor',
  'ith',
  'el',
  'dra',
  'qu',
  'on',
  'ar',
  'ne',
  'sh',
  'ul',
  'bel',
  'gor',
  'yn',
]

export function syntheticStory(entryCount: number, messageCount: number, seed = 42) {
  const random = createSeededRandom(seed)
  const pick = <Item>(items: readonly Item[]) => items[Math.floor(random.next() * items.length)]!
  // Names of 3–5 syllables: like real lorebook keys (people, places, items), they rarely
  // occur inside one another, yet substring matching still finds some overlaps.
  const makeWord = () =>
    Array.from({ length: 3 + Math.floor(random.next() * 3) }, () => pick(syllables)).join('')
  const vocabulary = Array.from({ length: 40_000 }, makeWord)
  // Prose around the names: real words, which a name key does not occur in.
  const common = [
    'the',
    'and',
    'she',
    'said',
    'with',
    'a',
    'to',
    'of',
    'in',
    'was',
    'he',
    'it',
    'that',
    'for',
    'his',
    'her',
    'they',
    'we',
    'looked',
    'away',
    'door',
    'night',
    'cold',
    'old',
    'hand',
    'light',
    'walked',
    'into',
    'room',
    'quietly',
  ]
  const prose = (words: number, nameShare: number) =>
    Array.from({ length: words }, () =>
      random.next() < nameShare ? pick(vocabulary) : pick(common),
    ).join(' ')

  const lorebook: LorebookEntry[] = Array.from({ length: entryCount }, (_, index) => {
    const keys = Array.from({ length: 1 + Math.floor(random.next() * 3) }, () => {
      const roll = random.next()
      if (roll < 0.03) return `/${pick(vocabulary)}(s|es)?/i`
      if (roll < 0.1) return `${pick(vocabulary)} ${pick(vocabulary)}`
      const word = pick(vocabulary)
      return roll < 0.3 ? word[0]!.toUpperCase() + word.slice(1) : word
    })
    return createLorebookEntry({
      id: `entry-${index}`,
      keys,
      secondaryKeys: random.next() < 0.15 ? [pick(vocabulary)] : [],
      selectiveLogic: pick(['and-any', 'not-any'] as const),
      // Lore mentions a few other names, so recursion has something to follow.
      content: prose(20 + Math.floor(random.next() * 40), 0.05),
      priority: Math.floor(random.next() * 100),
      caseSensitive: random.next() < 0.2 ? true : undefined,
      matchWholeWords: random.next() < 0.5 ? true : undefined,
      scanDepth: random.next() < 0.1 ? 6 : undefined,
      position: pick(['before', 'after', 'atDepth'] as const),
      sticky: random.next() < 0.05 ? 2 : 0,
      cooldown: random.next() < 0.05 ? 2 : 0,
      useProbability: random.next() < 0.05,
      probability: 60,
    })
  })

  const sentence = () => prose(25 + Math.floor(random.next() * 30), 0.15)
  const makeMessage = (index: number): HistoryMessage => ({
    id: `m${index}`,
    role: index % 2 === 0 ? 'user' : 'assistant',
    content: sentence(),
    turnIndex: Math.floor(index / 2) + 1,
  })
  const history = Array.from({ length: messageCount }, (_, index) => makeMessage(index))

  const compiled: CompiledStory = {
    engineVersion: 'bench',
    hash: 'bench',
    title: 'Synthetic',
    briefIntro: '',
    description: 'A synthetic story for benchmarks.',
    thumbnail: '',
    hashtags: [],
    language: 'en',
    model: 'gemini',
    pricing: { kind: 'free' },
    adult: false,
    imageTaggingMode: 'classic',
    startPoints: [
      {
        id: 'start',
        title: 'Start',
        greeting: 'Hello.',
        sceneId: 'scene',
        variableOverrides: {},
        groupOnly: false,
      },
    ],
    scenes: [
      {
        id: 'scene',
        title: 'Scene',
        situation: 'Somewhere.',
        goals: 'Something.',
        instructions: '',
        tags: [],
        transitions: [],
        scope: { characterIds: [], lorebookEntryIds: [] },
      },
    ],
    cast: [
      {
        id: 'char',
        name: 'Rook',
        description: 'A guard.',
        personality: 'gruff',
        exampleDialogue: '',
        speechStyle: '',
        imageIds: [],
      },
    ],
    variables: [
      { name: 'trust', type: 'number', initial: 0, description: '', visibleToModel: true },
    ],
    triggers: [],
    lorebook,
    images: [],
    imageCategories: [],
  }
  return { compiled, history, sentence, makeMessage }
}
