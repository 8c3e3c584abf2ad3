import { useTranslation } from 'react-i18next'
import { splitLanguagePrefix, withLanguagePrefix } from '../web/i18n'
import { useSession } from '../web/session'

/**
 * The studio's honest placeholder: its header and the shared session. The canvas
 * editor replaces the body when the studio issue lands.
 */
export function StudioShell() {
  const { t } = useTranslation()
  const nickname = useSession((state) => (state.token ? (state.user?.nickname ?? '') : null))
  const home = withLanguagePrefix('/', splitLanguagePrefix(location.pathname).prefix)
  return (
    <>
      <header className="studio-header">
        <a href={home} className="studio-brand">
          {t('studio.title')}
        </a>
        <span className="studio-account" data-testid="studio-account">
          {nickname !== null ? t('studio.signedInAs', { nickname }) : t('studio.signedOut')}
        </span>
      </header>
      <main id="main" className="page page-narrow stack">
        <h1>{t('studio.title')}</h1>
        <p>{t('studio.lead')}</p>
        <p className="muted">{t('studio.canvasComing')}</p>
        {nickname === null ? (
          <a className="button button-primary" href={home}>
            {t('studio.toPlayer')}
          </a>
        ) : null}
      </main>
    </>
  )
}
