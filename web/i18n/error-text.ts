import { ApiError } from '../api'
import type { AnyT } from './any-t'

/**
 * Text groups that hold error texts by the server's stable `code`: `errors` (accounts,
 * wallet, stories, payments), `chatErrors` (story chat, `resources/chat`) and
 * `paymentErrors` (codes whose payment meaning differs from the chat one, e.g.
 * `PROVIDER_ERROR`).
 */
export const ERROR_TEXT_GROUPS = ['errors', 'chatErrors', 'paymentErrors'] as const

export interface ErrorTextOptions {
  /** Look in `paymentErrors` first: the charge pages, where a provider is a payment provider. */
  scope?: 'payments'
}

/**
 * The text to show for a failed call: the translation of its `details.reason` when the
 * server names one (a refused conversion says why), else of its stable `code`, else the
 * server's English text, else the generic server error.
 */
export function errorText(t: AnyT, error: unknown, options: ErrorTextOptions = {}): string {
  if (ApiError.isInstance(error)) {
    const groups =
      options.scope === 'payments'
        ? ['paymentErrors', 'errors', 'chatErrors']
        : ['errors', 'chatErrors']
    for (const code of [reasonOf(error), error.code]) {
      if (!code) continue
      for (const group of groups) {
        const translated = t(`${group}.${code}`, { defaultValue: '' })
        if (translated) return translated
      }
    }
    if (error.message) return error.message
  }
  return t('errors.SERVER_ERROR')
}

function reasonOf(error: ApiError): string | null {
  const details = error.details
  if (typeof details !== 'object' || details === null) return null
  const reason = (details as { reason?: unknown }).reason
  return typeof reason === 'string' && /^[A-Z][A-Z0-9_]*$/.test(reason) ? reason : null
}
