import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { DM_MEDIA_TYPES } from '../../platform/direct-chat/image-messages/media-rules'
import { Button } from '../../web/ui'
import type { Attachments } from './use-attachments'
import './media.css'

const ACCEPT = [
  ...DM_MEDIA_TYPES.map((type) => `.${type}`),
  'image/jpeg',
  'image/png',
  'video/mp4',
  'video/quicktime',
].join(',')

/** The composer's attach button and its hidden picker (photos or one video). */
export function AttachButton(props: { attachments: Attachments; disabled: boolean }) {
  const { t } = useTranslation('dm')
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="dm-attach-input"
        onChange={(event) => {
          props.attachments.pick([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
      <Button
        variant="secondary"
        className="dm-attach"
        disabled={props.disabled}
        aria-label={t('dmMedia.attach')}
        title={t('dmMedia.attach')}
        onClick={() => input.current?.click()}
      >
        <span aria-hidden="true">＋</span>
      </Button>
    </>
  )
}

/** The picked files above the box: a preview each with Remove, the limits, the progress. */
export function AttachmentTray({ attachments, busy }: { attachments: Attachments; busy: boolean }) {
  const { t } = useTranslation('dm')
  const { items, previews, progress } = attachments
  if (items.length === 0) return null
  const kind = items[0]?.kind
  return (
    <div className="dm-tray" data-testid="dm-tray">
      <ul className="dm-tray-list">
        {items.map((item) => (
          <li key={item.id} className="dm-tray-item">
            {item.kind === 'image' ? (
              <img src={previews.get(item.id)} alt={item.file.name} />
            ) : (
              <video src={previews.get(item.id)} muted aria-label={item.file.name} />
            )}
            <button
              type="button"
              className="dm-tray-remove"
              disabled={busy}
              aria-label={t('dmMedia.remove', { name: item.file.name })}
              onClick={() => attachments.remove(item.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <p className="muted dm-tray-count">
        {kind === 'video'
          ? t('dmMedia.videoCount')
          : t('dmMedia.imageCount', { count: items.length })}
      </p>
      {progress !== null ? (
        <div className="dm-progress" data-testid="dm-upload-progress">
          <progress
            max={100}
            value={Math.round(progress * 100)}
            aria-label={t('dmMedia.uploading')}
          />
          <span>{t('dmMedia.uploadingPercent', { percent: Math.round(progress * 100) })}</span>
        </div>
      ) : null}
    </div>
  )
}
