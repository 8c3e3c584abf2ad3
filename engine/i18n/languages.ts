/** The product's four languages. Note the spec's code for Japanese is `jp`, not `ja`. */
export const LANGUAGES = ['en', 'ko', 'jp', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** Maps BCP 47 tags (`ja-JP`, `ko`, `es-419`) and the spec's own codes to a product language. */
export function languageFromTag(tag: string | null | undefined): Language | null {
  if (!tag) return null
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  if (primary === 'ja' || primary === 'jp') return 'jp'
  return isLanguage(primary) ? primary : null
}
