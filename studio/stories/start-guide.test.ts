import { describe, expect, it } from 'vitest'
import { GUIDE_STEPS, guideKey, readGuide, writeGuide } from './start-guide'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('start guide', () => {
  it('has no guide for a story that never started one', () => {
    expect(readGuide(memoryStorage(), 'story-a')).toBeNull()
  })

  it('remembers the step per story, and stays closed once done or dismissed', () => {
    const storage = memoryStorage()
    writeGuide(storage, 'story-a', 0)
    writeGuide(storage, 'story-b', 0)
    writeGuide(storage, 'story-a', 1)
    expect(readGuide(storage, 'story-a')).toBe(1)
    expect(readGuide(storage, 'story-b')).toBe(0)
    writeGuide(storage, 'story-a', GUIDE_STEPS.length)
    expect(readGuide(storage, 'story-a')).toBeNull()
    writeGuide(storage, 'story-b', null)
    expect(readGuide(storage, 'story-b')).toBeNull()
    expect(storage.items.get(guideKey('story-b'))).toBe('done')
  })

  it('ignores a damaged value and a storage that refuses', () => {
    const storage = memoryStorage()
    storage.items.set(guideKey('story-a'), 'seven')
    expect(readGuide(storage, 'story-a')).toBeNull()
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(readGuide(refusing, 'story-a')).toBeNull()
    expect(() => writeGuide(refusing, 'story-a', 1)).not.toThrow()
  })
})
