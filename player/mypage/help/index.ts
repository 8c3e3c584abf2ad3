/** The How-to and FAQ pages' texts, one chunk per language, fetched when such a page opens. */
import type { Language } from '../../../engine/i18n/languages'
import type { HelpTexts } from './types'

export type { HelpTexts } from './types'

const LOADERS: Record<Language, () => Promise<HelpTexts>> = {
  en: () => import('./en').then((module) => module.helpEn),
  ko: () => import('./ko').then((module) => module.helpKo),
  jp: () => import('./jp').then((module) => module.helpJp),
  es: () => import('./es').then((module) => module.helpEs),
}

export function loadHelp(language: Language): Promise<HelpTexts> {
  return LOADERS[language]()
}
