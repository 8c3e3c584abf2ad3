import { describe, expect, it } from 'vitest'
import { connect } from '../../platform/stories/demo-stories/build'
import { minimalCanvas, minimalMetadata } from '../../platform/stories/demo-stories/minimal'
import type { CanvasNodeInput } from '../canvas'
import { validateStory } from './validate-story'

type Case = {
  name: string
  nodes?: CanvasNodeInput[]
  edges?: ReturnType<typeof connect>[]
  replace?: Record<string, object>
  expected: [
    nodeId: string | undefined,
    key: string,
    severity: 'error' | 'warning',
    message: string,
  ][]
}

const cases: Case[] = [
  {
    name: 'a start node that opens no scene',
    nodes: [{ id: 'orphan', type: 'start', data: { greeting: 'hi' } }],
    expected: [
      ['orphan', 'START_WITHOUT_SCENE', 'error', 'Connect this start node to the scene it opens.'],
    ],
  },
  {
    name: 'an empty greeting',
    replace: { start: { greeting: '  ' } },
    expected: [['start', 'EMPTY_GREETING', 'warning', 'This opening has no greeting message.']],
  },
  {
    name: 'a scene without title or situation',
    replace: { scene: { title: '', situation: '' } },
    expected: [
      ['scene', 'SCENE_TITLE_REQUIRED', 'error', 'Give this scene a title.'],
      [
        'scene',
        'EMPTY_SITUATION',
        'warning',
        'Describe the situation so the AI knows where the scene is.',
      ],
    ],
  },
  {
    name: 'a nameless character',
    replace: { hero: { name: ' ' } },
    expected: [['hero', 'CHARACTER_NAME_REQUIRED', 'error', 'Give this character a name.']],
  },
  {
    name: 'an empty text node in a socket',
    nodes: [{ id: 'voice', type: 'text', data: { text: '' } }],
    edges: [connect('voice', 'text', 'hero', 'speechStyle')],
    expected: [['voice', 'EMPTY_TEXT', 'warning', 'This text node is connected but empty.']],
  },
  {
    name: 'a nameless variable',
    nodes: [{ id: 'v', type: 'variable', data: { name: '', valueType: 'string' } }],
    expected: [['v', 'VARIABLE_NAME_REQUIRED', 'error', 'Give this variable a name.']],
  },
  {
    name: 'a guard that leads nowhere',
    nodes: [{ id: 'gate', type: 'condition', data: {} }],
    edges: [connect('scene', 'exit', 'gate', 'enter')],
    expected: [
      [
        'gate',
        'CONDITION_WITHOUT_TARGET',
        'error',
        'This condition guards a transition but leads nowhere: connect "then" to a scene.',
      ],
    ],
  },
  {
    name: 'a guard nothing enters',
    nodes: [{ id: 'gate', type: 'condition', data: {} }],
    edges: [connect('gate', 'then', 'scene', 'enter')],
    expected: [
      [
        'gate',
        'CONDITION_WITHOUT_SOURCE',
        'warning',
        'This condition leads to a scene but no scene exits into it, so it never applies.',
      ],
    ],
  },
  {
    name: 'an unconnected condition',
    nodes: [{ id: 'gate', type: 'condition', data: {} }],
    expected: [
      ['gate', 'UNUSED_CONDITION', 'warning', 'This condition is not connected to anything.'],
    ],
  },
  {
    name: 'a condition comparing a number to text',
    nodes: [
      { id: 'v', type: 'variable', data: { name: 'gold', valueType: 'number' } },
      {
        id: 'gate',
        type: 'condition',
        data: {
          condition: {
            op: '==',
            left: { kind: 'variable', name: 'gold' },
            right: { kind: 'literal', value: 'lots' },
          },
        },
      },
      {
        id: 't',
        type: 'trigger',
        data: { when: { kind: 'condition' }, effects: [{ kind: 'end-story' }] },
      },
    ],
    edges: [connect('gate', 'result', 't', 'condition')],
    expected: [
      [
        'gate',
        'CONDITION_TYPE_MISMATCH',
        'error',
        'Cannot compare a number with a string using "==".',
      ],
    ],
  },
  {
    name: 'an empty injected instruction',
    nodes: [
      {
        id: 't',
        type: 'trigger',
        data: {
          when: { kind: 'turn-start' },
          effects: [{ kind: 'inject-instruction', text: ' ', turns: 1 }],
        },
      },
    ],
    expected: [['t', 'EMPTY_INSTRUCTION', 'error', 'The injected instruction is empty.']],
  },
  {
    name: 'a lorebook entry without text, exempt but not constant',
    nodes: [{ id: 'lore', type: 'lorebookEntry', data: { keys: ['a'], budgetExempt: true } }],
    expected: [
      ['lore', 'EMPTY_LOREBOOK_CONTENT', 'warning', 'This entry has no text.'],
      [
        'lore',
        'BUDGET_EXEMPT_NOT_CONSTANT',
        'warning',
        'Only constant entries can be exempt from the budget.',
      ],
    ],
  },
  {
    name: 'an image without asset, with a repeated tag, that can never unlock',
    nodes: [
      { id: 'img', type: 'image', data: { tags: ['Sea', 'sea'], price: 20, manualUnlock: false } },
    ],
    expected: [
      ['img', 'IMAGE_ASSET_REQUIRED', 'error', 'Upload an image for this node.'],
      ['img', 'DUPLICATE_IMAGE_TAG', 'warning', 'This image has the same tag twice.'],
      [
        'img',
        'IMAGE_NEVER_UNLOCKS',
        'warning',
        'This paid image can be unlocked neither manually nor automatically.',
      ],
    ],
  },
  {
    name: 'a nameless image category',
    nodes: [{ id: 'cat', type: 'imageCategory', data: { description: 'Views' } }],
    expected: [['cat', 'CATEGORY_NAME_REQUIRED', 'error', 'Give this category a name.']],
  },
  {
    name: 'a node id used twice',
    nodes: [{ id: 'hero', type: 'note', data: {} }],
    expected: [['hero', 'DUPLICATE_NODE_ID', 'error', 'Two nodes share the id "hero".']],
  },
  {
    name: 'an edge from a start node to a condition',
    nodes: [
      { id: 'gate', type: 'condition', data: {} },
      { id: 'start-2', type: 'start', data: { greeting: 'x' } },
    ],
    edges: [
      connect('start-2', 'scene', 'gate', 'enter'),
      connect('gate', 'then', 'scene', 'enter'),
    ],
    expected: [
      ['gate', 'TARGET_NOT_ALLOWED', 'error', 'The start "scene" output connects only to scenes.'],
    ],
  },
]

