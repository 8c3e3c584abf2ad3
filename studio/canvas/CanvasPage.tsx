import { ReactFlowProvider } from '@xyflow/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { storyMetadataSchema } from '../../engine/canvas'
import { ApiError } from '../../web/api'
import { Alert } from '../../web/ui'
import { storiesApi } from '../api/connected'
import type { OwnerContent } from '../api/stories-api'
import { createEditorStore } from '../editor/editor-store'
import { createSaveController } from '../editor/save-controller'
import { saveRefusalFindings, withSaveFindings } from '../editor/save-findings'
import { createValidationController } from '../editor/validation-controller'
import { useErrorText } from '../stories/use-api-error-text'
import { EditorProvider, type EditorServices } from './EditorContext'
import { EditorLayout } from './EditorLayout'
import { documentFromStored } from './load-document'

/** `/story/{contentOid}/canvas`: loads the story, then builds its editor (store + controllers). */
export function CanvasPage({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation()
  const describeError = useErrorText()
  const [services, setServices] = useState<EditorServices | null>(null)
  const [content, setContent] = useState<OwnerContent | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let disposed = false
    let dispose: () => void = () => undefined
    Promise.all([storiesApi.getContent(contentOid), storiesApi.getCanvas(contentOid)]).then(
      ([loaded, stored]) => {
        if (disposed) return
        const metadata = storyMetadataSchema.parse({
          ...loaded.metadata,
          version: loaded.metadataVersion,
        })
        const store = createEditorStore({ document: documentFromStored(stored.canvas), metadata })
        const save = createSaveController({
          getState: store.getState,
          subscribe: store.subscribe,
          save: (document, version) =>
            storiesApi.saveCanvas(contentOid, document, version).catch((cause: unknown) => {
              // A refused image address shows on its node, beside the live findings.
              const findings = saveRefusalFindings(cause, document.nodes)
              const { errors, setErrors } = store.getState()
              if (findings.length > 0) setErrors(withSaveFindings(errors, findings))
              throw cause
            }),
          isConflict: (cause) =>
            ApiError.isInstance(cause) && cause.code === 'CANVAS_VERSION_CONFLICT',
          version: stored.version,
        })
        const validation = createValidationController({
          getState: store.getState,
          subscribe: store.subscribe,
          onResult: (errors) => store.getState().setErrors(errors),
        })
        validation.runNow()
        const beforeUnload = (event: BeforeUnloadEvent) => {
          if (save.status.getState().status !== 'saved') event.preventDefault()
        }
        window.addEventListener('beforeunload', beforeUnload)
        dispose = () => {
          window.removeEventListener('beforeunload', beforeUnload)
          void save.flush()
          save.destroy()
          validation.destroy()
        }
        setContent(loaded)
        setServices({ contentOid, store, save })
      },
      (cause: unknown) => !disposed && setError(describeError(cause)),
    )
    return () => {
      disposed = true
      dispose()
    }
  }, [contentOid, describeError])

  if (error) {
    return (
      <main id="main" className="page page-narrow">
        <Alert tone="error">{error}</Alert>
      </main>
    )
  }
  if (!services || !content) return <p className="muted page">{t('common.loading')}</p>
  return (
    <EditorProvider services={services}>
      <ReactFlowProvider>
        <EditorLayout title={content.title} />
      </ReactFlowProvider>
    </EditorProvider>
  )
}
