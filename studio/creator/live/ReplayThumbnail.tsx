import { useTranslation } from 'react-i18next'
import type { LiveReplay } from '../../../platform/live/replays/contract'
import { ThumbnailUpload } from './ThumbnailUpload'

/** Addresses a content may take as its thumbnail (engine/media): uploads and live thumbnails. */
const CONTENT_THUMBNAIL = /^\/api\/(?:upload\/|live\/thumbnail\/[0-9a-f]{64}$)/

/** The thumbnail a replay publishes with: the one chosen here, else the live's when it can be. */
export function replayThumbnail(replay: LiveReplay, chosen: string | undefined): string | null {
  if (chosen) return chosen
  return replay.thumbnailUrl && CONTENT_THUMBNAIL.test(replay.thumbnailUrl)
    ? replay.thumbnailUrl
    : null
}

/** A replay's thumbnail as its content will have it (16:9), or the frame to fill. */
export function ReplayPreview({ replay, chosen }: { replay: LiveReplay; chosen?: string }) {
  const { t } = useTranslation('creator')
  const shown = replayThumbnail(replay, chosen)
  return (
    <div className="live-thumbnail-preview live-replay-preview">
      {shown ? (
        <img src={shown} alt={t('liveStudio.replayThumbnailOf', { title: replay.title })} />
      ) : (
        <span>16:9</span>
      )}
    </div>
  )
}

/**
 * An unpublished replay's thumbnail field in the Replays tab: the live's thumbnail by
 * default, another uploaded through the studio's thumbnail upload before "Publish as content".
 */
export function ReplayThumbnailField({
  creatorOid,
  replay,
  chosen,
  onChange,
}: {
  creatorOid: string
  replay: LiveReplay
  chosen: string | undefined
  onChange: (url: string) => void
}) {
  const { t } = useTranslation('creator')
  const shown = replayThumbnail(replay, chosen)
  return (
    <div className="stack live-replay-thumbnail-field">
      <span className="muted live-note" data-testid="replay-thumbnail-note">
        {chosen
          ? t('liveStudio.replayThumbnailChosen')
          : shown
            ? t('liveStudio.replayThumbnailLive')
            : t('liveStudio.replayThumbnailNone')}
      </span>
      <ThumbnailUpload
        creatorOid={creatorOid}
        label={t('liveStudio.replayThumbnailChange', { title: replay.title })}
        onUploaded={onChange}
      />
    </div>
  )
}