describe('node rules', () => {
  it.each(cases.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const base = minimalCanvas()
    const nodes = (base.nodes ?? []).map((node) =>
      entry.replace?.[node.id]
        ? { ...node, data: { ...node.data, ...entry.replace[node.id] } }
        : node,
    ) as CanvasNodeInput[]
    const { errors } = validateStory(
      {
        ...base,
        nodes: [...nodes, ...(entry.nodes ?? [])],
        edges: [...(base.edges ?? []), ...(entry.edges ?? [])],
      },
      minimalMetadata(),
    )
    expect(errors.map((found) => [found.nodeId, found.key, found.severity, found.message])).toEqual(
      entry.expected,
    )
  })

  it('reports a canvas that is not an object, and malformed edges', () => {
    expect(validateStory('nonsense', minimalMetadata()).errors[0]).toEqual({
      key: 'INVALID_CANVAS',
      message: 'The canvas must be an object with nodes and edges.',
      severity: 'error',
    })
    const base = minimalCanvas()
    const { errors } = validateStory(
      { ...base, edges: [...(base.edges ?? []), { id: 'e9', source: 'hero' }] },
      minimalMetadata(),
    )
    expect(errors).toMatchObject([{ edgeId: 'e9', key: 'INVALID_EDGE', severity: 'error' }])
  })
})
