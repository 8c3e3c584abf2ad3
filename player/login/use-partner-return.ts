import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api'
import { errorText } from '../../web/i18n'
import { useSession } from '../../web/session'
import { completeSignIn } from './complete-sign-in'
import { useLoginDialog } from './login-dialog-store'
import {
  finishWithProvider,
  forgetAttempt,
  returnedProvider,
  storedAttempt,
  withoutReturnParameter,
} from './partner-sign-in'

/**
 * Back from Google or Apple (`?signIn=…`): finishes with this tab's attempt, then follows
 * the spec's login machine: logged in, the 2FA step, the sign-up box for a new account
 * (`askForConfirmationKey`), or the illegal-downloader page (999). A failure opens the
 * login box with its text.
 */
export function usePartnerReturn() {
  // Error texts live in the default namespace's `errors` group (`errorText`).
  const { i18n, t } = useTranslation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the page the provider sent back to
  useEffect(() => {
    const provider = returnedProvider(location.search)
    if (!provider) return
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${withoutReturnParameter(location.search)}${location.hash}`,
    )
    const attempt = storedAttempt(provider)
    const dialog = useLoginDialog.getState()
    const fail = (message: string) => {
      dialog.openAt('login')
      useLoginDialog.setState({ partnerError: message })
    }
    if (!attempt) {
      fail(t(`errors.${provider === 'google' ? 'GOOGLE' : 'APPLE'}_LOGIN_FAILED`))
      return
    }
    finishWithProvider(provider, { attempt })
      .then(async (answer) => {
        if ('reauthenticated' in answer) {
          forgetAttempt()
          useLoginDialog.setState({ partnerReauthenticated: answer.provider, partnerError: null })
          return
        }
        if ('linked' in answer) {
          forgetAttempt()
          useLoginDialog.setState({ partnerLinked: answer.provider, partnerError: null })
          return
        }
        if ('stage' in answer) {
          dialog.openAt('partnerSignUp')
          useLoginDialog.setState({ partner: { ...answer, attempt } })
          return
        }
        forgetAttempt()
        if (answer.require2FA) {
          dialog.openAt('twoFactor')
          dialog.goTo('twoFactor', { email: answer.email, loginTicket: answer.loginTicket })
          return
        }
        await completeSignIn(i18n, answer)
      })
      .catch((error: unknown) => {
        forgetAttempt()
        if (ApiError.isInstance(error) && error.code === 'ILLEGAL_DOWNLOADER') {
          location.assign('/illegal-downloader?errorStatus=999')
          return
        }
        // A signed-in account was linking: My Info shows why, no login box.
        if (useSession.getState().token)
          useLoginDialog.setState({ partnerError: errorText(t, error) })
        else fail(errorText(t, error))
      })
  }, [])
}
