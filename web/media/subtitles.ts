import type { SubtitleTrack } from '../api/content'

/**
 * The track to show: the listener's kept language when the item has it, else none. A
 * language the item lacks is not forgotten, so the next item in that language shows it.
 */
export function chooseSubtitle(
  tracks: readonly SubtitleTrack[],
  kept: string | null,
): string | null {
  if (!kept) return null
  return tracks.some((track) => track.language === kept) ? kept : null
}

/** Shows one text track of a media element by language and hides the others. */
export function applySubtitle(
  media: HTMLMediaElement,
  language: string | null,
  display: 'showing' | 'hidden',
) {
  for (const track of Array.from(media.textTracks)) {
    track.mode = language && track.language === language ? display : 'disabled'
  }
}
