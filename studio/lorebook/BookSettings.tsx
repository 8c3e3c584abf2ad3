import { type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type LorebookBookSettings,
  type LorebookPlacement,
  placementOf,
} from '../../engine/lorebook/book-settings'
import type { TextResources } from '../../web/i18n'
import { useEditor, useEditorServices } from '../canvas/EditorContext'
import {
  applySettingsChange,
  recursionChoice,
  type SettingsChange,
  settingLabelKey,
  shownSettings,
} from './book-settings-form'

const selectBook = (state: { lorebook?: LorebookBookSettings }) => state.lorebook

/** One labelled control with its one-line explanation under it. */
function Setting({
  label,
  hint,
  children,
}: {
  label: string
  hint: string
  children: (ids: { id: string; hintId: string }) => ReactNode
}) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className="book-setting">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, hintId })}
      <span id={hintId} className="field-hint">
        {hint}
      </span>
    </div>
  )
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string
  hint: string
  checked: boolean
  onChange: (value: boolean) => void
}) {
  const id = useId()
  return (
    <div className="book-setting">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          aria-describedby={`${id}-hint`}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <span id={`${id}-hint`} className="field-hint">
        {hint}
      </span>
    </div>
  )
}

/** A number typed freely; the book takes it once it is a valid value. */
function NumberInput({
  id,
  hintId,
  value,
  min,
  max,
  onValue,
}: {
  id: string
  hintId: string
  value: number
  min: number
  max: number
  onValue: (raw: string) => boolean
}) {
  const [raw, setRaw] = useState(String(value))
  useEffect(() => setRaw(String(value)), [value])
  const valid = raw === String(value)
  return (
    <input
      id={id}
      className="field-input lorebook-number"
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      aria-describedby={hintId}
      aria-invalid={valid ? undefined : true}
      value={raw}
      onChange={(event) => {
        setRaw(event.target.value)
        onValue(event.target.value)
      }}
      onBlur={() => setRaw(String(value))}
    />
  )
}

/**
 * The book's own settings: how much it scans, how it matches and what it does when the
 * budget runs out. A book without settings shows (and runs on) the studio's defaults.
 */
export function BookSettings() {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  const settings = shownSettings(useEditor(selectBook))
  const change = (update: SettingsChange) => {
    const next = applySettingsChange(settings, update)
    if (next && next !== settings) store.getState().setLorebookSettings(next)
    return next !== null
  }
  const choice = recursionChoice(settings)
  const text = (key: keyof TextResources['studio']['studioBookSettings']) =>
    t(`studioBookSettings.${key}`)
  const label = (field: Parameters<typeof settingLabelKey>[1]) =>
    text(settingLabelKey(settings, field))
  const toggles = ['caseSensitive', 'matchWholeWords', 'includeNames', 'groupScoring'] as const

  return (
    <details className="book-settings" data-testid="book-settings">
      <summary>
        {text('heading')}
        <span className="muted">
          {' · '}
          {t(`studioBookSettings.unit_${settings.timedEffects}`)}
          {' · '}
          {text(`placement_${placementOf(settings)}`)}
        </span>
      </summary>
      <div className="book-settings-grid">
        <Setting label={text('placement')} hint={text('placementHint')}>
          {({ id, hintId }) => (
            <select
              id={id}
              className="field-select"
              aria-describedby={hintId}
              value={placementOf(settings)}
              onChange={(event) =>
                change({ field: 'placement', value: event.target.value as LorebookPlacement })
              }
            >
              <option value="studio">{text('placement_studio')}</option>
              <option value="sillytavern">{text('placement_sillytavern')}</option>
            </select>
          )}
        </Setting>
        <Setting label={text('overflow')} hint={text('overflowHint')}>
          {({ id, hintId }) => (
            <select
              id={id}
              className="field-select"
              aria-describedby={hintId}
              value={settings.overflow}
              onChange={(event) =>
                change({ field: 'overflow', value: event.target.value as 'stop' | 'skip' })
              }
            >
              <option value="stop">{text('overflow_stop')}</option>
              <option value="skip">{text('overflow_skip')}</option>
            </select>
          )}
        </Setting>
        <Setting label={label('recursion')} hint={text('recursionHint')}>
          {({ id, hintId }) => (
            <div className="book-setting-row">
              <select
                id={id}
                className="field-select"
                aria-describedby={hintId}
                value={choice}
                onChange={(event) =>
                  change({
                    field: 'recursion',
                    choice: event.target.value as 'off' | 'steps' | 'unlimited',
                  })
                }
              >
                <option value="off">{text('recursion_off')}</option>
                <option value="steps">{text('recursion_steps')}</option>
                <option value="unlimited">{text('recursion_unlimited')}</option>
              </select>
              {typeof settings.recursion === 'number' ? (
                <NumberInput
                  id={`${id}-steps`}
                  hintId={hintId}
                  value={settings.recursion}
                  min={1}
                  max={100}
                  onValue={(raw) => change({ field: 'recursionSteps', raw })}
                />
              ) : null}
            </div>
          )}
        </Setting>
        <Setting label={label('scanDepth')} hint={text('scanDepthHint')}>
          {({ id, hintId }) => (
            <NumberInput
              id={id}
              hintId={hintId}
              value={settings.scanDepth}
              min={0}
              max={1000}
              onValue={(raw) => change({ field: 'scanDepth', raw })}
            />
          )}
        </Setting>
        <Setting label={label('budget')} hint={text('budgetHint')}>
          {({ id, hintId }) => (
            <div className="book-setting-row">
              <NumberInput
                id={id}
                hintId={hintId}
                value={settings.budget.value}
                min={1}
                max={settings.budget.unit === 'percent' ? 100 : 1_000_000}
                onValue={(raw) => change({ field: 'budgetValue', raw })}
              />
              <select
                className="field-select"
                aria-label={text('budgetUnit')}
                value={settings.budget.unit}
                onChange={(event) =>
                  change({
                    field: 'budgetUnit',
                    unit: event.target.value as 'tokens' | 'percent',
                  })
                }
              >
                <option value="tokens">{text('budget_tokens')}</option>
                <option value="percent">{text('budget_percent')}</option>
              </select>
            </div>
          )}
        </Setting>
        <Setting label={text('timedEffects')} hint={text('timedEffectsHint')}>
          {({ id, hintId }) => (
            <select
              id={id}
              className="field-select"
              aria-describedby={hintId}
              value={settings.timedEffects}
              onChange={(event) =>
                change({
                  field: 'timedEffects',
                  value: event.target.value as 'turns' | 'messages',
                })
              }
            >
              <option value="turns">{text('unit_turns')}</option>
              <option value="messages">{text('unit_messages')}</option>
            </select>
          )}
        </Setting>
        {toggles.map((field) => (
          <Toggle
            key={field}
            label={label(field)}
            hint={text(`${field}Hint`)}
            checked={settings[field]}
            onChange={(value) => change({ field, value })}
          />
        ))}
      </div>
    </details>
  )
}
