import type { Language } from '../../../engine/i18n'
import type { TranslationTree } from './en'

export type { TranslationTree } from './en'

/**
 * Each language is its own chunk, so a visitor downloads only the texts they read.
 * English is loaded the same way; it is the fallback when a key is ever missing.
 */
export function loadTranslations(language: Language): Promise<TranslationTree> {
  switch (language) {
    case 'en':
      return import('./en').then((module) => module.en)
    case 'ko':
      return import('./ko').then((module) => module.ko)
    case 'jp':
      return import('./jp').then((module) => module.jp)
    case 'es':
      return import('./es').then((module) => module.es)
  }
}
