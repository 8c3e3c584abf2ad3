/**
 * One zustand store per open timeline: the pure edits of `model.ts` applied, and the
 * autosave with the studio's conflict handling — a save names the version it was made
 * on; when another window saved first the editor stops saving and asks the creator to load
 * theirs or keep this one (saved over it).
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { TimelineAsset, TimelineDocument } from '../../platform/encoding/timelines/contract'
import * as model from './model'

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'conflict' | 'error'

export interface TimelineBackend {
  save(doc: TimelineDocument, baseVersion: number): Promise<{ version: number }>
  load(): Promise<{ version: number; timeline: TimelineDocument }>
}

export interface TimelineStore extends model.EditorState {
  version: number
  saveStatus: SaveStatus
  /** The version another window saved, while in conflict. */
  conflictVersion: number | null
  saveError: string | null
  /** The uploads by key, for trims (their lengths) and the preview. */
  assets: Map<string, TimelineAsset>
  setAssets(assets: TimelineAsset[]): void
  addClip(trackId: string, asset: TimelineAsset, atMs: number): void
  beginGesture(): void
  moveClip(clipId: string, startMs: number): void
  trimClip(clipId: string, edge: 'start' | 'end', atMs: number): void
  endGesture(): void
  select(id: string | null): void
  updateClip(clipId: string, patch: Parameters<typeof model.updateClip>[2]): void
  updateText(layerId: string, text: string): void
  split(): void
  deleteSelection(): void
  addText(text?: string): void
  undo(): void
  redo(): void
  setPlayhead(ms: number): void
  step(frames: number): void
  zoom(direction: 1 | -1): void
  toggleSnapping(): void
  togglePlay(): void
  setPlaying(playing: boolean): void
  requestSave(): void
  resolveConflict(choice: 'reload' | 'overwrite'): Promise<void>
}

export interface StoreOptions {
  backend: TimelineBackend
  version: number
  doc: TimelineDocument
  /** Autosave this long after the last edit. */
  autosaveMs?: number
  timers?: { set(fn: () => void, ms: number): unknown; clear(handle: unknown): void }
  defaultText?: string
}

export function createTimelineStore(options: StoreOptions): StoreApi<TimelineStore> {
  const timers = options.timers ?? {
    set: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  }
  const autosaveMs = options.autosaveMs ?? 1500
  let timer: unknown = null
  let gesture = false

  return createStore<TimelineStore>()((set, get) => {
    /** Applies an edit; a changed document is saved a moment later. */
    const apply = (next: model.EditorState) => {
      const changed = next.doc !== get().doc
      set(next)
      if (changed && !gesture) schedule()
    }
    const schedule = () => {
      if (get().saveStatus === 'conflict') return
      set({ saveStatus: 'dirty' })
      if (timer !== null) timers.clear(timer)
      timer = timers.set(() => {
        timer = null
        void save()
      }, autosaveMs)
    }
    const save = async (): Promise<void> => {
      const state = get()
      if (state.saveStatus === 'saving' || state.saveStatus === 'conflict') return
      const doc = state.doc
      set({ saveStatus: 'saving', saveError: null })
      try {
        const { version } = await options.backend.save(doc, state.version)
        set({ version })
        // Edits made while saving are saved next.
        if (get().doc !== doc) {
          set({ saveStatus: 'dirty' })
          await save()
        } else set({ saveStatus: 'saved' })
      } catch (error) {
        const code = (error as { code?: string }).code
        if (code === 'TIMELINE_VERSION_CONFLICT') {
          const details = (error as { details?: { version?: number } }).details
          set({ saveStatus: 'conflict', conflictVersion: details?.version ?? null })
        } else set({ saveStatus: 'error', saveError: (error as Error).message })
      }
    }

    return {
      ...model.initialState(options.doc),
      version: options.version,
      saveStatus: 'saved',
      conflictVersion: null,
      saveError: null,
      assets: new Map(),
      setAssets: (assets) => set({ assets: new Map(assets.map((each) => [each.assetKey, each])) }),
      addClip: (trackId, asset, atMs) => apply(model.addClip(get(), trackId, asset, atMs)),
      beginGesture: () => {
        gesture = true
        set(model.beginGesture(get()))
      },
      moveClip: (clipId, startMs) =>
        set(model.during(get(), model.moveClip(get(), clipId, startMs))),
      trimClip: (clipId, edge, atMs) => {
        const found = model.findClip(get().doc, clipId)
        const asset = found ? get().assets.get(found.clip.assetKey) : undefined
        const sourceMs = asset && asset.kind !== 'image' ? asset.durationMs : null
        set(model.during(get(), model.trimClip(get(), clipId, edge, atMs, sourceMs)))
      },
      endGesture: () => {
        gesture = false
        const state = get()
        const before = state.past.at(-1)
        // A click without a move is no undo step.
        if (before && JSON.stringify(before) === JSON.stringify(state.doc))
          set({ past: state.past.slice(0, -1) })
        else schedule()
      },
      select: (id) => set({ selection: id }),
      updateClip: (clipId, patch) => apply(model.updateClip(get(), clipId, patch)),
      updateText: (layerId, text) => apply(model.updateText(get(), layerId, text)),
      split: () => apply(model.splitAtPlayhead(get())),
      deleteSelection: () => apply(model.deleteSelection(get())),
      addText: (text) => apply(model.addTextLayer(get(), text ?? options.defaultText ?? 'Text')),
      undo: () => apply(model.undo(get())),
      redo: () => apply(model.redo(get())),
      setPlayhead: (ms) => set(model.setPlayhead(get(), ms)),
      step: (frames) => set({ ...model.stepFrame(get(), frames), playing: false }),
      zoom: (direction) => set(model.zoom(get(), direction)),
      toggleSnapping: () => set({ snapping: !get().snapping }),
      togglePlay: () => set({ playing: !get().playing }),
      setPlaying: (playing) => set({ playing }),
      requestSave: () => {
        if (timer !== null) timers.clear(timer)
        timer = null
        void save()
      },
      resolveConflict: async (choice) => {
        const conflictVersion = get().conflictVersion
        if (choice === 'reload') {
          const saved = await options.backend.load()
          set({
            ...model.initialState(saved.timeline),
            pxPerSecond: get().pxPerSecond,
            version: saved.version,
            saveStatus: 'saved',
            conflictVersion: null,
          })
          return
        }
        // Keep mine: saved over theirs, as one more version.
        set({
          version: conflictVersion ?? get().version,
          saveStatus: 'dirty',
          conflictVersion: null,
        })
        await save()
      },
    }
  })
}
