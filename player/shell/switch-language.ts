import type { i18n as I18n } from 'i18next'
import type { Language } from '../../engine/i18n'
import { splitLanguagePrefix, withLanguagePrefix } from '../../web/i18n'
import { navigate } from '../../web/routing'
import { api, useSession } from '../../web/session'

/**
 * Switches the page language and makes it stick by the spec's order: the stored
 * language is remembered, and the two signals that outrank it (a path prefix and a
 * `lang` query) are rewritten or removed so they cannot contradict the choice.
 */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  useSession.getState().storeLanguage(language)
  await i18n.changeLanguage(language)

  const { prefix, rest } = splitLanguagePrefix(location.pathname)
  const query = new URLSearchParams(location.search)
  const hadLangQuery = query.has('lang')
  query.delete('lang')
  if (prefix || hadLangQuery) {
    const search = query.toString()
    const path = prefix ? withLanguagePrefix(rest, language) : location.pathname
    navigate(`${path}${search ? `?${search}` : ''}${location.hash}`, { replace: true })
  }

  if (useSession.getState().token) {
    // The account remembers it too; a failure only loses the server-side copy.
    await api.post('/account/settings/language', { language }).catch(() => undefined)
  }
}
