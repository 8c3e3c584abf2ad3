import { useCallback, useEffect, useState } from 'react'

export interface Loaded<Value> {
  data: Value | null
  error: unknown
  loading: boolean
  reload: () => void
  /** Replaces the data with a call's answer (e.g. the saved settings) without a reload. */
  set: (value: Value) => void
}

/** Loads once per `key` and on `reload`; an answer for an older key is dropped. */
export function useLoad<Value>(load: () => Promise<Value>, key: string): Loaded<Value> {
  const [data, setData] = useState<Value | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [loading, setLoading] = useState(true)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` decide when to load
  useEffect(() => {
    let current = true
    setLoading(true)
    setError(null)
    load().then(
      (value) => {
        if (!current) return
        setData(value)
        setLoading(false)
      },
      (failure: unknown) => {
        if (!current) return
        setError(failure)
        setLoading(false)
      },
    )
    return () => {
      current = false
    }
  }, [key, attempt])

  const reload = useCallback(() => setAttempt((value) => value + 1), [])
  return { data, error, loading, reload, set: setData }
}
