import { useCallback, useSyncExternalStore } from 'react'

/** Whether a media query matches now, following its changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** The studio's phone width (studio.css uses the same): the canvas toolbar goes compact. */
export const PHONE_QUERY = '(max-width: 40rem)'
