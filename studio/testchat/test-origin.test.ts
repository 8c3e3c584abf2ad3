import { describe, expect, it } from 'vitest'
import { canTestFrom, testOriginOf } from './test-origin'

describe('test from here', () => {
  it('starts a draft test at an opening or in a scene, from no other node', () => {
    expect(testOriginOf({ id: 'start-1', type: 'start' }, 'A knock')).toEqual({
      kind: 'draft',
      startPointId: 'start-1',
      label: 'A knock',
    })
    expect(testOriginOf({ id: 'scene-2', type: 'story' }, 'The lamp room')).toEqual({
      kind: 'draft',
      sceneId: 'scene-2',
      label: 'The lamp room',
    })
    for (const type of ['character', 'trigger', 'lorebookEntry', 'group', undefined]) {
      expect(testOriginOf({ id: 'x', type }, 'X')).toBeNull()
      expect(canTestFrom(type)).toBe(false)
    }
    expect(canTestFrom('start') && canTestFrom('story')).toBe(true)
  })
})
