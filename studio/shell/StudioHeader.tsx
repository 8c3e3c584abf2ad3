import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { studioPath } from './studio-paths'

/** The studio's header: brand (to the story list) and who is signed in. */
export function StudioHeader() {
  const { t } = useTranslation()
  const nickname = useSession((state) => (state.token ? (state.user?.nickname ?? '') : null))
  return (
    <header className="studio-header">
      <Link href={studioPath('/studio2')} className="studio-brand">
        {t('studio.title')}
      </Link>
      <span className="studio-account" data-testid="studio-account">
        {nickname !== null ? t('studio.signedInAs', { nickname }) : t('studio.signedOut')}
      </span>
    </header>
  )
}
