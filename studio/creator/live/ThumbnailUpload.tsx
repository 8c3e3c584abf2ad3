import { type ChangeEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../web/api'
import { errorText } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_TYPES, uploadLiveThumbnail } from './allowance-api'

/** Uploads a custom thumbnail and hands its address to the thumbnail field. */
export function ThumbnailUpload({
  creatorOid,
  onUploaded,
}: {
  creatorOid: string
  onUploaded: (url: string) => void
}) {
  const { t } = useTranslation('creator')
  const token = useSession((state) => state.token)
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setError(null)
    // The same refusals as the server's, without sending the file.
    if (file.size > THUMBNAIL_MAX_BYTES) {
      return setError(
        new ApiError({
          status: 413,
          code: 'LIVE_THUMBNAIL_TOO_LARGE',
          message: 'The live thumbnail must be 3MB or less.',
        }),
      )
    }
    if (!THUMBNAIL_TYPES.includes(file.type)) {
      return setError(
        new ApiError({
          status: 415,
          code: 'LIVE_THUMBNAIL_TYPE',
          message: 'Image uploads accept jpg, jpeg, png, webp and gif.',
        }),
      )
    }
    setBusy(true)
    try {
      onUploaded((await uploadLiveThumbnail(file, { creatorOid, token })).thumbnailUrl)
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="stack live-thumbnail-upload">
      <div className="creator-actions">
        <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
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
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
    </div>
  )
}
