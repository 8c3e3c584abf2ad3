export { chooseLanguage, type LanguageChoiceInput } from './choose-language'
export { createI18n } from './create-i18n'
export { errorText } from './error-text'
export {
  htmlLanguageTag,
  type LanguagePath,
  splitLanguagePrefix,
  withLanguagePrefix,
} from './language-path'
export { loadTranslations, type TranslationTree } from './resources'
