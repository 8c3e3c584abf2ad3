import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TimelineAsset, TimelineDocument } from '../../platform/encoding/timelines/contract'
import { activeAt, layersAt, syncSource } from './composition'
import * as model from './model'

const doc = (): TimelineDocument => ({
  schemaVersion: 1,
  frame: { width: 1280, height: 720, fps: 30 },
  tracks: [
    { id: 'video-1', kind: 'video', muted: false, clips: [] },
    { id: 'audio-1', kind: 'audio', muted: false, clips: [] },
  ],
  layers: [],
})
const video: TimelineAsset = {
  assetKey: 'k/v.mp4',
  name: 'v.mp4',
  filetype: 'mp4',
  kind: 'video',
  durationMs: 4000,
  width: 1280,
  height: 720,
  hasAudio: true,
}
const picture: TimelineAsset = {
  ...video,
  assetKey: 'k/p.png',
  kind: 'image',
  durationMs: null,
  hasAudio: false,
}

const withTwo = () => {
  let state = model.initialState(doc())
  state = model.addClip(state, 'video-1', video, 0)
  state = model.addClip(state, 'video-1', video, 0)
  return state
}

describe('timeline edits', () => {
  it('drops an upload at the first free place on a track that takes it', () => {
    const state = withTwo()
    expect(state.doc.tracks[0]!.clips.map((c) => [c.id, c.startMs, c.outMs])).toEqual([
      ['clip-1', 0, 4000],
      ['clip-2', 4000, 4000],
    ])
    expect(state.selection).toBe('clip-2')
    expect(model.addClip(state, 'video-1', picture, 0)).toBe(state)
    // A source of 3,030 ms makes a clip of 90 frames (3,000 ms), never 91 past its end.
    const odd = model.addClip(state, 'audio-1', { ...video, durationMs: 3030 }, 0)
    expect(odd.doc.tracks[1]!.clips[0]!.outMs).toBe(3000)
    const sound = model.addClip(state, 'audio-1', video, 100)
    expect(sound.doc.tracks[1]!.clips[0]).toMatchObject({ startMs: 0, assetKey: 'k/v.mp4' })
  })

  it('moves a clip on frames, snapping its edges, never onto a neighbour', () => {
    let state = withTwo()
    state = model.during(state, model.moveClip(state, 'clip-2', 9000))
    expect(model.findClip(state.doc, 'clip-2')!.clip.startMs).toBe(9000)
    // 4 px from the first clip's end at 80 px/s is 50 ms: it snaps to 4000.
    state = model.during(state, model.moveClip(state, 'clip-2', 4050))
    expect(model.findClip(state.doc, 'clip-2')!.clip.startMs).toBe(4000)
    const unsnapped = { ...state, snapping: false }
    expect(model.findClip(model.moveClip(unsnapped, 'clip-2', 4517), 'clip-2')!.clip.startMs).toBe(
      4533,
    )
    expect(model.moveClip(unsnapped, 'clip-2', 2000)).toBe(unsnapped.doc)
  })

  it('trims within the source and the neighbours, the start edge cutting the in-point', () => {
    const state = { ...withTwo(), snapping: false }
    const start = model.trimClip(state, 'clip-2', 'start', 5000, 4000)
    expect(model.findClip(start, 'clip-2')!.clip).toMatchObject({
      startMs: 5000,
      inMs: 1000,
      outMs: 4000,
    })
    const back = model.trimClip({ ...state, doc: start }, 'clip-2', 'start', 1000, 4000)
    expect(model.findClip(back, 'clip-2')!.clip).toMatchObject({ startMs: 4000, inMs: 0 })
    const end = model.trimClip(state, 'clip-1', 'end', 9000, 4000)
    expect(model.findClip(end, 'clip-1')!.clip.outMs).toBe(4000)
    const shorter = model.trimClip(state, 'clip-1', 'end', 2500, 4000)
    expect(model.findClip(shorter, 'clip-1')!.clip.outMs).toBe(2500)
    const min = model.trimClip(state, 'clip-1', 'end', 0, 4000)
    expect(model.findClip(min, 'clip-1')!.clip.outMs).toBe(model.MIN_CLIP_MS)
  })

  it('undoes and redoes whole steps; a gesture is one step', () => {
    let state = withTwo()
    state = model.beginGesture(state)
    state = model.during(state, model.moveClip({ ...state, snapping: false }, 'clip-2', 6000))
    state = model.during(state, model.moveClip({ ...state, snapping: false }, 'clip-2', 7000))
    expect(state.past).toHaveLength(3)
    state = model.undo(state)
    expect(model.findClip(state.doc, 'clip-2')!.clip.startMs).toBe(4000)
    state = model.undo(model.undo(state))
    expect(state.doc.tracks[0]!.clips).toEqual([])
    expect(model.undo(state)).toBe(state)
    state = model.redo(model.redo(model.redo(state)))
    expect(model.findClip(state.doc, 'clip-2')!.clip.startMs).toBe(7000)
    expect(model.redo(state)).toBe(state)
  })

  it('splits the selected clip at the playhead and deletes a selection', () => {
    let state = model.setPlayhead(withTwo(), 5500)
    state = model.splitAtPlayhead(state)
    expect(state.doc.tracks[0]!.clips.map((c) => [c.id, c.startMs, c.inMs, c.outMs])).toEqual([
      ['clip-1', 0, 0, 4000],
      ['clip-2', 4000, 0, 1500],
      ['clip-3', 5500, 1500, 4000],
    ])
    state = model.deleteSelection(state)
    expect(state.doc.tracks[0]!.clips.map((c) => c.id)).toEqual(['clip-1', 'clip-2'])
  })

  it('keeps the playhead on frames and steps one frame', () => {
    let state = model.setPlayhead(model.initialState(doc()), 1010)
    expect(state.playheadMs).toBe(1000)
    state = model.stepFrame(state, 1)
    expect(state.playheadMs).toBe(1033)
    state = model.stepFrame(model.stepFrame(state, 1), 1)
    expect(state.playheadMs).toBe(1100)
    expect(model.setPlayhead(state, -5).playheadMs).toBe(0)
    expect(model.zoom(state, 1).pxPerSecond).toBe(160)
    expect(model.zoom(model.zoom(state, -1), -1).pxPerSecond).toBe(20)
  })

  it('adds captions and answers what plays at a moment', () => {
    let state = model.setPlayhead(withTwo(), 1000)
    state = model.addTextLayer(state, 'Hello')
    expect(state.doc.layers[0]).toMatchObject({
      id: 'text-1',
      startMs: 1000,
      endMs: 4000,
      x: 128,
      y: 562,
    })
    const clip = state.doc.tracks[0]!.clips[1]!
    state.doc.tracks[0]!.clips[1] = { ...clip, inMs: 500, fadeInMs: 1000 }
    const at = activeAt(state.doc, 4250)
    expect(at.map((a) => [a.clip.id, a.sourceMs, a.fade])).toEqual([['clip-2', 750, 0.25]])
    expect(layersAt(state.doc, 3999).map((l) => l.id)).toEqual(['text-1'])
    expect(layersAt(state.doc, 4000)).toEqual([])
  })

  it('keeps a source within a frame of the playhead: seeks paused, nudges its rate playing', () => {
    // Paused: more than half a frame (30 fps: 16.7 ms) off is a seek.
    expect(syncSource(1000, 1020, 30, false)).toEqual({ seekToMs: 1020, rate: 1 })
    expect(syncSource(1000, 1010, 30, false)).toEqual({ seekToMs: null, rate: 1 })
    // Playing: a small drift is closed by the rate, behind faster, ahead slower, no seek.
    expect(syncSource(1000, 1020, 30, true)).toEqual({ seekToMs: null, rate: 1.05 })
    expect(syncSource(1040, 1000, 30, true)).toEqual({ seekToMs: null, rate: 0.9 })
    expect(syncSource(1000, 1010, 30, true)).toEqual({ seekToMs: null, rate: 1 })
    // A jump past four frames is a seek.
    expect(syncSource(1000, 1200, 30, true)).toEqual({ seekToMs: 1200, rate: 1 })
  })

  it('brings any drift under half a frame without seeking, as a source follows its rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -130, max: 130 }),
        fc.constantFrom(24, 25, 30, 60),
        (drift, fps) => {
          // The playhead advances 1 ms a ms; the source by its rate, re-planned each 16 ms frame.
          let playhead = 5000
          let source = playhead + drift
          let seeks = 0
          for (let step = 0; step < 200; step++) {
            const sync = syncSource(source, playhead, fps, true)
            if (sync.seekToMs !== null) {
              source = sync.seekToMs
              seeks += 1
            }
            playhead += 16
            source += 16 * sync.rate
          }
          expect(Math.abs(source - playhead)).toBeLessThanOrEqual(500 / fps)
          if (Math.abs(drift) <= (4 * 1000) / fps) expect(seeks).toBe(0)
        },
      ),
    )
  })
})
