import { useCallback } from 'react'
import { withLanguagePrefix } from '../../web/i18n'
import { useLocation } from '../../web/routing'
import { matchPlayerRoute } from '../routes'

/** Turns an app path into one that keeps the address's language prefix (`/ko/…`). */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation()
  const prefix = matchPlayerRoute(pathname).languagePrefix
  return useCallback((path: string) => withLanguagePrefix(path, prefix), [prefix])
}
