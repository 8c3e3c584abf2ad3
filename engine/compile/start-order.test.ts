import { describe, expect, it } from 'vitest'
import { connect } from '../../platform/stories/demo-stories/build'
import { minimalCanvas, minimalMetadata } from '../../platform/stories/demo-stories/minimal'
import type { CanvasInput } from '../canvas'
import { importCard } from '../cards'
import { compile } from './compile'

function startIds(canvas: CanvasInput): string[] {
  const result = compile(canvas, minimalMetadata())
  if (!result.ok) throw new Error(`compile failed: ${JSON.stringify(result.errors)}`)
  return result.compiled.startPoints.map((start) => start.id)
}

/** The creator's story with a card's openings added under the studio's import prefix. */
function withImportedStarts(ownIds: string[]): CanvasInput {
  const base = minimalCanvas()
  const own = ownIds.map((id) => ({
    id,
    type: 'start' as const,
    position: { x: 0, y: 0 },
    data: { title: id, greeting: 'Hi.' },
  }))
  const imported = [1, 2].map((n) => ({
    id: `card1-start-${n}`,
    type: 'start' as const,
    position: { x: 0, y: 0 },
    data: { title: `Greeting ${n}`, greeting: 'Hello.', imported: true },
  }))
  const starts = [...own, ...imported]
  return {
    ...base,
    nodes: [...(base.nodes ?? []).filter((node) => node.id !== 'start'), ...starts],
    edges: [
      ...(base.edges ?? []).filter((edge) => edge.source !== 'start'),
      ...starts.map((start) => connect(start.id, 'scene', 'scene', 'enter')),
    ],
  }
}

describe('start point order', () => {
  it("an imported card's greetings come after the creator's own openings, the first preselected", () => {
    // `card1-start-1` sorts before `start-1` by id; the creator's opening must still lead.
    expect(startIds(withImportedStarts(['start-1', 'start-2']))).toEqual([
      'start-1',
      'start-2',
      'card1-start-1',
      'card1-start-2',
    ])
  })

  it('a story imported whole from a card keeps its greetings in their order', () => {
    const card = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: {
        name: 'Mira',
        first_mes: 'First.',
        alternate_greetings: Array.from({ length: 11 }, (_, index) => `Alt ${index + 1}.`),
      },
    }
    const { canvas } = importCard(card)
    expect(startIds(canvas)).toEqual(['start-1', 'start-2', 'start-3', 'start-4', 'start-5'])
  })
})
