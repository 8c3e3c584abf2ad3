import type { TFunction } from 'i18next'
import { ApiError } from '../api'

/**
 * The text to show for a failed call: the translation of its stable `code`, else the
 * server's English text, else the generic server error.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (ApiError.isInstance(error)) {
    const key = `errors.${error.code}`
    const translated = t(key, { defaultValue: '' })
    if (translated) return translated
    if (error.message) return error.message
  }
  return t('errors.SERVER_ERROR')
}
