import { describe, expect, it } from 'vitest'
import { createGuestChoice } from './guest-choice'

describe('guest choice', () => {
  it('holds every waiter until the choice is made, then answers later askers at once', async () => {
    const choice = createGuestChoice()
    const seen: string[] = []
    const early = [choice.decided(), choice.decided()].map((wait) =>
      wait.then((watches) => seen.push(`early:${watches}`)),
    )
    await Promise.resolve()
    expect(seen).toEqual([])
    expect(choice.current()).toBeNull()
    choice.settle('rendition')
    await Promise.all(early)
    expect(seen).toEqual(['early:rendition', 'early:rendition'])
    expect(await choice.decided()).toBe('rendition')
  })

  it('falls back to the source when the rendition stops', async () => {
    const choice = createGuestChoice()
    choice.settle('rendition')
    choice.settle('source')
    expect(choice.current()).toBe('source')
    expect(await choice.decided()).toBe('source')
  })
})
