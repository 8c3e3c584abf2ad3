import type { LorebookEntry } from './types'

/**
 * A complete entry with SillyTavern's defaults, for importers and tests.
 * @example createLorebookEntry({ id: 'castle', keys: ['castle'], content: 'The castle…' })
 */
export function createLorebookEntry(
  fields: Partial<LorebookEntry> & { id: string },
): LorebookEntry {
  return {
    keys: [],
    secondaryKeys: [],
    selectiveLogic: 'and-any',
    content: '',
    constant: false,
    budgetExempt: false,
    priority: 100,
    sticky: 0,
    cooldown: 0,
    delay: 0,
    probability: 100,
    useProbability: false,
    position: 'before',
    depth: 4,
    role: 'system',
    groupWeight: 100,
    enabled: true,
    excludeRecursion: false,
    preventRecursion: false,
    delayUntilRecursion: false,
    ...fields,
  }
}
