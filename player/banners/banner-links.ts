const LANGUAGES = ['en', 'ko', 'jp', 'es'] as const

/** The banner language of the player's language (English for any other). */
export function bannerLanguage(language: string): (typeof LANGUAGES)[number] {
  return LANGUAGES.find((one) => one === language) ?? 'en'
}

/** A path of this site (opened in the app), not another site's address (opened in a new tab). */
export function isSiteLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//')
}
