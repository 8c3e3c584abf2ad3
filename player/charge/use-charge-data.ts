import { useCallback, useEffect, useState } from 'react'
import { createPaymentsApi } from '../../web/api/payments'
import { apiClient } from '../../web/session'

export const paymentsApi = createPaymentsApi(apiClient)

/** Loads something for a page, with reload; stale answers after unmount are dropped. */
export function useLoad<Result>(load: () => Promise<Result>, deps: unknown[]) {
  const [data, setData] = useState<Result | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [version, setVersion] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what the load depends on; version reloads
  const stable = useCallback(load, [...deps, version])
  useEffect(() => {
    let current = true
    stable().then(
      (result) => {
        if (current) {
          setData(result)
          setError(null)
        }
      },
      (failure) => current && setError(failure),
    )
    return () => {
      current = false
    }
  }, [stable])
  const reload = useCallback(() => setVersion((value) => value + 1), [])
  return { data, error, reload }
}
