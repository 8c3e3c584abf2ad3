import { describe, expect, it } from 'vitest'
import { scenesSummary } from './summary'

const scenes = [
  { id: 's1', title: 'The gate' },
  { id: 's2', title: 'The hall' },
]

describe('scenesSummary', () => {
  it('adds up each scene in story order, gone scenes last, with its top three reasons', () => {
    const rows = scenesSummary(
      [
        { sceneId: 'gone', rating: 'down', reason: null, count: 1 },
        { sceneId: 's2', rating: 'up', reason: 'creative', count: 2 },
        { sceneId: 's2', rating: 'down', reason: 'repetitive', count: 3 },
        { sceneId: 's2', rating: 'down', reason: 'too-short', count: 1 },
        { sceneId: 's2', rating: 'down', reason: 'ignored-me', count: 1 },
        { sceneId: 's2', rating: 'down', reason: null, count: 4 },
        { sceneId: 's1', rating: 'up', reason: null, count: 1 },
      ],
      scenes,
    )
    expect(rows).toEqual([
      { sceneId: 's1', title: 'The gate', up: 1, down: 0, topReasons: [] },
      {
        sceneId: 's2',
        title: 'The hall',
        up: 2,
        down: 9,
        topReasons: [
          { reason: 'repetitive', count: 3 },
          { reason: 'creative', count: 2 },
          { reason: 'ignored-me', count: 1 },
        ],
      },
      { sceneId: 'gone', title: null, up: 0, down: 1, topReasons: [] },
    ])
  })

  it('has no rows without ratings', () => {
    expect(scenesSummary([], scenes)).toEqual([])
  })
})
