/** How a video address is played in this browser. */
export type HlsPlan = 'direct' | 'hls.js' | 'native' | 'unsupported'

/**
 * A plain file plays directly. An HLS playlist plays through hls.js where Media Source
 * Extensions exist (loaded only then), else natively (Safari on iPhone), else not at all.
 */
export function planHls(
  src: string,
  capabilities: { mediaSource: boolean; nativeHls: boolean },
): HlsPlan {
  if (!/\.m3u8(\?|#|$)/i.test(src)) return 'direct'
  if (capabilities.mediaSource) return 'hls.js'
  if (capabilities.nativeHls) return 'native'
  return 'unsupported'
}

export function browserCapabilities(video: HTMLVideoElement) {
  const scope = window as unknown as { MediaSource?: unknown; ManagedMediaSource?: unknown }
  return {
    mediaSource: !!(scope.MediaSource || scope.ManagedMediaSource),
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
  }
}
