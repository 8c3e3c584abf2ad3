import { useCallback, useEffect, useRef, useState } from 'react'

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'failed'; error: unknown }

/** Runs a load when its key changes; a late answer for an old key is dropped. */
export function useLoader<T>(key: string | null, load: () => Promise<T>) {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' })
  const loader = useRef(load)
  loader.current = load
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how retry runs the load again
  useEffect(() => {
    if (key === null) return
    let current = true
    setResult({ state: 'loading' })
    loader.current().then(
      (value) => current && setResult({ state: 'ready', value }),
      (error: unknown) => current && setResult({ state: 'failed', error }),
    )
    return () => {
      current = false
    }
  }, [key, attempt])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  const replace = useCallback((value: T) => setResult({ state: 'ready', value }), [])
  return { result, retry, replace }
}
