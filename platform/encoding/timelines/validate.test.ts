import { describe, expect, it } from 'vitest'
import { timelineSchema } from './contract'
import { MUSIC_KEY, PICTURE_KEY, sampleAssets, sampleTimeline, VIDEO_KEY } from './testing'
import { assetKeysOf, PROBLEM_TEXTS, validateTimeline } from './validate'

const messages = (timeline = sampleTimeline(), assets = sampleAssets()) =>
  validateTimeline(timeline, assets).map((problem) => `${problem.path}: ${problem.message}`)

describe('a timeline on save', () => {
  it('passes the schema and the rules as built', () => {
    expect(timelineSchema.parse(sampleTimeline())).toEqual(sampleTimeline())
    expect(messages()).toEqual([])
    expect(assetKeysOf(sampleTimeline())).toEqual([VIDEO_KEY, PICTURE_KEY, MUSIC_KEY])
  })

  it('refuses an upload that is not the creator’s, or of another kind than the track', () => {
    const timeline = sampleTimeline()
    timeline.tracks[0]!.clips[0]!.assetKey = 'private/bbbbbbbbbbbbbbbbbbbbbbbb/x.mp4'
    timeline.tracks[2]!.clips[0]!.assetKey = PICTURE_KEY
    expect(messages(timeline)).toEqual([
      `tracks.0.clips.0.assetKey: ${PROBLEM_TEXTS.notOwned}`,
      `tracks.2.clips.0.assetKey: ${PROBLEM_TEXTS.wrongKind('image', 'audio')}`,
    ])
  })

  it('lets a video’s sound go on an audio track, not a silent one', () => {
    const timeline = sampleTimeline()
    timeline.tracks[2]!.clips[0]!.assetKey = VIDEO_KEY
    expect(messages(timeline)).toEqual([])
    const silent = sampleAssets()
    silent.set(VIDEO_KEY, { ...silent.get(VIDEO_KEY)!, hasAudio: false })
    expect(messages(timeline, silent)).toEqual([
      `tracks.2.clips.0.assetKey: ${PROBLEM_TEXTS.wrongKind('video', 'audio')}`,
    ])
  })

  it('keeps cuts within their source, clips apart and fades within their clip', () => {
    const timeline = sampleTimeline()
    const [first, second] = timeline.tracks[0]!.clips
    first!.outMs = 3001
    second!.startMs = 100
    second!.fadeInMs = 700
    timeline.tracks[1]!.clips[0]!.inMs = 10
    expect(messages(timeline)).toEqual([
      `tracks.0.clips.0.outMs: ${PROBLEM_TEXTS.pastSource(3000)}`,
      `tracks.0.clips.1.fadeInMs: ${PROBLEM_TEXTS.fades}`,
      `tracks.0.clips.1.startMs: ${PROBLEM_TEXTS.overlap}`,
      `tracks.1.clips.0.inMs: ${PROBLEM_TEXTS.imageIn}`,
    ])
  })

  it('keeps layers inside the frame and their times in order', () => {
    const timeline = sampleTimeline()
    timeline.layers[0]!.x = 200
    timeline.layers[1]!.endMs = 1000
    expect(messages(timeline)).toEqual([
      `layers.0.width: ${PROBLEM_TEXTS.outsideFrame}`,
      `layers.1.endMs: ${PROBLEM_TEXTS.layerTime}`,
    ])
  })

  it('refuses a picture layer showing a video, and ids used twice', () => {
    const timeline = sampleTimeline()
    const layer = timeline.layers[1]!
    if (layer.kind === 'image') layer.assetKey = VIDEO_KEY
    timeline.layers[0]!.id = 'c1'
    expect(messages(timeline)).toEqual([
      `layers.0.id: ${PROBLEM_TEXTS.duplicateId}`,
      `layers.1.assetKey: ${PROBLEM_TEXTS.notImage}`,
    ])
  })

  it('has a schema that refuses what no rule should see', () => {
    const bad = (change: (doc: ReturnType<typeof sampleTimeline>) => void) => {
      const doc = sampleTimeline() as unknown as ReturnType<typeof sampleTimeline>
      change(doc)
      return timelineSchema.safeParse(doc).success
    }
    expect(bad(() => {})).toBe(true)
    expect(
      bad((doc) => {
        doc.frame.width = 321
      }),
    ).toBe(false)
    expect(
      bad((doc) => {
        doc.tracks[0]!.clips[0]!.startMs = 1.5
      }),
    ).toBe(false)
    expect(
      bad((doc) => {
        doc.tracks[0]!.clips[0]!.assetKey = '../etc/passwd'
      }),
    ).toBe(false)
    expect(
      bad((doc) => {
        doc.tracks[0]!.clips[0]!.volume = 3
      }),
    ).toBe(false)
    expect(
      bad((doc) => {
        ;(doc.frame as { fps: number }).fps = 29
      }),
    ).toBe(false)
  })
})
