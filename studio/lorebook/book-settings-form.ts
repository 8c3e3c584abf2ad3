import { lorebookBookSettingsSchema } from '../../engine/canvas/lorebook-settings'
import {
  type LorebookBookSettings,
  STUDIO_LOREBOOK_SETTINGS,
} from '../../engine/lorebook/book-settings'

/** A book without settings of its own runs on the studio's defaults: the form shows those. */
export function shownSettings(book: LorebookBookSettings | undefined): LorebookBookSettings {
  return book ?? STUDIO_LOREBOOK_SETTINGS
}

export type RecursionChoice = 'off' | 'steps' | 'unlimited'

export function recursionChoice(settings: LorebookBookSettings): RecursionChoice {
  return typeof settings.recursion === 'number' ? 'steps' : settings.recursion
}

/** What one control of the form changes. Numbers arrive as the input's raw text. */
export type SettingsChange =
  | { field: 'recursion'; choice: RecursionChoice }
  | { field: 'recursionSteps' | 'scanDepth' | 'budgetValue'; raw: string }
  | { field: 'budgetUnit'; unit: 'tokens' | 'percent' }
  | { field: 'overflow'; value: 'stop' | 'skip' }
  | { field: 'timedEffects'; value: 'turns' | 'messages' }
  | {
      field: 'caseSensitive' | 'matchWholeWords' | 'includeNames' | 'groupScoring'
      value: boolean
    }

const whole = (raw: string): number | null => {
  if (!/^\d+$/.test(raw.trim())) return null
  return Number(raw.trim())
}

/**
 * The settings after one change, or null when the change would not be a valid book (a
 * number out of range, half-typed text): the form keeps what the writer typed and the
 * book keeps its last valid settings.
 */
export function applySettingsChange(
  settings: LorebookBookSettings,
  change: SettingsChange,
): LorebookBookSettings | null {
  let next: LorebookBookSettings
  switch (change.field) {
    case 'recursion':
      next = {
        ...settings,
        recursion:
          change.choice === 'steps'
            ? typeof settings.recursion === 'number'
              ? settings.recursion
              : 3
            : change.choice,
      }
      break
    case 'recursionSteps': {
      const steps = whole(change.raw)
      if (steps === null) return null
      next = { ...settings, recursion: steps }
      break
    }
    case 'scanDepth': {
      const depth = whole(change.raw)
      if (depth === null) return null
      next = { ...settings, scanDepth: depth }
      break
    }
    case 'budgetValue': {
      const value = whole(change.raw)
      if (value === null) return null
      next = { ...settings, budget: { unit: settings.budget.unit, value } }
      break
    }
    case 'budgetUnit':
      if (change.unit === settings.budget.unit) return settings
      // Switching units starts from each unit's usual figure rather than reinterpreting it.
      next = {
        ...settings,
        budget:
          change.unit === 'percent'
            ? { unit: 'percent', value: 25 }
            : { unit: 'tokens', value: STUDIO_LOREBOOK_SETTINGS.budget.value },
      }
      break
    case 'overflow':
      next = { ...settings, overflow: change.value }
      break
    case 'timedEffects':
      next = { ...settings, timedEffects: change.value }
      break
    default:
      next = { ...settings, [change.field]: change.value }
  }
  return lorebookBookSettingsSchema.safeParse(next).success ? next : null
}
