import { describe, expect, it } from 'vitest'
import {
  SILLYTAVERN_LOREBOOK_SETTINGS,
  STUDIO_LOREBOOK_SETTINGS,
} from '../../engine/lorebook/book-settings'
import {
  applySettingsChange,
  recursionChoice,
  settingLabelKey,
  shownSettings,
} from './book-settings-form'

describe('lorebook settings form', () => {
  it('shows the studio defaults for a book without settings, and an imported book its own', () => {
    expect(shownSettings(undefined)).toEqual(STUDIO_LOREBOOK_SETTINGS)
    expect(shownSettings(SILLYTAVERN_LOREBOOK_SETTINGS).timedEffects).toBe('messages')
    expect(recursionChoice(STUDIO_LOREBOOK_SETTINGS)).toBe('steps')
    expect(recursionChoice(SILLYTAVERN_LOREBOOK_SETTINGS)).toBe('off')
  })

  it('switches recursion between off, N steps and unlimited', () => {
    const steps = applySettingsChange(SILLYTAVERN_LOREBOOK_SETTINGS, {
      field: 'recursion',
      choice: 'steps',
    })
    expect(steps?.recursion).toBe(3)
    const five = steps && applySettingsChange(steps, { field: 'recursionSteps', raw: '5' })
    expect(five?.recursion).toBe(5)
    expect(
      five && applySettingsChange(five, { field: 'recursion', choice: 'unlimited' })?.recursion,
    ).toBe('unlimited')
  })

  it('refuses numbers the book cannot hold and keeps the last valid settings', () => {
    const base = STUDIO_LOREBOOK_SETTINGS
    expect(applySettingsChange(base, { field: 'scanDepth', raw: '' })).toBeNull()
    expect(applySettingsChange(base, { field: 'scanDepth', raw: '-1' })).toBeNull()
    expect(applySettingsChange(base, { field: 'scanDepth', raw: '1001' })).toBeNull()
    expect(applySettingsChange(base, { field: 'recursionSteps', raw: '0' })).toBeNull()
    expect(applySettingsChange(base, { field: 'scanDepth', raw: '12' })?.scanDepth).toBe(12)
    const percent = applySettingsChange(base, { field: 'budgetUnit', unit: 'percent' })
    expect(percent?.budget).toEqual({ unit: 'percent', value: 25 })
    expect(percent && applySettingsChange(percent, { field: 'budgetValue', raw: '101' })).toBeNull()
    expect(
      percent && applySettingsChange(percent, { field: 'budgetValue', raw: '40' })?.budget,
    ).toEqual({ unit: 'percent', value: 40 })
  })

  it('sets the overflow rule, the timed-effects unit and the matching switches', () => {
    const base = STUDIO_LOREBOOK_SETTINGS
    expect(applySettingsChange(base, { field: 'overflow', value: 'stop' })?.overflow).toBe('stop')
    expect(
      applySettingsChange(base, { field: 'timedEffects', value: 'messages' })?.timedEffects,
    ).toBe('messages')
    for (const field of [
      'caseSensitive',
      'matchWholeWords',
      'includeNames',
      'groupScoring',
    ] as const) {
      expect(applySettingsChange(base, { field, value: !base[field] })?.[field]).toBe(!base[field])
    }
  })

  it("names an imported book's settings as SillyTavern does, and switches its placement", () => {
    expect(settingLabelKey(STUDIO_LOREBOOK_SETTINGS, 'scanDepth')).toBe('scanDepth')
    expect(settingLabelKey(SILLYTAVERN_LOREBOOK_SETTINGS, 'scanDepth')).toBe('st_scanDepth')
    expect(settingLabelKey(SILLYTAVERN_LOREBOOK_SETTINGS, 'budget')).toBe('st_budget_percent')
    const studio = applySettingsChange(SILLYTAVERN_LOREBOOK_SETTINGS, {
      field: 'placement',
      value: 'studio',
    })
    expect(studio?.placement).toBe('studio')
    expect(studio && settingLabelKey(studio, 'groupScoring')).toBe('groupScoring')
  })
})
