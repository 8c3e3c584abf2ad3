import { useTranslation } from 'react-i18next'
import { Link } from '../../../web/routing'
import { useSession } from '../../../web/session'
import { CREATOR_SECTIONS, type CreatorSection, creatorPath } from '../creator-paths'

/** The creator studio's menu: a column beside the page on a desktop, a scrolling row on a phone. */
export function CreatorNav({ current }: { current: CreatorSection | null }) {
  const { t } = useTranslation('creator')
  // The live studio is for livestreamers (a role an admin grants) and admins.
  const streams = useSession(
    (state) => !!state.user?.roles.some((role) => role === 'livestreamer' || role === 'admin'),
  )
  const sections = CREATOR_SECTIONS.filter((section) => section !== 'live' || streams)
  return (
    <nav className="creator-nav" aria-label={t('creatorNav.menu')}>
      <ul>
        {sections.map((section) => (
          <li key={section}>
            <Link
              href={creatorPath(section)}
              className="creator-nav-link"
              aria-current={section === current ? 'page' : undefined}
            >
              {section === 'live' ? t('liveStudio.nav') : t(`creatorNav.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
