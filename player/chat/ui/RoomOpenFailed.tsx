import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../web/api'
import { errorText } from '../../../web/i18n'
import { Link } from '../../../web/routing'
import { useSession } from '../../../web/session'
import { useLoginDialog } from '../../login/login-dialog-store'
import { useLocalizedPath } from '../../shell/use-localized-path'

/**
 * Why the chat could not be opened, and the way on: back to the story, and for a guest
 * refused a story that needs an account (a paid one), the login popup. The page opens
 * the chat again once the session changes.
 */
export function RoomOpenFailed({ contentOid, error }: { contentOid: string; error: unknown }) {
  const { t } = useTranslation('chat')
  const localize = useLocalizedPath()
  const guest = useSession((state) => !state.token)
  const openLogin = useLoginDialog((state) => state.openAt)
  const needsLogin =
    guest && ApiError.isInstance(error) && (error.code === 'LOGIN_REQUIRED' || error.status === 401)
  return (
    <div className="page stack" data-testid="chat-open-failed">
      <h1>{t('chat.openFailed')}</h1>
      <p role="alert">{errorText(t, error)}</p>
      {needsLogin ? (
        <p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => openLogin('login')}
          >
            {t('header.logIn')}
          </button>
        </p>
      ) : null}
      <Link href={localize(`/story/${contentOid}`)}>{t('chat.backToStory')}</Link>
    </div>
  )
}
