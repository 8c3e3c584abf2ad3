import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { type ImageMessageView, mediaApi } from './media-api'

/** An image message's photos (a grid; one opens the viewer) or its video, for a member. */
export function ImageMessageBody({ messageOid }: { messageOid: string }) {
  const { t } = useTranslation('dm')
  const read = useData(['dm-image', messageOid], () => mediaApi.read(messageOid))
  const view = read.data?.imageMessage
  const urls = useObjectUrls(view)
  const [open, setOpen] = useState<number | null>(null)
  if (!view)
    return (
      <span className="dm-media-wait">
        {read.error ? t('dmMedia.loadFailed') : t('dmHome.loading')}
      </span>
    )
  if (view.mediaKind === 'video')
    return urls[0] ? (
      // biome-ignore lint/a11y/useMediaCaption: a member's own clip carries no captions
      <video
        className="dm-media-video"
        src={urls[0]}
        controls
        preload="metadata"
        data-testid="dm-video"
      />
    ) : (
      <span className="dm-media-wait">{t('dmHome.loading')}</span>
    )
  return (
    <>
      <span
        className="dm-media-grid"
        data-count={Math.min(view.media.length, 4)}
        data-testid="dm-images"
      >
        {view.media.map((item, index) => (
          <button
            key={item.position}
            type="button"
            className="dm-media-thumb"
            aria-label={t('dmMedia.openImage', { number: index + 1, count: view.media.length })}
            onClick={() => setOpen(index)}
          >
            {urls[index] ? <img src={urls[index]} alt="" /> : <span className="dm-media-wait" />}
          </button>
        ))}
      </span>
      <ImageViewer urls={urls} index={open} onIndex={setOpen} />
    </>
  )
}

/** Each file fetched with the sign-in and shown through an object address, freed on leaving. */
function useObjectUrls(view: ImageMessageView | undefined) {
  const [urls, setUrls] = useState<(string | null)[]>([])
  useEffect(() => {
    if (!view) return
    let live = true
    const made: string[] = []
    for (const [index, item] of view.media.entries()) {
      mediaApi
        .objectUrl(item.url)
        .then((url) => {
          made.push(url)
          if (live) setUrls((current) => Object.assign([...current], { [index]: url }))
          else URL.revokeObjectURL(url)
        })
        .catch(() => undefined)
    }
    return () => {
      live = false
      for (const url of made) URL.revokeObjectURL(url)
    }
  }, [view])
  return urls
}

/** A photo at full size, with the previous and next of the same message. */
function ImageViewer(props: {
  urls: (string | null)[]
  index: number | null
  onIndex: (index: number | null) => void
}) {
  const { t } = useTranslation('dm')
  const { urls, index } = props
  const count = urls.length
  return (
    <Dialog
      open={index !== null}
      onOpenChange={(open) => (open ? null : props.onIndex(null))}
      title={t('dmMedia.viewerTitle', { number: (index ?? 0) + 1, count: Math.max(count, 1) })}
      closeLabel={t('dmRoom.close')}
    >
      <div className="dm-viewer" data-testid="dm-viewer">
        {index !== null && urls[index] ? <img src={urls[index] ?? ''} alt="" /> : null}
        {count > 1 ? (
          <div className="row dm-viewer-nav">
            <Button
              variant="secondary"
              disabled={index === null || index === 0}
              onClick={() => props.onIndex((index ?? 0) - 1)}
            >
              {t('dmMedia.previous')}
            </Button>
            <Button
              variant="secondary"
              disabled={index === null || index >= count - 1}
              onClick={() => props.onIndex((index ?? 0) + 1)}
            >
              {t('dmMedia.next')}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  )
}
