import { useTranslation } from 'react-i18next'
import type { ContentItem } from '../../web/api/content'
import { AudioPlayer } from '../../web/media/AudioPlayer'
import { VideoPlayer } from '../../web/media/VideoPlayer'
import { contentApi } from './content-api'

/**
 * What plays on a content page: the video player for video (HLS first), the audio player
 * for audio; play time is reported for signed-in listeners and guests alike.
 */
export function ContentPlayer({
  item,
  title,
  onEnded,
  autoPlay,
  fromStart,
}: {
  item: ContentItem
  title: string
  /** A playlist's next step when this one ends. */
  onEnded?: () => void
  autoPlay?: boolean
  /** A playlist plays each item from its start, not where the listener left it. */
  fromStart?: boolean
}) {
  const { t } = useTranslation('player')
  const onPlayTime = (seconds: number) => {
    void contentApi.playTime(item.contentOid, seconds).catch(() => undefined)
  }
  const common = {
    title,
    // Before the encoder has made a poster, the thumbnail stands in (an audio item's cover).
    poster: item.playback.poster ?? (item.thumbnail || null),
    subtitles: item.subtitles,
    onPlayTime,
    startAt: fromStart ? undefined : item.resumeAt,
    onEnded,
    autoPlay,
  }
  if (item.media === 'video') {
    const src = item.playback.hls ?? item.playback.file
    if (src) return <VideoPlayer src={src} {...common} />
  } else {
    const src = item.playback.audio ?? item.playback.file
    if (src) return <AudioPlayer src={src} {...common} />
  }
  const preparing = item.status === 'encoding' || item.status === 'published'
  return (
    <p className="content-locked" role="status">
      {preparing ? t('contentPage.encoding') : t('contentPage.noMedia')}
    </p>
  )
}
