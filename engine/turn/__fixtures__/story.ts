import type { CompiledStory } from '../../compiled'
import { createLorebookEntry } from '../../lorebook'
import { createSeededRandom } from '../../random'
import { approximateTokenizer } from '../../tokenizer'
import type { PromptTemplates } from '../templates'
import type { TurnPorts, TurnSettings } from '../types'

/** Short, distinctive templates so tests can find each section in the prompt. */
export const testTemplates: PromptTemplates = {
  system: {
    roleplay: 'SYSTEM roleplay for {{user}}',
    novel: 'SYSTEM novel',
    'game-master': 'SYSTEM gm',
  },
  responseLength: {
    short: 'LENGTH short {{words}}',
    normal: 'LENGTH normal {{words}}',
    long: 'LENGTH long {{words}}',
  },
  detailLevel: {
    low: 'DETAIL low {{detail}}',
    medium: 'DETAIL medium {{detail}}',
    high: 'DETAIL high {{detail}}',
  },
  summary: 'SUMMARIZE {{messages}}',
  summaryMerge: 'MERGE {{summaries}}',
  impersonation: 'IMPERSONATE {{target}}',
  autoChat: 'AUTOCHAT',
  stateBlock: 'STATEBLOCK\n{{variables}}',
  labels: {
    story: 'Story',
    scene: 'Scene',
    goals: 'Goals',
    instructions: 'Instructions',
    cast: 'Cast',
    personality: 'Personality',
    speechStyle: 'Speech',
    exampleDialogue: 'Examples',
    persona: 'Persona',
    lore: 'Lore',
    summaries: 'Summaries',
    variables: 'Variables',
    activeInstructions: 'Active',
  },
}

