import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { storyMetadataSchema } from '../../engine/canvas'
import { ApiError } from '../../web/api'
import { Alert, Button } from '../../web/ui'
import { storiesApi } from '../api/connected'
import { useEditor, useEditorServices } from '../canvas/EditorContext'
import { useErrorText } from '../stories/use-api-error-text'
import { thumbnailOffer } from './import-card-file'
import type { PendingImport } from './pending-import'

/** What an import brought (kept for a reload while its thumbnail offer is unanswered). */
export type CardImportSummary = PendingImport

type ThumbnailState =
  | { phase: 'offered' }
  | { phase: 'saving' }
  | { phase: 'declined' }
  | { phase: 'saved' }
  | { phase: 'failed'; message: string }

const selectThumbnail = (state: { metadata: { thumbnail: string } }) => state.metadata.thumbnail

/**
 * What an import brought: the node count, the portrait made from the card's artwork (or why
 * there is none), and, for a story without a thumbnail, the offer to use the artwork.
 */
export function CardImportResult({
  result,
  onDismiss,
  onAnswered,
}: {
  result: CardImportSummary
  onDismiss: () => void
  /** The thumbnail offer was answered (used or declined): a reload need not show it again. */
  onAnswered: () => void
}) {
  const { t } = useTranslation('studio')
  const describeError = useErrorText()
  const { store, contentOid } = useEditorServices()
  const currentThumbnail = useEditor(selectThumbnail)
  const [thumbnail, setThumbnail] = useState<ThumbnailState>({ phase: 'offered' })
  const { portrait, name } = result
  const offer = thumbnailOffer(currentThumbnail, portrait)
  const showOffer =
    offer !== null &&
    (thumbnail.phase === 'offered' || thumbnail.phase === 'saving' || thumbnail.phase === 'failed')

  const saveThumbnail = async (url: string) => {
    setThumbnail({ phase: 'saving' })
    try {
      const { metadata } = store.getState()
      const saved = await storiesApi.saveMetadata(contentOid, { thumbnail: url }, metadata.version)
      store
        .getState()
        .setMetadata(
          storyMetadataSchema.parse({ ...saved.metadata, version: saved.metadataVersion }),
        )
      setThumbnail({ phase: 'saved' })
      onAnswered()
    } catch (cause) {
      setThumbnail({ phase: 'failed', message: describeError(cause) })
    }
  }

  return (
    <div className="card-import-result" data-testid="card-import-result">
      <Alert tone="success">
        <div className="card-import-summary">
          {portrait.status === 'uploaded' ? (
            <img
              className="card-import-artwork"
              src={portrait.url}
              alt={t('studioCanvas.importArtworkAlt', { name })}
            />
          ) : null}
          <div className="card-import-text">
            <p>{t('studioCanvas.importDone', { count: result.count, entries: result.entries })}</p>
            {portrait.status === 'uploaded' ? (
              <p>{t('studioCanvas.importPortrait', { name })}</p>
            ) : null}
            {result.filled?.length ? <p>{t('studioCanvas.importFilled')}</p> : null}
            {thumbnail.phase === 'saved' ? <p>{t('studioCanvas.thumbnailOfferDone')}</p> : null}
            {showOffer ? (
              <div className="card-import-offer">
                <span>{t('studioCanvas.thumbnailOfferText')}</span>
                <span className="card-import-actions">
                  <Button
                    busy={thumbnail.phase === 'saving'}
                    onClick={() => void saveThumbnail(offer)}
                  >
                    {t('studioCanvas.thumbnailOfferUse')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setThumbnail({ phase: 'declined' })
                      onAnswered()
                    }}
                  >
                    {t('studioCanvas.thumbnailOfferDecline')}
                  </Button>
                </span>
              </div>
            ) : null}
          </div>
          <button
            type="button"
            className="card-import-close"
            aria-label={t('studioCanvas.importDismiss')}
            onClick={onDismiss}
          >
            ×
          </button>
        </div>
      </Alert>
      {portrait.status === 'failed' ? (
        <Alert tone="error">
          {t('studioCanvas.importPortraitFailed', {
            name,
            reason: ApiError.isInstance(portrait.error)
              ? describeError(portrait.error)
              : t('studioCanvas.importPortraitUnreadable'),
          })}
        </Alert>
      ) : null}
      {thumbnail.phase === 'failed' ? (
        <Alert tone="error">
          {t('studioCanvas.thumbnailOfferFailed', { reason: thumbnail.message })}
        </Alert>
      ) : null}
    </div>
  )
}
