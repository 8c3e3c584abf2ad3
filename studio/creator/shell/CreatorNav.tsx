import { useTranslation } from 'react-i18next'
import { Link } from '../../../web/routing'
import { CREATOR_SECTIONS, type CreatorSection, creatorPath } from '../creator-paths'

/** The creator studio's menu: a column beside the page on a desktop, a scrolling row on a phone. */
export function CreatorNav({ current }: { current: CreatorSection | null }) {
  const { t } = useTranslation('creator')
  // Every creator sees Live: livestreamers and admins open the studio, others apply there.
  const sections = CREATOR_SECTIONS
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
