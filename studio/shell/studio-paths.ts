import { splitLanguagePrefix, withLanguagePrefix } from '../../web/i18n'

/** Which studio page a path shows (after its language prefix). */
export type StudioRoute =
  | { page: 'list' }
  | { page: 'contents' }
  | { page: 'upload' }
  | { page: 'scenario' }
  | { page: 'setup'; contentOid: string }
  | { page: 'canvas'; contentOid: string }
  | { page: 'unknown' }

export function matchStudioRoute(pathname: string): StudioRoute {
  const { rest: path } = splitLanguagePrefix(pathname)
  if (/^\/studio2\/contents\/?$/.test(path)) return { page: 'contents' }
  if (/^\/studio2\/simpleuploader(\/|$)/.test(path)) return { page: 'upload' }
  if (/^\/studio2\/create-scenario\/?$/.test(path)) return { page: 'scenario' }
  if (/^\/studio2(\/|$)/.test(path)) return { page: 'list' }
  const setup = /^\/story\/setup\/([^/]+)\/?$/.exec(path)
  if (setup?.[1]) return { page: 'setup', contentOid: setup[1] }
  const canvas = /^\/story\/([^/]+)\/canvas\/?$/.exec(path)
  if (canvas?.[1]) return { page: 'canvas', contentOid: canvas[1] }
  return { page: 'unknown' }
}

/** A studio path in the page's current language prefix. */
export function studioPath(path: string): string {
  return withLanguagePrefix(path, splitLanguagePrefix(location.pathname).prefix)
}

export const canvasPath = (contentOid: string) => studioPath(`/story/${contentOid}/canvas`)
export const setupPath = (contentOid: string) => studioPath(`/story/setup/${contentOid}`)
