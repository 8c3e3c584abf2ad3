import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storyMetadataSchema } from '../../engine/canvas'
import type { CanvasDocument } from '../api/stories-api'
import { createEditorStore } from './editor-store'
import { createSaveController } from './save-controller'

class Conflict extends Error {}

function setUp(save: (document: CanvasDocument, version: number) => Promise<{ version: number }>) {
  const store = createEditorStore({
    document: { nodes: [], edges: [] },
    metadata: storyMetadataSchema.parse({}),
  })
  const controller = createSaveController({
    getState: store.getState,
    subscribe: store.subscribe,
    save,
    isConflict: (error) => error instanceof Conflict,
    version: 3,
    delayMs: 100,
    retryMs: 1000,
  })
  return { store, controller }
}

describe('save controller', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('saves once after a burst of edits, against the version it saw', async () => {
    const save = vi.fn(async (_document: CanvasDocument, version: number) => ({
      version: version + 1,
    }))
    const { store, controller } = setUp(save)
    store.getState().addNode('story', { x: 0, y: 0 })
    store.getState().addNode('start', { x: 0, y: 0 })
    expect(controller.status.getState().status).toBe('pending')
    await vi.advanceTimersByTimeAsync(150)
    expect(save).toHaveBeenCalledTimes(1)
    expect(save.mock.calls[0]?.[1]).toBe(3)
    expect(save.mock.calls[0]?.[0].nodes).toHaveLength(2)
    expect(save.mock.calls[0]?.[0].nodes[0]).not.toHaveProperty('selected')
    expect(controller.status.getState()).toMatchObject({ status: 'saved', version: 4 })
    store.getState().addNode('note', { x: 0, y: 0 })
    await vi.advanceTimersByTimeAsync(150)
    expect(save.mock.calls[1]?.[1]).toBe(4)
  })

  it("stops on a version conflict and keeps the writer's edits", async () => {
    const save = vi.fn(async () => {
      throw new Conflict()
    })
    const { store, controller } = setUp(save)
    store.getState().addNode('story', { x: 0, y: 0 })
    await vi.advanceTimersByTimeAsync(150)
    expect(controller.status.getState().status).toBe('conflict')
    store.getState().addNode('note', { x: 0, y: 0 })
    await vi.advanceTimersByTimeAsync(500)
    expect(save).toHaveBeenCalledTimes(1)
    expect(store.getState().nodes).toHaveLength(2)
    controller.reset(9)
    expect(controller.status.getState()).toMatchObject({ status: 'saved', version: 9 })
  })

  it('retries after other failures and flushes on demand', async () => {
    let fail = true
    const save = vi.fn(async (_document: CanvasDocument, version: number) => {
      if (fail) throw new Error('offline')
      return { version: version + 1 }
    })
    const { store, controller } = setUp(save)
    store.getState().addNode('story', { x: 0, y: 0 })
    await vi.advanceTimersByTimeAsync(150)
    expect(controller.status.getState().status).toBe('error')
    fail = false
    expect(await controller.flush()).toBe(true)
    expect(controller.status.getState().version).toBe(4)
  })

  it('saves edits made while a save was running', async () => {
    let release: (() => void) | null = null
    const save = vi.fn(
      (_document: CanvasDocument, version: number) =>
        new Promise<{ version: number }>((resolve) => {
          release = () => resolve({ version: version + 1 })
        }),
    )
    const { store, controller } = setUp(save)
    store.getState().addNode('story', { x: 0, y: 0 })
    await vi.advanceTimersByTimeAsync(150)
    store.getState().addNode('note', { x: 0, y: 0 })
    release!()
    await vi.advanceTimersByTimeAsync(150)
    expect(save).toHaveBeenCalledTimes(2)
    expect(save.mock.calls[1]?.[1]).toBe(4)
    release!()
    await vi.advanceTimersByTimeAsync(0)
    expect(controller.status.getState().status).toBe('saved')
  })
})
