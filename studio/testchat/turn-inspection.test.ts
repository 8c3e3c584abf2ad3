import { describe, expect, it } from 'vitest'
import { type CanvasNode, canvasNodeSchema } from '../../engine/canvas'
import { digestLorebookDebug } from '../../engine/lorebook'
import type { PromptLog } from './test-chat-api'
import { inspectTurn } from './turn-inspection'

const node = (id: string, type: CanvasNode['type'], data: object) =>
  canvasNodeSchema.parse({ id, type, position: { x: 0, y: 0 }, data })

const nodes = [
  node('scene-1', 'story', { title: 'The lamp room' }),
  node('scene-2', 'story', { title: 'The stairs' }),
  node('lore-1', 'lorebookEntry', { name: 'The old lantern', keys: ['lantern'] }),
  node('lore-2', 'lorebookEntry', { name: 'The keeper', keys: ['keeper'] }),
  node('lore-3', 'lorebookEntry', { name: 'Storms', keys: ['storm'] }),
  node('var-1', 'variable', { name: 'trust', valueType: 'number' }),
  node('trig-1', 'trigger', { title: 'Trust grows' }),
]

const price = (credits: number) => ({ credits, baseTenths: credits * 10, surchargeTokens: 0 })

const log: PromptLog = {
  messageId: 'a1',
  model: 'gemini',
  createdAt: '2026-11-22T04:00:00.000Z',
  price: { quote: price(12), actual: price(9), charged: 9 },
  debug: {
    assemble: {
      turnIndex: 1,
      mode: 'chat',
      sections: [],
      // As a prompt log keeps it: the engine's records, digested.
      lorebook: digestLorebookDebug([
        {
          entryId: 'lore-1',
          outcome: 'activated',
          cause: 'keys',
          step: 0,
          matchedKey: 'lantern',
          tokens: 14,
        },
        { entryId: 'lore-2', outcome: 'dropped', reason: 'no-match', step: 0 },
        { entryId: 'lore-3', outcome: 'dropped', reason: 'budget', step: 0, tokens: 900 },
        { entryId: 'gone', outcome: 'activated', cause: 'constant', step: 0, tokens: 3 },
      ]),
      historyKept: 2,
      historyDropped: 0,
      historySummarized: 0,
      historyBudget: 1000,
      promptTokens: 420,
      triggersFired: ['trig-1'],
    },
    after: {
      turnIndex: 1,
      triggersFired: [{ id: 'trig-1', name: 'Trust grows' }],
      variableChanges: [
        { name: 'trust', from: 1, to: 3, source: 'trigger' },
        { name: 'trust', from: 3, to: 4, source: 'state-block' },
      ],
      invalidUpdates: [
        { name: 'mood', value: 'x', source: 'state-block', reason: 'unknown-variable' },
      ],
      sceneMoves: [{ from: 'scene-1', to: 'scene-2', cause: 'transition' }],
      imagesMadeAvailable: [],
      imagesUnlocked: [],
      imagesShown: [],
      ended: false,
    },
  },
}

const state = {
  sceneId: 'scene-2',
  variables: { trust: 4, coins: 10 },
  turnIndex: 1,
  ended: false,
  triggersFired: [{ id: 'trig-1', name: 'Trust grows' }],
  variableChanges: [],
}

describe('inspectTurn', () => {
  const inspection = inspectTurn(log, nodes, state)

  it('splits lorebook entries into activated, dropped for a reason and not matched', () => {
    expect(inspection.activated).toEqual([
      {
        entryId: 'lore-1',
        nodeId: 'lore-1',
        name: 'The old lantern',
        why: 'keys',
        matchedKey: 'lantern',
        tokens: 14,
        step: 0,
      },
      {
        entryId: 'gone',
        nodeId: null,
        name: 'gone',
        why: 'constant',
        matchedKey: null,
        tokens: 3,
        step: 0,
      },
    ])
    // A dropped entry's tokens are not kept in the digest.
    expect(inspection.dropped.map((row) => [row.name, row.why, row.step, row.tokens])).toEqual([
      ['Storms', 'budget', 0, null],
    ])
    expect(inspection.unmatched.map((row) => row.nodeId)).toEqual(['lore-2'])
  })

  it('gives each variable its value before and after the turn', () => {
    expect(inspection.variables).toEqual([
      { name: 'coins', nodeId: null, before: 10, after: 10, changed: false, source: null },
      { name: 'trust', nodeId: 'var-1', before: 1, after: 4, changed: true, source: 'state-block' },
    ])
    expect(inspection.invalidUpdates).toEqual([{ name: 'mood', reason: 'unknown-variable' }])
  })

  it('names triggers, scene moves and the price by their nodes', () => {
    expect(inspection.triggers).toEqual([{ id: 'trig-1', nodeId: 'trig-1', name: 'Trust grows' }])
    expect(inspection.scene).toEqual({ id: 'scene-2', nodeId: 'scene-2', name: 'The stairs' })
    expect(inspection.sceneMoves[0]).toMatchObject({
      from: { name: 'The lamp room' },
      to: { name: 'The stairs' },
      cause: 'transition',
    })
    expect(inspection.price).toEqual({ quote: 12, actual: 9, charged: 9 })
    expect(inspection.promptTokens).toBe(420)
  })

  it('without the stream state still lists the changed variables', () => {
    const bare = inspectTurn(log, nodes, null)
    expect(bare.variables).toEqual([
      { name: 'trust', nodeId: 'var-1', before: 1, after: 4, changed: true, source: 'state-block' },
    ])
    expect(bare.scene).toBeNull()
  })
})
