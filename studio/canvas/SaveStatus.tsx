import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { useEditorServices } from './EditorContext'

/** "Saved" / "Saving…" / "Unsaved changes" / errors, announced politely. */
export function SaveStatus() {
  const { t } = useTranslation('studio')
  const { save } = useEditorServices()
  const status = useStore(save.status, (state) => state.status)
  return (
    <span
      className={`save-status save-${status}`}
      role="status"
      data-testid="save-status"
      data-status={status}
    >
      {t(`studioCanvas.save_${status}`)}
    </span>
  )
}
