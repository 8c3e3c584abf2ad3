import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../web/ui'
import { ThumbnailUpload } from './ThumbnailUpload'

/** The live's thumbnail: its address or an upload, and a preview that says when it fails to load. */
export function ThumbnailSection({
  creatorOid,
  thumbnail,
  error,
  valid,
  onChange,
}: {
  creatorOid: string
  thumbnail: string
  error: string | null
  valid: boolean
  onChange: (thumbnail: string) => void
}) {
  const { t } = useTranslation('creator')
  // The address whose image failed to load: the preview says so instead of a broken icon.
  const [brokenImage, setBrokenImage] = useState<string | null>(null)
  return (
    <section className="creator-card stack">
      <h2>{t('liveStudio.thumbnailTitle')}</h2>
      <div className="live-thumbnail-row">
        <div className="live-thumbnail-preview" aria-hidden="true">
          {valid && brokenImage !== thumbnail.trim() ? (
            <img src={thumbnail.trim()} alt="" onError={() => setBrokenImage(thumbnail.trim())} />
          ) : (
            <span>{valid ? t('liveStudio.thumbnailUnreachable') : '16:9'}</span>
          )}
        </div>
        <div className="stack live-grow">
          <TextField
            label={t('liveStudio.thumbnailLabel')}
            hint={t('liveStudio.thumbnailHint')}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={thumbnail}
            onChange={(event) => onChange(event.target.value)}
            error={error}
          />
          <ThumbnailUpload creatorOid={creatorOid} onUploaded={onChange} />
        </div>
      </div>
    </section>
  )
}
