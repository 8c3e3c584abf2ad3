import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Loaded } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import './mypage.css'

/** The frame of My Page's lists: title, back to My Page, sign-in prompt, loading and errors. */
export function SignedInList<T>({
  title,
  result,
  retry,
  children,
}: {
  title: string
  result: Loaded<T>
  retry(): void
  children: (value: T) => ReactNode
}) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => state.user !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  return (
    <div className="page stack mypage-list">
      <p className="mypage-back">
        <Link href={localized('/mypage')}>← {t('myPage.title')}</Link>
      </p>
      <h1>{title}</h1>
      {!signedIn ? (
        <>
          <p className="muted">{t('myPage.logInPrompt')}</p>
          <div>
            <Button onClick={() => openLogin('login')}>{t('myPage.logIn')}</Button>
          </div>
        </>
      ) : result.state === 'loading' ? (
        <p className="muted">{t('contentPage.loading')}</p>
      ) : result.state === 'failed' ? (
        <Alert tone="error">
          {t('lists.loadError')} {errorText(t, result.error)}{' '}
          <Button variant="link" onClick={retry}>
            {t('lists.retry')}
          </Button>
        </Alert>
      ) : (
        children(result.value)
      )}
    </div>
  )
}
