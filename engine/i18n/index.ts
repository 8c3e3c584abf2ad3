export { isLanguage, LANGUAGES, type Language, languageFromTag } from './languages'
export { type LanguageSignals, negotiateLanguage, parseAcceptLanguage } from './negotiate'
