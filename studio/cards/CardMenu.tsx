import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardImportError } from '../../engine/cards'
import { Button } from '../../web/ui'
import { useEditorServices } from '../canvas/EditorContext'
import { toStoryDocument } from '../editor/document'
import { cardBlob, cardFileName, download, readCardFile } from './card-files'

/** Import a card (PNG/JSON) onto the canvas; export the canvas as a V3 card. */
export function CardMenu({
  onMessage,
}: {
  onMessage: (message: { tone: 'success' | 'error'; text: string }) => void
}) {
  const { t } = useTranslation()
  const { store } = useEditorServices()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)

  const importFile = async (file: File) => {
    setBusy(true)
    try {
      const { canvas } = await readCardFile(file)
      const prefix = `card${Date.now().toString(36)}-`
      const count = store.getState().importCanvas(canvas, prefix)
      const entries = (canvas.nodes ?? []).filter((node) => node.type === 'lorebookEntry').length
      onMessage({ tone: 'success', text: t('studioCanvas.importDone', { count, entries }) })
    } catch (error) {
      const text =
        error instanceof CardImportError
          ? t('studioCanvas.importFailedWith', { reason: error.message })
          : t('studioCanvas.importFailed')
      onMessage({ tone: 'error', text })
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  const exportAs = (format: 'png' | 'json') => {
    const state = store.getState()
    download(
      cardBlob(toStoryDocument(state), state.metadata, format),
      cardFileName(state.metadata.title, format),
    )
  }

  return (
    <div className="card-menu">
      <input
        ref={input}
        type="file"
        accept=".png,.json,image/png,application/json"
        className="visually-hidden"
        aria-label={t('studioCanvas.importCard')}
        data-testid="card-file"
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) void importFile(file)
        }}
      />
      <Button variant="secondary" busy={busy} onClick={() => input.current?.click()}>
        {t('studioCanvas.importCard')}
      </Button>
      <Button variant="secondary" onClick={() => exportAs('png')}>
        {t('studioCanvas.exportPng')}
      </Button>
      <Button variant="secondary" onClick={() => exportAs('json')}>
        {t('studioCanvas.exportJson')}
      </Button>
    </div>
  )
}
