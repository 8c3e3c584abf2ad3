import { expect, it } from 'vitest'
import { flattenMedia } from './media'

it('flattens encoded media into playable addresses, poster, subtitles and length', () => {
  const flat = flattenMedia(
    {
      encryption: true,
      video: {
        kind: 'video',
        master: 'encoded/c/j/master.m3u8',
        poster: 'encoded/c/j/poster.jpg',
        width: 1920,
        height: 1080,
        durationSeconds: 61.6,
        renditions: [
          { name: '360p', width: 640, height: 360, bandwidth: 928_000, playlist: 'p360' },
          { name: '720p', width: 1280, height: 720, bandwidth: 2_928_000, playlist: 'p720' },
        ],
      },
      subtitles: {
        ko: { kind: 'subtitle', language: 'ko', vtt: 'encoded/c/s/subtitle.ko.vtt', cues: 3 },
      },
    },
    (key) => `/api/upload/pics/${key}`,
  )
  expect(flat).toEqual({
    renditions: [
      {
        kind: 'hls',
        address: '/api/upload/pics/encoded/c/j/master.m3u8',
        width: 1920,
        height: 1080,
        bitrate: 2_928_000,
      },
    ],
    poster: '/api/upload/pics/encoded/c/j/poster.jpg',
    subtitles: { ko: '/api/upload/pics/encoded/c/s/subtitle.ko.vtt' },
    lengthSeconds: 62,
  })
  const audio = flattenMedia(
    {
      encryption: false,
      audio: { kind: 'audio', aac: 'a.m4a', opus: 'a.webm', durationSeconds: null },
    },
    (key) => key,
  )
  expect(audio).toEqual({
    renditions: [
      { kind: 'aac', address: 'a.m4a' },
      { kind: 'opus', address: 'a.webm' },
    ],
  })
})
