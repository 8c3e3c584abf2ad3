import { useTranslation } from 'react-i18next'

export interface MessageEditorProps {
  text: string
  onChange: (text: string) => void
  onSave: () => void
  onCancel: () => void
}

/** The player's message being edited in place of its text. */
export function MessageEditor({ text, onChange, onSave, onCancel }: MessageEditorProps) {
  const { t } = useTranslation('chat')
  return (
    <div className="stack">
      <label className="field">
        <span className="field-label">{t('chat.editLabel')}</span>
        <textarea
          className="chat-edit"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          rows={4}
        />
      </label>
      <div className="row">
        <button
          type="button"
          className="button button-primary"
          disabled={text.trim() === ''}
          onClick={onSave}
        >
          {t('chat.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  )
}
