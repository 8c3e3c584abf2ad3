import { useSyncExternalStore } from 'react'

/** Fired on same-document navigations, which `popstate` does not report. */
const NAVIGATE_EVENT = 'taleloom:navigate'

export interface NavigateOptions {
  replace?: boolean
}

/** Moves to `to` (path, query, hash) without a page load and tells every subscriber. */
export function navigate(to: string, options: NavigateOptions = {}) {
  if (to === currentUrl()) return
  if (options.replace) history.replaceState(null, '', to)
  else history.pushState(null, '', to)
  window.dispatchEvent(new Event(NAVIGATE_EVENT))
  if (!options.replace && !to.includes('#')) window.scrollTo(0, 0)
}

function currentUrl(): string {
  return `${location.pathname}${location.search}${location.hash}`
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(NAVIGATE_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(NAVIGATE_EVENT, onChange)
  }
}

/** The current `pathname + search`, re-rendering on every navigation. */
export function useLocation(): { pathname: string; search: string } {
  const url = useSyncExternalStore(subscribe, () => `${location.pathname}${location.search}`)
  const queryStart = url.indexOf('?')
  return queryStart < 0
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, queryStart), search: url.slice(queryStart) }
}
