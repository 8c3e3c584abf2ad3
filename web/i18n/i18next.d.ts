import type { TextResources } from './resources'

// Every `t()` key (template literals included) is checked against the English texts.
// `common` and `errors` are loaded on every page, so their keys need no namespace prefix.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    fallbackNS: ['common', 'errors']
    resources: TextResources
  }
}
