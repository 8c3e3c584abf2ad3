import { type KeyboardEvent, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

export interface MessageEditorProps {
  text: string
  onChange: (text: string) => void
  onSave: () => void
  /** Saves and rerolls the reply after the message; absent when there is none to reroll. */
  onSaveAndRegenerate?: (() => void) | undefined
  /** The reroll's price as the turn quote shows it (e.g. "10 credits"). */
  regenerateCost?: string | null
  busy?: boolean
  onCancel: () => void
}

/**
 * The player's message being edited in place of its text: as wide as the message column,
 * growing with the text. Escape cancels; Ctrl/Cmd+Enter saves.
 */
export function MessageEditor({
  text,
  onChange,
  onSave,
  onSaveAndRegenerate,
  regenerateCost,
  busy = false,
  onCancel,
}: MessageEditorProps) {
  const { t } = useTranslation('chat')
  const area = useRef<HTMLTextAreaElement>(null)
  const empty = text.trim() === ''

  // Grows with the text rather than scrolling inside a small box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again on every text change
  useLayoutEffect(() => {
    const element = area.current
    if (!element) return
    element.style.height = 'auto'
    element.style.height = `${element.scrollHeight + 2}px`
  }, [text])

  useLayoutEffect(() => {
    const element = area.current
    if (!element) return
    element.focus()
    element.setSelectionRange(element.value.length, element.value.length)
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      onCancel()
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      if (!empty && !busy) onSave()
    }
  }

  return (
    <div className="chat-editor" data-testid="chat-editor">
      <label className="field">
        <span className="field-label">{t('chat.editLabel')}</span>
        <textarea
          ref={area}
          className="chat-edit"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          aria-describedby="chat-editor-hint"
        />
      </label>
      <p id="chat-editor-hint" className="chat-editor-hint">
        {t('chat.editHint')}
      </p>
      <div className="chat-editor-buttons">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={empty || busy}
          onClick={onSave}
        >
          {t('chat.save')}
        </button>
        {onSaveAndRegenerate ? (
          <button
            type="button"
            className="button button-primary"
            disabled={empty || busy}
            onClick={onSaveAndRegenerate}
            data-testid="chat-save-regenerate"
          >
            {t('chat.saveAndRegenerate')}
            {regenerateCost ? <span className="chat-cost">{regenerateCost}</span> : null}
          </button>
        ) : null}
      </div>
    </div>
  )
}
