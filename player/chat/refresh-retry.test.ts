import { describe, expect, it } from 'vitest'
import { createRefreshRetry, type RefreshRetryDeps } from './refresh-retry'

function fakeBrowser() {
  const listeners = new Set<() => void>()
  const timers = new Map<number, { callback: () => void; ms: number }>()
  let next = 0
  const deps: RefreshRetryDeps = {
    onOnline(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setTimer(callback, ms) {
      const id = next++
      timers.set(id, { callback, ms })
      return () => timers.delete(id)
    },
  }
  const goOnline = () => {
    for (const listener of [...listeners]) listener()
  }
  const fireTimers = () => {
    for (const { callback } of [...timers.values()]) callback()
  }
  return { deps, listeners, timers, goOnline, fireTimers }
}

describe('createRefreshRetry', () => {
  it('refreshes again when the browser comes back online, once', () => {
    const browser = fakeBrowser()
    let refreshes = 0
    const retry = createRefreshRetry(() => refreshes++, browser.deps)
    retry.failed()
    retry.failed()
    expect(browser.listeners.size).toBe(1)
    browser.goOnline()
    expect(refreshes).toBe(1)
    expect(browser.listeners.size).toBe(0)
    expect(browser.timers.size).toBe(0)
  })

  it('retries after growing delays, then only when back online', () => {
    const browser = fakeBrowser()
    let refreshes = 0
    const retry = createRefreshRetry(() => refreshes++, browser.deps, [10, 20])
    retry.failed()
    expect([...browser.timers.values()].map((timer) => timer.ms)).toEqual([10])
    browser.fireTimers()
    retry.failed()
    expect([...browser.timers.values()].map((timer) => timer.ms)).toEqual([20])
    browser.fireTimers()
    retry.failed()
    expect(browser.timers.size).toBe(0)
    expect(browser.listeners.size).toBe(1)
    expect(refreshes).toBe(2)
  })

  it('forgets the pending retry and starts the delays over after a success', () => {
    const browser = fakeBrowser()
    const retry = createRefreshRetry(() => undefined, browser.deps, [10, 20])
    retry.failed()
    browser.fireTimers()
    retry.failed()
    retry.succeeded()
    expect(browser.listeners.size).toBe(0)
    expect(browser.timers.size).toBe(0)
    retry.failed()
    expect([...browser.timers.values()].map((timer) => timer.ms)).toEqual([10])
  })
})
