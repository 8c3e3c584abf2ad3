import { isLanguage, type Language } from '../../engine/i18n'

export interface LanguagePath {
  /** The language named by the first path segment (`/ko/myinfo` → `ko`), if any. */
  prefix: Language | null
  /** The path without that segment, always starting with `/`. */
  rest: string
}

/** Splits `/ko/myinfo` into `ko` and `/myinfo`; `/kor/x` has no prefix. */
export function splitLanguagePrefix(pathname: string): LanguagePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first && isLanguage(first)) return { prefix: first, rest: match?.[2] ?? '/' }
  return { prefix: null, rest: pathname || '/' }
}

/** Puts a language prefix in front of an app path: (`/myinfo`, `ko`) → `/ko/myinfo`. */
export function withLanguagePrefix(path: string, language: Language | null): string {
  if (!language) return path
  return path === '/' ? `/${language}` : `/${language}${path}`
}

/** The HTML `lang` attribute wants BCP 47: the product's `jp` is `ja`. */
export function htmlLanguageTag(language: Language): string {
  return language === 'jp' ? 'ja' : language
}
