import { lorebookBookSettingsSchema } from '../../engine/canvas/lorebook-settings'
import {
  type LorebookBookSettings,
  type LorebookPlacement,
  placementOf,
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
  | { field: 'placement'; value: LorebookPlacement }
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
    case 'placement':
      next = { ...settings, placement: change.value }
      break
    default:
      next = { ...settings, [change.field]: change.value }
  }
  return lorebookBookSettingsSchema.safeParse(next).success ? next : null
}

/** Settings SillyTavern has a name for; the others keep the studio's. */
type NamedSetting =
  | 'scanDepth'
  | 'budget'
  | 'recursion'
  | 'caseSensitive'
  | 'matchWholeWords'
  | 'includeNames'
  | 'groupScoring'

/**
 * The label key of a setting under `studioBookSettings`: a book placed as SillyTavern does
 * shows SillyTavern's names (its World Info panel's labels and translations), so a card
 * author finds the settings they tested with.
 */
/** The text key of a setting's label: SillyTavern's name for a SillyTavern-placed book. */
export type SettingLabelKey =
  | NamedSetting
  | `st_${Exclude<NamedSetting, 'budget'>}`
  | `st_budget_${LorebookBookSettings['budget']['unit']}`

export function settingLabelKey(
  settings: LorebookBookSettings,
  field: NamedSetting,
): SettingLabelKey {
  if (placementOf(settings) !== 'sillytavern') return field
  if (field === 'budget') return `st_budget_${settings.budget.unit}`
  return `st_${field}`
}
