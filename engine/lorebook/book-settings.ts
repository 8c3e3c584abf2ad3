import { defaultLorebookSettings, type LorebookSettings } from './activation-types'

/**
 * A lorebook's own settings, stored with the book (the canvas) and compiled with the story.
 * A book written in the studio keeps Taleloom's defaults; an imported World Info or card
 * book gets SillyTavern's global defaults, so it activates as its author tested it.
 */
export interface LorebookBookSettings {
  /** Newest messages scanned when an entry has no depth of its own. */
  scanDepth: number
  /** Tokens for activated entries, or a share of the model's context (SillyTavern: 25 %). */
  budget: { unit: 'tokens'; value: number } | { unit: 'percent'; value: number }
  /** Passes over activated entries' text: off, at most N more, or until none activates. */
  recursion: 'off' | 'unlimited' | number
  /** `stop` at the first entry over the budget (SillyTavern), or `skip` it and go on. */
  overflow: 'stop' | 'skip'
  caseSensitive: boolean
  matchWholeWords: boolean
  /** Messages are scanned as `Name: text`. */
  includeNames: boolean
  /** Inclusion groups keep only the members that matched the most keys. */
  groupScoring: boolean
  /** What sticky, cooldown and delay count: turns (studio books) or chat messages. */
  timedEffects: 'turns' | 'messages'
  /**
   * Where activated entries land in the prompt: the studio's own layout, or SillyTavern's
   * Chat Completion layout (imported books). Absent = the studio's.
   */
  placement?: LorebookPlacement
}

export type LorebookPlacement = 'studio' | 'sillytavern'

/** A book's placement; books without the setting keep the studio's. */
export function placementOf(book: LorebookBookSettings | undefined): LorebookPlacement {
  return book?.placement ?? 'studio'
}

export const STUDIO_LOREBOOK_SETTINGS: LorebookBookSettings = {
  scanDepth: 2,
  budget: { unit: 'tokens', value: 2048 },
  recursion: 3,
  overflow: 'skip',
  caseSensitive: false,
  matchWholeWords: false,
  includeNames: true,
  groupScoring: false,
  timedEffects: 'turns',
}

/** SillyTavern's global World Info defaults (`world_info_*` in world-info.js). */
export const SILLYTAVERN_LOREBOOK_SETTINGS: LorebookBookSettings = {
  scanDepth: 2,
  budget: { unit: 'percent', value: 25 },
  recursion: 'off',
  overflow: 'stop',
  caseSensitive: false,
  matchWholeWords: false,
  includeNames: true,
  groupScoring: false,
  timedEffects: 'messages',
  placement: 'sillytavern',
}

/**
 * The activation settings of a book for a model with `contextTokens` of context; a book
 * without settings of its own (older stories, studio books) gets the studio's.
 */
export function lorebookSettingsFor(
  book: LorebookBookSettings | undefined,
  contextTokens: number,
): LorebookSettings {
  const settings = book ?? STUDIO_LOREBOOK_SETTINGS
  const tokenBudget =
    settings.budget.unit === 'tokens'
      ? settings.budget.value
      : // SillyTavern: Math.round(budget% × max context / 100) || 1.
        Math.round((settings.budget.value * contextTokens) / 100) || 1
  return {
    ...defaultLorebookSettings,
    scanDepth: settings.scanDepth,
    caseSensitive: settings.caseSensitive,
    matchWholeWords: settings.matchWholeWords,
    tokenBudget,
    maxRecursionSteps:
      settings.recursion === 'off'
        ? 0
        : settings.recursion === 'unlimited'
          ? Number.POSITIVE_INFINITY
          : settings.recursion,
    overflow: settings.overflow,
    useGroupScoring: settings.groupScoring,
    includeNames: settings.includeNames,
    timedEffectsUnit: settings.timedEffects,
  }
}
