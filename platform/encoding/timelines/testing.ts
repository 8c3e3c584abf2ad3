/** Timeline fixtures for tests: a few uploads' facts and a document that uses them. */
import type { TimelineAsset, TimelineDocument } from './contract'

export const VIDEO_KEY = 'private/aaaaaaaaaaaaaaaaaaaaaaaa/clip.mp4'
export const MUSIC_KEY = 'private/aaaaaaaaaaaaaaaaaaaaaaaa/music.mp3'
export const PICTURE_KEY = 'private/aaaaaaaaaaaaaaaaaaaaaaaa/sticker.png'

export function sampleAssets(durationMs = 3000): Map<string, TimelineAsset> {
  const list: TimelineAsset[] = [
    {
      assetKey: VIDEO_KEY,
      name: 'clip.mp4',
      filetype: 'mp4',
      kind: 'video',
      durationMs,
      width: 640,
      height: 360,
      hasAudio: true,
    },
    {
      assetKey: MUSIC_KEY,
      name: 'music.mp3',
      filetype: 'mp3',
      kind: 'audio',
      durationMs,
      width: null,
      height: null,
      hasAudio: true,
    },
    {
      assetKey: PICTURE_KEY,
      name: 'sticker.png',
      filetype: 'png',
      kind: 'image',
      durationMs: null,
      width: 64,
      height: 64,
      hasAudio: false,
    },
  ]
  return new Map(list.map((asset) => [asset.assetKey, asset]))
}

/** Two seconds at 320×180: two video cuts, a picture clip, music, a caption and a sticker. */
export function sampleTimeline(): TimelineDocument {
  return {
    schemaVersion: 1,
    frame: { width: 320, height: 180, fps: 30 },
    tracks: [
      {
        id: 'video-1',
        kind: 'video',
        muted: false,
        clips: [
          {
            id: 'c1',
            assetKey: VIDEO_KEY,
            startMs: 0,
            inMs: 500,
            outMs: 1500,
            fadeInMs: 200,
            fadeOutMs: 0,
            volume: 1,
          },
          {
            id: 'c2',
            assetKey: VIDEO_KEY,
            startMs: 1200,
            inMs: 0,
            outMs: 800,
            fadeInMs: 0,
            fadeOutMs: 300,
            volume: 0.5,
          },
        ],
      },
      {
        id: 'image-1',
        kind: 'image',
        muted: false,
        clips: [
          {
            id: 'c3',
            assetKey: PICTURE_KEY,
            startMs: 500,
            inMs: 0,
            outMs: 700,
            fadeInMs: 0,
            fadeOutMs: 0,
            volume: 1,
          },
        ],
      },
      {
        id: 'audio-1',
        kind: 'audio',
        muted: false,
        clips: [
          {
            id: 'c4',
            assetKey: MUSIC_KEY,
            startMs: 300,
            inMs: 0,
            outMs: 1500,
            fadeInMs: 100,
            fadeOutMs: 100,
            volume: 0.8,
          },
        ],
      },
    ],
    layers: [
      {
        kind: 'text',
        id: 't1',
        text: '안녕 hello',
        color: '#ffee00',
        startMs: 0,
        endMs: 1000,
        x: 10,
        y: 10,
        width: 200,
        height: 30,
        opacity: 0.9,
      },
      {
        kind: 'image',
        id: 'l1',
        assetKey: PICTURE_KEY,
        startMs: 1000,
        endMs: 2000,
        x: 250,
        y: 10,
        width: 60,
        height: 60,
        opacity: 0.5,
      },
    ],
  }
}
