import { useTranslation } from 'react-i18next'
import { splitLanguagePrefix, withLanguagePrefix } from '../../web/i18n'
import { Link, useLocation } from '../../web/routing'
import { api, useSession } from '../../web/session'
import { creatorPath } from '../creator/creator-paths'
import { studioPath } from './studio-paths'

/** The player's home in the address's language: the studio's way back. */
export function usePlayerHome(): string {
  const { pathname } = useLocation()
  return withLanguagePrefix('/', splitLanguagePrefix(pathname).prefix)
}

/** Set while signing out here, so the studio goes to the player's home, not its login box. */
export const studioExit = { leaving: false }

/**
 * The studio's header: brand (to the story list), the way back to the player, who is
 * signed in and signing out (which ends the session for the player too: they share it).
 */
export function StudioHeader() {
  const { t } = useTranslation(['studio', 'creator'])
  const nickname = useSession((state) => (state.token ? (state.user?.nickname ?? '') : null))
  const home = usePlayerHome()

  async function signOut() {
    // The local session ends even if the server cannot be told.
    await api.post('/account/logout').catch(() => undefined)
    studioExit.leaving = true
    useSession.getState().clearSession()
    location.assign(home)
  }

  return (
    <header className="studio-header">
      <div className="studio-header-start">
        <Link href={studioPath('/studio2')} className="studio-brand">
          <span className="studio-brand-mark" aria-hidden="true" />
          <span className="studio-brand-name">{t('studio.title')}</span>
        </Link>
        <a className="studio-back" href={home}>
          <span aria-hidden="true">← </span>
          {t('studio.backToPlayer')}
        </a>
        {nickname !== null ? (
          <Link href={creatorPath('channel')} className="studio-back studio-creator-link">
            {t('creator:creatorNav.title')}
          </Link>
        ) : null}
      </div>
      <div className="studio-header-end">
        {nickname !== null ? (
          <>
            <span className="studio-account" data-testid="studio-account">
              <span className="studio-account-avatar" aria-hidden="true">
                {[...nickname][0]?.toUpperCase()}
              </span>
              {/* Cut with an ellipsis on a narrow header: the whole text stays in the tooltip. */}
              <span className="studio-account-name" title={t('studio.signedInAs', { nickname })}>
                {t('studio.signedInAs', { nickname })}
              </span>
            </span>
            <button
              type="button"
              className="button button-secondary studio-sign-out"
              onClick={() => void signOut()}
            >
              {t('header.signOut')}
            </button>
          </>
        ) : (
          <span className="studio-account" data-testid="studio-account">
            {t('studio.signedOut')}
          </span>
        )}
      </div>
    </header>
  )
}
