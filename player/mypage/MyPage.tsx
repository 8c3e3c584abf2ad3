import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Button } from '../../web/ui'
import { ChannelCta } from '../content/ChannelCta'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import { MY_PAGE_MENU } from './menu'
import './mypage.css'

/**
 * `/mypage`: the My Page menu of document 1. Events and Notice are listed as coming soon:
 * they have no pages yet, and a dead link would be worse than saying so.
 */
export function MyPage() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const user = useSession((state) => state.user)
  const openLogin = useLoginDialog((state) => state.openAt)
  if (!user)
    return (
      <div className="page page-narrow stack">
        <h1>{t('myPage.title')}</h1>
        <p className="muted">{t('myPage.logInPrompt')}</p>
        <div>
          <Button onClick={() => openLogin('login')}>{t('myPage.logIn')}</Button>
        </div>
      </div>
    )
  const creator = user.roles.some((role) => role === 'creator' || role === 'admin')
  return (
    <div className="page stack mypage">
      <h1>{t('myPage.title')}</h1>
      <nav aria-label={t('myPage.title')}>
        <ul className="mypage-menu">
          {MY_PAGE_MENU.filter((entry) => !entry.creatorOnly || creator)
            .filter((entry) => !entry.viewerOnly || !creator)
            .map((entry) => (
              <li key={entry.key}>
                {entry.href === null ? (
                  <span className="mypage-entry mypage-entry-soon" aria-disabled="true">
                    <span aria-hidden="true" className="mypage-icon">
                      {entry.icon}
                    </span>
                    <span className="mypage-label">{t(`myPage.${entry.key}`)}</span>
                    <span className="mypage-soon">{t('myPage.notYet')}</span>
                  </span>
                ) : entry.external ? (
                  <a className="mypage-entry" href={localized(entry.href)}>
                    <span aria-hidden="true" className="mypage-icon">
                      {entry.icon}
                    </span>
                    <span className="mypage-label">{t(`myPage.${entry.key}`)}</span>
                  </a>
                ) : (
                  <Link className="mypage-entry" href={localized(entry.href)}>
                    <span aria-hidden="true" className="mypage-icon">
                      {entry.icon}
                    </span>
                    <span className="mypage-label">{t(`myPage.${entry.key}`)}</span>
                  </Link>
                )}
              </li>
            ))}
        </ul>
      </nav>
      {creator ? null : <ChannelCta />}
    </div>
  )
}
