import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ScenarioDocumentAnswer } from '../../platform/content/scenarios/contract'
import { EMPTY_SCENARIO } from './document-commands'
import { createSaveLoop } from './save-loop'

const answer = (version: number) => ({ version, problems: [] }) as unknown as ScenarioDocumentAnswer
const CONFLICT = new Error('conflict')

describe('the scenario autosave', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('saves a quiet moment after the last edit, against the version it last saw', async () => {
    vi.useFakeTimers()
    const save = vi.fn(async (_document: unknown, version: number) => answer(version + 1))
    const loop = createSaveLoop({ version: 3, save, isConflict: () => false, onSaved: () => {} })
    loop.edited(EMPTY_SCENARIO)
    loop.edited({ ...EMPTY_SCENARIO, start: 'a' })
    expect(loop.status.getState().status).toBe('pending')
    await vi.advanceTimersByTimeAsync(1000)
    expect(save).toHaveBeenCalledTimes(1)
    expect(save.mock.calls[0]?.[1]).toBe(3)
    expect(loop.status.getState()).toEqual({ status: 'saved', version: 4 })
  })

  it('stops at a conflict until the writer chooses, then saves theirs over only when asked', async () => {
    vi.useFakeTimers()
    const save = vi.fn(async (_document: unknown, version: number) => {
      if (version === 1) throw CONFLICT
      return answer(version + 1)
    })
    const loop = createSaveLoop({
      version: 1,
      save,
      isConflict: (error) => error === CONFLICT,
      onSaved: () => {},
    })
    loop.edited(EMPTY_SCENARIO)
    await vi.advanceTimersByTimeAsync(1000)
    expect(loop.status.getState().status).toBe('conflict')
    loop.edited({ ...EMPTY_SCENARIO, start: 'b' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(save).toHaveBeenCalledTimes(1)
    loop.resume(5, true)
    await vi.advanceTimersByTimeAsync(10)
    expect(save).toHaveBeenCalledTimes(2)
    expect(save.mock.calls[1]?.[1]).toBe(5)
    expect(loop.status.getState()).toEqual({ status: 'saved', version: 6 })
  })
})
