import { describe, expect, it } from 'vitest'
import type { CompiledStory } from '../../../engine/compiled'
import { startPointFor } from './open-room'

const compiled = { startPoints: [{ id: 'first' }, { id: 'second' }] } as unknown as CompiledStory

describe('startPointFor', () => {
  it('takes the start point asked for, else the story’s first', () => {
    expect(startPointFor(compiled, 'second').id).toBe('second')
    expect(startPointFor(compiled, undefined).id).toBe('first')
  })

  it('refuses a start point the story does not have', () => {
    expect(() => startPointFor(compiled, 'missing')).toThrow(
      expect.objectContaining({ code: 'START_POINT_NOT_FOUND' }),
    )
  })
})
