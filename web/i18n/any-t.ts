import type { TFunction } from 'i18next'
import type { TextNamespace } from './resources'

/**
 * Any page's `t`, whatever namespaces it was made for. For helpers that read only the
 * keys every page has (`common`, `errors`), such as `errorText`.
 */
export type AnyT = TFunction<TextNamespace | readonly TextNamespace[]>
