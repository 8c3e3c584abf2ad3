import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardImportError } from '../../engine/cards'
import { useSession } from '../../web/session'
import { Button } from '../../web/ui'
import { uploadImage } from '../assets/upload-image'
import { useEditorServices } from '../canvas/EditorContext'
import { toStoryDocument } from '../editor/document'
import type { CardImportSummary } from './CardImportResult'
import { cardBlob, cardFileName, download } from './card-files'
import { downscaleArtwork } from './downscale-artwork'
import { importCardFile, type PortraitEffects } from './import-card-file'

/** The browser's side of a portrait: drawn on a canvas, sent to the asset route. */
const portraitEffects: PortraitEffects = {
  downscale: downscaleArtwork,
  upload: async (image) =>
    (await uploadImage(image, 'image', { token: useSession.getState().token })).url,
}

/**
 * Import a card (PNG/JSON) onto the canvas, its artwork as the character's portrait; export
 * the canvas as a V3 card.
 */
export function CardMenu({
  onMessage,
  onImported,
}: {
  onMessage: (message: { tone: 'success' | 'error'; text: string }) => void
  onImported: (summary: CardImportSummary) => void
}) {
  const { t } = useTranslation()
  const { store } = useEditorServices()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)

  const importFile = async (file: File) => {
    setBusy(true)
    try {
      const imported = await importCardFile(file, portraitEffects, (name) =>
        t('studioCanvas.importPortraitTitle', { name }),
      )
      const prefix = `card${Date.now().toString(36)}-`
      const count = store.getState().importCanvas(imported.canvas, prefix)
      // The view goes to the new character, whose fields (and portrait) the inspector shows.
      const character = imported.canvas.nodes?.find((node) => node.type === 'character')
      if (character) store.getState().focusNode(`${prefix}${character.id}`)
      const entries = (imported.canvas.nodes ?? []).filter(
        (node) => node.type === 'lorebookEntry',
      ).length
      onImported({ ...imported, count, entries })
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