export function storyFixture(): CompiledStory {
  return {
    engineVersion: 'test',
    hash: 'hash',
    title: 'The Keep',
    briefIntro: 'A keep',
    description: 'A story in a keep.',
    thumbnail: 'thumb',
    hashtags: [],
    language: 'en',
    model: 'gemini',
    pricing: { kind: 'free' },
    adult: false,
    imageTaggingMode: 'classic',
    startPoints: [
      {
        id: 'start',
        title: 'Gate',
        greeting: 'Welcome.',
        sceneId: 'gate',
        variableOverrides: { gold: 5 },
        groupOnly: false,
      },
    ],
    scenes: [
      {
        id: 'gate',
        title: 'The Gate',
        situation: 'Rain at the gate.',
        goals: 'Get inside',
        instructions: 'Be gruff',
        tags: ['gate', 'rain'],
        transitions: [
          {
            to: 'hall',
            condition: {
              op: '>=',
              left: { kind: 'variable', name: 'trust' },
              right: { kind: 'literal', value: 3 },
            },
          },
        ],
        scope: { characterIds: ['guard'], lorebookEntryIds: [] },
      },
      {
        id: 'hall',
        title: 'The Hall',
        situation: 'A warm hall.',
        goals: '',
        instructions: '',
        tags: ['hall', 'fire'],
        transitions: [],
        scope: { characterIds: [], lorebookEntryIds: [] },
      },
    ],
    cast: [
      {
        id: 'guard',
        name: 'Rook',
        description: 'A guard.',
        personality: 'gruff',
        exampleDialogue: '',
        speechStyle: 'short',
        imageIds: [],
      },
      {
        id: 'lady',
        name: 'Mira',
        description: 'The lady.',
        personality: 'kind',
        exampleDialogue: '',
        speechStyle: '',
        imageIds: [],
      },
    ],
    variables: [
      {
        name: 'trust',
        type: 'number',
        initial: 0,
        description: 'How much Rook trusts you',
        visibleToModel: true,
      },
      { name: 'gold', type: 'number', initial: 0, description: '', visibleToModel: false },
      { name: 'password', type: 'string', initial: '', description: '', visibleToModel: true },
      { name: 'door', type: 'boolean', initial: false, description: '', visibleToModel: false },
    ],
    triggers: [
      {
        id: 'bribe',
        name: 'Bribe',
        when: { kind: 'user-text', pattern: '/bribe|coin/i', once: false },
        effects: [
          { kind: 'add-variable', name: 'trust', amount: 1 },
          { kind: 'inject-instruction', text: 'Rook eyes the coin.', turns: 2 },
        ],
      },
      {
        id: 'door-open',
        name: 'Door opens',
        when: {
          kind: 'condition',
          condition: {
            op: '==',
            left: { kind: 'variable', name: 'door' },
            right: { kind: 'literal', value: true },
          },
          once: true,
        },
        effects: [{ kind: 'show-image', imageId: 'door' }],
      },
      {
        id: 'secret',
        name: 'Secret word',
        when: { kind: 'ai-text', pattern: 'the secret is out', once: true },
        effects: [
          { kind: 'activate-lorebook', entryId: 'secret-lore', turns: 2 },
          { kind: 'set-variable', name: 'password', value: 'open sesame' },
          { kind: 'set-variable', name: 'trust', value: 'lots' },
        ],
      },
      {
        id: 'end',
        name: 'End',
        when: {
          kind: 'turn-end',
          condition: { op: '>=', left: { kind: 'turn' }, right: { kind: 'literal', value: 50 } },
          once: true,
        },
        effects: [{ kind: 'end-story', text: 'Fin' }],
      },
    ],
    lorebook: [
      createLorebookEntry({
        id: 'keep-lore',
        keys: ['keep'],
        content: 'The keep is old, {{user}}.',
        priority: 10,
      }),
      createLorebookEntry({
        id: 'after-lore',
        keys: ['rook'],
        content: 'Rook served ten years.',
        position: 'after',
      }),
      createLorebookEntry({
        id: 'depth-lore',
        keys: ['rain'],
        content: 'It is cold.',
        position: 'atDepth',
        depth: 0,
        role: 'system',
      }),
      createLorebookEntry({
        id: 'secret-lore',
        keys: ['zzz-never'],
        content: 'The password is sesame.',
      }),
    ],
    images: [
      {
        id: 'gate-img',
        hash: 'h1',
        url: 'u1',
        tags: ['gate', 'rain', 'night'],
        categoryId: null,
        price: 0,
        unlock: { manual: false },
      },
      {
        id: 'hall-img',
        hash: 'h2',
        url: 'u2',
        tags: ['hall', 'fire', 'feast'],
        categoryId: null,
        price: 20,
        unlock: { manual: true },
      },
      {
        id: 'door',
        hash: 'h3',
        url: 'u3',
        tags: ['door'],
        categoryId: null,
        price: 30,
        unlock: {
          manual: true,
          auto: {
            op: '>=',
            left: { kind: 'variable', name: 'trust' },
            right: { kind: 'literal', value: 5 },
          },
        },
      },
    ],
    imageCategories: [],
  }
}

export function settingsFixture(overrides: Partial<TurnSettings> = {}): TurnSettings {
  return {
    language: 'en',
    promptType: 'roleplay',
    templates: testTemplates,
    persona: { name: 'Ana', prompt: 'A traveller.' },
    responseLength: 'normal',
    detailLevel: 50,
    enhancedInference: false,
    inferenceLevel: 'basic',
    structuredState: false,
    model: { fee: 10, contextTokens: 4000 },
    maxTokens: { short: 300, normal: 600, long: 1200 },
    temperature: 0.8,
    lorebook: {
      scanDepth: 2,
      caseSensitive: false,
      matchWholeWords: false,
      tokenBudget: 500,
      maxRecursionSteps: 2,
    },
    ...overrides,
  }
}

export function portsFixture(seed = 1): TurnPorts {
  return {
    tokenizer: approximateTokenizer,
    random: createSeededRandom(seed),
    clock: { now: () => 0 },
  }
}
