import { describe, expect, it } from 'vitest'
import { forgetImport, pendingImport, rememberImport } from './pending-import'

function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (name) => values.get(name) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (name) => void values.delete(name),
    setItem: (name, value) => void values.set(name, value),
  }
}

describe('pending card import', () => {
  const uploaded = {
    name: 'Sakana',
    portrait: { status: 'uploaded' as const, url: '/api/story-chat/asset/a.png' },
    count: 18,
    entries: 14,
  }

  it('keeps an import with an uploaded portrait per story until it is forgotten', () => {
    const storage = memoryStorage()
    rememberImport(storage, 'story-a', uploaded)
    expect(pendingImport(storage, 'story-a')).toEqual(uploaded)
    expect(pendingImport(storage, 'story-b')).toBeNull()
    forgetImport(storage, 'story-a')
    expect(pendingImport(storage, 'story-a')).toBeNull()
  })

  it('keeps nothing without a portrait to offer, and reads damaged text as nothing', () => {
    const storage = memoryStorage()
    rememberImport(storage, 'story-a', { ...uploaded, portrait: { status: 'none' } })
    expect(pendingImport(storage, 'story-a')).toBeNull()
    storage.setItem('taleloom.card-import.story-a', '{not json')
    expect(pendingImport(storage, 'story-a')).toBeNull()
  })
})
