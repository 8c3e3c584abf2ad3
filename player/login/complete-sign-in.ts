import type { i18n as I18n } from 'i18next'
import type { LoginSuccessResponse } from '../../platform/accounts/contract'
import { splitLanguagePrefix } from '../../web/i18n'
import { useSession } from '../../web/session'
import { switchLanguage } from '../shell/switch-language'

/**
 * Stores the session of a successful login. The account's saved language becomes this
 * device's stored language when the visitor has not chosen one here and the address
 * does not name one (path prefix and `lang` query outrank it in the spec's order).
 */
export async function completeSignIn(i18n: I18n, answer: LoginSuccessResponse): Promise<void> {
  const session = useSession.getState()
  session.signIn(answer)
  const saved = answer.user.language
  const addressNamesOne =
    splitLanguagePrefix(location.pathname).prefix !== null ||
    new URLSearchParams(location.search).has('lang')
  if (saved && !session.language && !addressNamesOne && saved !== session.activeLanguage) {
    await switchLanguage(i18n, saved)
  }
}
