import { type ChangeEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../web/api'
import { useAction } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { Alert, Button } from '../../../web/ui'
import { allowanceApi, THUMBNAIL_MAX_BYTES, THUMBNAIL_TYPES } from './allowance-api'

/** Uploads a custom thumbnail and hands its address to the thumbnail field. */
export function ThumbnailUpload({
  creatorOid,
  label,
  onUploaded,
}: {
  creatorOid: string
  /** The button's accessible name where several uploads share a screen (the replays). */
  label?: string
  onUploaded: (url: string) => void
}) {
  const { t } = useTranslation('creator')
  const input = useRef<HTMLInputElement>(null)
  const { outcome, setOutcome, busy, act } = useAction()
  const refuse = (error: ApiError) => setOutcome({ tone: 'error', text: errorText(t, error) })

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setOutcome(null)
    // The same refusals as the server's, without sending the file.
    if (file.size > THUMBNAIL_MAX_BYTES) {
      return refuse(
        new ApiError({
          status: 413,
          code: 'LIVE_THUMBNAIL_TOO_LARGE',
          message: 'The live thumbnail must be 3MB or less.',
        }),
      )
    }
    if (!THUMBNAIL_TYPES.includes(file.type)) {
      return refuse(
        new ApiError({
          status: 415,
          code: 'LIVE_THUMBNAIL_TYPE',
          message: 'Image uploads accept jpg, jpeg, png, webp and gif.',
        }),
      )
    }
    // The field shows the new thumbnail: success needs no words.
    void act(
      async () => onUploaded((await allowanceApi.uploadThumbnail(creatorOid, file)).thumbnailUrl),
      null,
    )
  }

  return (
    <div className="stack live-thumbnail-upload">
      <div className="creator-actions">
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={label}
          onClick={() => input.current?.click()}
        >
          {busy ? t('liveAllowance.uploading') : t('liveAllowance.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={THUMBNAIL_TYPES.join(',')}
          hidden
          data-testid="live-thumbnail-file"
          onChange={pick}
        />
      </div>
      <p className="muted live-note">{t('liveAllowance.uploadHint')}</p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </div>
  )
}
