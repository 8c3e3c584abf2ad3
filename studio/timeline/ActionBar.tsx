/** The toolbar and the menu, both drawn from the one action registry, and the keyboard. */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import { actionForKey, shortcutLabel, TIMELINE_ACTIONS, type TimelineAction } from './actions'
import type { TimelineStore } from './store'

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** Keys perform the registry's actions, except while typing in a field. */
export function useTimelineKeys(store: StoreApi<TimelineStore>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      const action = actionForKey(event)
      if (!action?.enabled(store.getState())) return
      event.preventDefault()
      action.perform(store.getState())
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])
}

export function ActionBar({ store }: { store: StoreApi<TimelineStore> }) {
  const { t } = useTranslation('studio')
  // Re-rendered on every change so "enabled" follows the state.
  const state = useStore(store)
  const title = (action: TimelineAction) => {
    const keys = action.shortcuts.map((each) => shortcutLabel(each, mac)).join(', ')
    return `${t(`timeline.action_${action.label}`)}${keys ? ` (${keys})` : ''}`
  }
  return (
    <div className="timeline-actions">
      <div className="timeline-toolbar" role="toolbar" aria-label={t('timeline.menu')}>
        {TIMELINE_ACTIONS.filter((action) => action.toolbar).map((action) => (
          <button
            key={action.id}
            type="button"
            className="button button-secondary timeline-tool"
            data-action={action.id}
            title={title(action)}
            disabled={!action.enabled(state)}
            aria-pressed={action.id === 'play' ? state.playing : undefined}
            onClick={() => action.perform(store.getState())}
          >
            {t(`timeline.action_${action.label}`)}
          </button>
        ))}
      </div>
      <details className="timeline-menu">
        <summary className="button button-secondary">{t('timeline.menu')}</summary>
        <ul>
          {TIMELINE_ACTIONS.map((action) => (
            <li key={action.id}>
              <button
                type="button"
                disabled={!action.enabled(state)}
                onClick={(event) => {
                  action.perform(store.getState())
                  event.currentTarget.closest('details')?.removeAttribute('open')
                }}
              >
                <span>{t(`timeline.action_${action.label}`)}</span>
                <kbd>{action.shortcuts.map((each) => shortcutLabel(each, mac)).join(', ')}</kbd>
              </button>
            </li>
          ))}
        </ul>
      </details>
      <span className="timeline-snapping muted">
        {state.snapping ? t('timeline.snappingOn') : t('timeline.snappingOff')}
      </span>
    </div>
  )
}
