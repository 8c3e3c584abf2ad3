export type { AnyT } from './any-t'
export type { TextBundles } from './bundles'
export { chooseLanguage, type LanguageChoiceInput } from './choose-language'
export { createI18n } from './create-i18n'
export { errorText } from './error-text'
export { languageName } from './language-name'
export {
  htmlLanguageTag,
  type LanguagePath,
  splitLanguagePrefix,
  withLanguagePrefix,
} from './language-path'
export {
  BASE_NAMESPACES,
  TEXT_NAMESPACES,
  type TextKey,
  type TextNamespace,
  type TextResources,
  type Texts,
} from './resources'
export { type SnakeCase, snakeCase } from './snake-case'
