import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { navigate } from '../../web/routing'
import { Alert, Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { storiesApi } from '../api/connected'
import { toStoryDocument } from '../editor/document'
import { canvasPath } from '../shell/studio-paths'
import { useErrorText } from '../stories/use-api-error-text'
import { useEditorServices } from './EditorContext'
import { documentFromStored } from './load-document'

/**
 * Someone saved this canvas meanwhile ('Canvas version conflict'). The writer chooses:
 * take their version, or keep this one as a new story. Nothing is dropped silently.
 */
export function ConflictDialog() {
  const { t } = useTranslation('studio')
  const describeError = useErrorText()
  const { store, save, contentOid } = useEditorServices()
  const status = useStore(save.status, (state) => state.status)
  const [busy, setBusy] = useState<'theirs' | 'copy' | null>(null)
  const [error, setError] = useState<string | null>(null)

  const reloadTheirs = async () => {
    setBusy('theirs')
    try {
      const stored = await storiesApi.getCanvas(contentOid)
      store.getState().replaceDocument(documentFromStored(stored.canvas))
      save.reset(stored.version)
    } catch (cause) {
      setError(describeError(cause))
    } finally {
      setBusy(null)
    }
  }

  const keepMineAsCopy = async () => {
    setBusy('copy')
    try {
      const { metadata } = store.getState()
      const { version: _version, ...rest } = metadata
      const copy = await storiesApi.create({
        ...rest,
        title: t('studioCanvas.copyTitle', { title: metadata.title }),
      })
      await storiesApi.saveCanvas(copy.contentOid, toStoryDocument(store.getState()), 0)
      navigate(canvasPath(copy.contentOid))
    } catch (cause) {
      setError(describeError(cause))
      setBusy(null)
    }
  }

  return (
    <Dialog
      open={status === 'conflict'}
      onOpenChange={() => undefined}
      title={t('studioCanvas.conflictTitle')}
      description={t('studioCanvas.conflictText')}
      closeLabel={t('common.close')}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="dialog-actions">
        <Button
          variant="secondary"
          busy={busy === 'theirs'}
          disabled={busy !== null}
          onClick={reloadTheirs}
        >
          {t('studioCanvas.conflictReload')}
        </Button>
        <Button busy={busy === 'copy'} disabled={busy !== null} onClick={keepMineAsCopy}>
          {t('studioCanvas.conflictCopy')}
        </Button>
      </div>
    </Dialog>
  )
}
