import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { storyMetadataSchema } from '../../engine/canvas'
import { CardImportError } from '../../engine/cards'
import { Button } from '../../web/ui'
import { storiesApi } from '../api/connected'
import { uploadImage } from '../assets/upload-image'
import { useEditorServices } from '../canvas/EditorContext'
import { toStoryDocument } from '../editor/document'
import type { CardImportSummary } from './CardImportResult'
import { cardFileName, cardJsonBlob, cardPngBlob, download } from './card-files'
import { cardMetadataFill } from './card-metadata'
import { downscaleArtwork } from './downscale-artwork'
import { type CardPicture, exportCardPngFile } from './export-card-png'
import { type CardImport, importCardFile, type PortraitEffects } from './import-card-file'
import { portraitPng } from './portrait-png'

/** The browser's side of a portrait: drawn on a canvas, sent to the asset route. */
const portraitEffects: PortraitEffects = {
  downscale: downscaleArtwork,
  upload: async (image) => (await uploadImage(image, 'image')).url,
}

/** What an exported PNG's picture tells the writer, and how loudly. */
const EXPORTED_PICTURE = {
  portrait: { tone: 'success', key: 'studioCanvas.exportPngPortrait' },
  none: { tone: 'info', key: 'studioCanvas.exportPngNoPortrait' },
  failed: { tone: 'error', key: 'studioCanvas.exportPngPortraitFailed' },
} as const satisfies Record<CardPicture['status'], { tone: CardMenuMessage['tone']; key: string }>

export interface CardMenuMessage {
  tone: 'success' | 'error' | 'info'
  text: string
}

/**
 * Import a card (PNG/JSON) onto the canvas, its artwork as the character's portrait; export
 * the canvas as a V3 card, the PNG with the character's portrait as its picture.
 */
export function CardMenu({
  onMessage,
  onImported,
}: {
  onMessage: (message: CardMenuMessage) => void
  onImported: (summary: CardImportSummary) => void
}) {
  const { t } = useTranslation('studio')
  const { store, contentOid } = useEditorServices()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [exporting, setExporting] = useState(false)

  const importFile = async (file: File) => {
    setBusy(true)
    try {
      const imported = await importCardFile(file, portraitEffects, (name) =>
        t('studioCanvas.importPortraitTitle', { name }),
      )
      const prefix = `card${Date.now().toString(36)}-`
      const count = store.getState().importCanvas(imported.canvas, prefix)
      // The new character is chosen (the inspector shows its fields and portrait) and the
      // view fits everything the card brought.
      const nodes = imported.canvas.nodes ?? []
      const character = nodes.find((node) => node.type === 'character')
      if (character) {
        store.getState().focusNode(`${prefix}${character.id}`, {
          fit: nodes.map((node) => `${prefix}${node.id}`),
        })
      }
      const entries = nodes.filter((node) => node.type === 'lorebookEntry').length
      const filled = await fillStoryDetails(imported)
      onImported({
        name: imported.name,
        portrait: imported.portrait,
        count,
        entries,
        ...(filled.length ? { filled } : {}),
      })
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

  /** The card's notes and tags where the story has none; a failure leaves them empty. */
  const fillStoryDetails = async (imported: CardImport): Promise<string[]> => {
    const { metadata } = store.getState()
    const fill = cardMetadataFill(metadata, imported)
    if (!fill) return []
    try {
      const saved = await storiesApi.saveMetadata(contentOid, fill, metadata.version)
      store
        .getState()
        .setMetadata(
          storyMetadataSchema.parse({ ...saved.metadata, version: saved.metadataVersion }),
        )
      return Object.keys(fill)
    } catch {
      return []
    }
  }

  const exportPng = async () => {
    setExporting(true)
    try {
      const state = store.getState()
      const { bytes, picture } = await exportCardPngFile(toStoryDocument(state), state.metadata, {
        portraitPng,
      })
      download(cardPngBlob(bytes), cardFileName(state.metadata.title, 'png'))
      const notice = EXPORTED_PICTURE[picture.status]
      onMessage({ tone: notice.tone, text: t(notice.key) })
    } catch {
      onMessage({ tone: 'error', text: t('studioCanvas.exportFailed') })
    } finally {
      setExporting(false)
    }
  }

  const exportJson = () => {
    const state = store.getState()
    download(
      cardJsonBlob(toStoryDocument(state), state.metadata),
      cardFileName(state.metadata.title, 'json'),
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
      <Button variant="secondary" busy={exporting} onClick={() => void exportPng()}>
        {t('studioCanvas.exportPng')}
      </Button>
      <Button variant="secondary" onClick={exportJson}>
        {t('studioCanvas.exportJson')}
      </Button>
    </div>
  )
}
