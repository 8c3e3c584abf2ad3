import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'failed'; error: unknown }

/** What the load depends on: a string, a list of values (compared by their JSON), or null to wait. */
export type DataKey = string | readonly unknown[] | null

export interface Data<T> {
  /** The load as one state, for screens that show loading, the value or the failure. */
  result: Loaded<T>
  /** The last answer, kept while a reload runs. */
  data: T | null
  error: unknown
  loading: boolean
  /** Runs the load again (a retry, or after a change the screen made). */
  reload: () => void
  /** Takes a call's answer (the saved settings) as the data, without a reload. */
  replace: (value: T) => void
}

interface State<T> {
  data: T | null
  error: unknown
  failed: boolean
  loading: boolean
}

/**
 * The front ends' one data hook: loads when `key` changes and on `reload`; an answer for an
 * older key is dropped, and a null key waits without loading.
 */
export function useData<T>(key: DataKey, load: () => Promise<T>): Data<T> {
  const [state, setState] = useState<State<T>>({
    data: null,
    error: null,
    failed: false,
    loading: true,
  })
  const loader = useRef(load)
  loader.current = load
  const [attempt, setAttempt] = useState(0)
  const keyText = Array.isArray(key) ? JSON.stringify(key) : (key as string | null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how reload runs the load again
  useEffect(() => {
    if (keyText === null) return
    let current = true
    setState((previous) => ({ ...previous, error: null, failed: false, loading: true }))
    loader.current().then(
      (data) => current && setState({ data, error: null, failed: false, loading: false }),
      (error: unknown) =>
        current && setState((previous) => ({ ...previous, error, failed: true, loading: false })),
    )
    return () => {
      current = false
    }
  }, [keyText, attempt])

  const reload = useCallback(() => setAttempt((value) => value + 1), [])
  const replace = useCallback(
    (data: T) => setState({ data, error: null, failed: false, loading: false }),
    [],
  )
  const result = useMemo<Loaded<T>>(() => {
    if (state.loading) return { state: 'loading' }
    if (state.failed) return { state: 'failed', error: state.error }
    return { state: 'ready', value: state.data as T }
  }, [state])
  return { result, data: state.data, error: state.error, loading: state.loading, reload, replace }
}
