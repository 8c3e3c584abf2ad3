import { useTranslation } from 'react-i18next'
import { Button } from '../../web/ui'
import { useRefusalText } from '../problems'
import { useEditor, useEditorServices } from './EditorContext'
import { selectRefusal } from './selectors'

/** Tidy up (the canvas view only) and the find-and-replace toggle, for the toolbar. */
export function LayoutTools({
  canvas,
  searching,
  onSearch,
}: {
  canvas: boolean
  searching: boolean
  onSearch: () => void
}) {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  return (
    <>
      <Button
        variant="secondary"
        disabled={!canvas}
        onClick={() => store.getState().tidyUp()}
        title={t('studioCanvas.tidyUpTitle')}
      >
        {t('studioCanvas.tidyUp')}
      </Button>
      <Button
        variant={searching ? 'primary' : 'secondary'}
        aria-pressed={searching}
        onClick={onSearch}
        aria-keyshortcuts="Control+Shift+F"
      >
        {t('studioSearch.open')}
      </Button>
    </>
  )
}

/** Why the last connection was refused, until the next edit. */
export function RefusalLine() {
  const { t } = useTranslation('studio')
  const refusal = useEditor(selectRefusal)
  const describe = useRefusalText()
  if (!refusal || refusal.ok) return null
  return (
    <p className="editor-refusal" role="status">
      {t('studioCanvas.refused')} {describe(refusal)}
    </p>
  )
}
