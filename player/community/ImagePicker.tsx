import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { communityApi } from './community-api'
import { COMMUNITY_LIMITS, type ComposerForm } from './composer-form'

type Images = ComposerForm['images']

/** The post's images: each chosen file is uploaded at once; shown as thumbnails to remove. */
export function ImagePicker({
  images,
  onChange,
}: {
  images: Images
  onChange: (images: Images) => void
}) {
  const { t } = useTranslation('player')
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const room = COMMUNITY_LIMITS.images - images.length

  async function add(files: File[]) {
    setBusy(true)
    setError(null)
    const added: Images = []
    try {
      for (const file of files.slice(0, room)) added.push(await communityApi.uploadImage(file))
    } catch (failure) {
      setError(errorText(t, failure))
    } finally {
      setBusy(false)
      if (added.length > 0) onChange([...images, ...added])
    }
  }

  return (
    <div className="field community-images">
      {images.length > 0 ? (
        <ul className="community-thumbs">
          {images.map((image, index) => (
            <li key={image.key}>
              {image.url ? <img src={image.url} alt="" /> : null}
              <Button
                variant="link"
                aria-label={t('community.removeImage', { number: index + 1 })}
                onClick={() => onChange(images.filter((item) => item.key !== image.key))}
              >
                {t('community.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* The native picker names its button in the browser's language: a label of ours stands in. */}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        multiple
        disabled={busy || room <= 0}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          if (files.length > 0) void add(files)
        }}
      />
      <label
        className="button button-secondary community-images-add"
        htmlFor={id}
        aria-disabled={busy || room <= 0 || undefined}
      >
        {t('community.images', { count: COMMUNITY_LIMITS.images })}
      </label>
      {busy ? <span className="field-hint">{t('community.uploadingImage')}</span> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  )
}
