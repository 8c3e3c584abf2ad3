import { describe, expect, it } from 'vitest'
import type { TimelineAsset, TimelineDocument } from '../../platform/encoding/timelines/contract'
import { actionForKey, shortcutLabel, TIMELINE_ACTIONS } from './actions'
import { createTimelineStore, type TimelineBackend } from './store'

const doc = (): TimelineDocument => ({
  schemaVersion: 1,
  frame: { width: 1280, height: 720, fps: 30 },
  tracks: [{ id: 'video-1', kind: 'video', muted: false, clips: [] }],
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

/** Timers run when the test says; saves answer what the test queued. */
function harness(answers: (() => Promise<{ version: number }>)[]) {
  const pending: (() => void)[] = []
  const saves: number[] = []
  const backend: TimelineBackend = {
    save: (_doc, base) => {
      saves.push(base)
      const next = answers.shift()
      return next ? next() : Promise.resolve({ version: base + 1 })
    },
    load: async () => ({ version: 7, timeline: doc() }),
  }
  const store = createTimelineStore({
    backend,
    version: 1,
    doc: doc(),
    timers: { set: (fn) => pending.push(fn), clear: () => pending.splice(0) },
  })
  const flush = async () => {
    for (const fn of pending.splice(0)) fn()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { store, saves, flush, pending }
}

describe('the timeline store', () => {
  it('autosaves once after a burst of edits, on the version it has', async () => {
    const { store, saves, flush } = harness([])
    store.getState().addClip('video-1', video, 0)
    store.getState().addClip('video-1', video, 0)
    expect(store.getState().saveStatus).toBe('dirty')
    await flush()
    expect(saves).toEqual([1])
    expect(store.getState()).toMatchObject({ version: 2, saveStatus: 'saved' })
  })

  it('saves a drag once, when it ends, and a click without a move not at all', async () => {
    const { store, saves, flush, pending } = harness([])
    store.getState().addClip('video-1', video, 0)
    await flush()
    store.getState().beginGesture()
    store.getState().endGesture()
    expect(pending).toHaveLength(0)
    expect(store.getState().past).toHaveLength(1)
    store.getState().beginGesture()
    store.getState().moveClip('clip-1', 2000)
    store.getState().moveClip('clip-1', 3000)
    expect(pending).toHaveLength(0)
    store.getState().endGesture()
    await flush()
    expect(saves).toEqual([1, 2])
    store.getState().undo()
    expect(store.getState().doc.tracks[0]!.clips[0]!.startMs).toBe(0)
  })

  it('stops on a version conflict and resolves it either way', async () => {
    const conflict = Object.assign(new Error('Timeline version conflict'), {
      code: 'TIMELINE_VERSION_CONFLICT',
      details: { version: 5 },
    })
    const { store, saves, flush } = harness([() => Promise.reject(conflict)])
    store.getState().addClip('video-1', video, 0)
    await flush()
    expect(store.getState()).toMatchObject({ saveStatus: 'conflict', conflictVersion: 5 })
    store.getState().addClip('video-1', video, 0)
    await flush()
    expect(saves).toEqual([1])
    await store.getState().resolveConflict('overwrite')
    expect(saves).toEqual([1, 5])
    expect(store.getState()).toMatchObject({ version: 6, saveStatus: 'saved' })
    await store.getState().resolveConflict('reload')
    expect(store.getState()).toMatchObject({ version: 7, saveStatus: 'saved' })
    expect(store.getState().doc.tracks[0]!.clips).toEqual([])
  })

  it('drives every shortcut through one registry', () => {
    const key = (key: string, extra: Partial<KeyboardEvent> = {}) => ({
      key,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      ...extra,
    })
    expect(actionForKey(key('z', { ctrlKey: true }))?.id).toBe('undo')
    expect(actionForKey(key('Z', { ctrlKey: true, shiftKey: true }))?.id).toBe('redo')
    expect(actionForKey(key('y', { metaKey: true }))?.id).toBe('redo')
    expect(actionForKey(key('+', { shiftKey: true }))?.id).toBe('zoomIn')
    expect(actionForKey(key('s'))?.id).toBe('split')
    expect(actionForKey(key('s', { ctrlKey: true }))?.id).toBe('save')
    expect(actionForKey(key('q'))).toBeNull()
    const shortcuts = TIMELINE_ACTIONS.flatMap((a) =>
      a.shortcuts.map((s) => shortcutLabel(s, false)),
    )
    expect(new Set(shortcuts).size).toBe(shortcuts.length)
    expect(shortcutLabel({ key: 'z', mod: true, shift: true }, true)).toBe('⌘⇧Z')
    const { store } = harness([])
    actionForKey(key('t'))!.perform(store.getState())
    expect(store.getState().doc.layers).toHaveLength(1)
    actionForKey(key('z', { ctrlKey: true }))!.perform(store.getState())
    expect(store.getState().doc.layers).toHaveLength(0)
  })
})
