import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Button } from '../../web/ui/Button'
import { AdultVerifyHost } from '../catalogue/AdultVerifyHost'
import { useLoginDialog } from '../login/login-dialog-store'
import { HeaderSearch } from './HeaderSearch'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { NotificationBell } from './NotificationBell'
import { UserMenu } from './UserMenu'
import { useLocalizedPath } from './use-localized-path'

export function Header() {
  const { t } = useTranslation()
  const localized = useLocalizedPath()
  const nickname = useSession((state) => (state.token ? (state.user?.nickname ?? '') : null))
  const openLogin = useLoginDialog((state) => state.openAt)
  // A guest who played has chats too (on this device): My chats is in the header for them.
  const guestPlayed = useSession((state) => !state.token && state.guestDeviceId !== null)
  return (
    <header className="app-header">
      <div className="app-header-inner">
        {/* Named by the logo's visible text, then where it leads. */}
        <Link href={localized('/')} className="app-header-home">
          <Logo />
          <span className="visually-hidden">{t('header.home')}</span>
        </Link>
        <HeaderSearch />
        <div className="app-header-actions">
          <LanguageSwitcher />
          {nickname !== null ? (
            <>
              <NotificationBell />
              <UserMenu nickname={nickname} />
            </>
          ) : (
            <>
              {guestPlayed ? (
                <Link className="button button-link hide-narrow" href={localized('/story/chats')}>
                  {t('header.myChats')}
                </Link>
              ) : null}
              <Button
                variant="secondary"
                className="header-auth"
                onClick={() => openLogin('login')}
              >
                <span className="header-auth-long">{t('header.logIn')}</span>
                <span className="header-auth-short">{t('header.logInShort')}</span>
              </Button>
              {/* Both fit on a 360 px phone in every language: the mark alone names home,
                  the language menu shows its code and the buttons their short words. */}
              <Button className="header-auth" onClick={() => openLogin('signUp')}>
                <span className="header-auth-long">{t('header.signUp')}</span>
                <span className="header-auth-short">{t('header.signUpShort')}</span>
              </Button>
            </>
          )}
        </div>
      </div>
      <AdultVerifyHost />
    </header>
  )
}
