import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import '../creator/creator.css'
import { AdsPanel } from './AdsPanel'
import { ApplicationsPanel } from './ApplicationsPanel'
import { ADMIN_LIVE_SECTIONS, type AdminRoute, adminLivePath } from './admin-paths'
import { StreamsPanel } from './StreamsPanel'
import { VoicesPanel } from './VoicesPanel'
import './admin.css'

/** The admins' live tools: streams and livestreamers, applications for live, ads, and TTS voices (spec §6: admins only). */
export function AdminLive({ route }: { route: AdminRoute }) {
  const { t } = useTranslation('studio')
  const isAdmin = useSession((state) => !!state.user?.roles.includes('admin'))
  if (!isAdmin || route.page === 'notFound') {
    return (
      <main id="main" className="page page-narrow stack">
        <h1>{t('adminLive.notFoundTitle')}</h1>
        <p className="muted">{t('adminLive.notFound')}</p>
      </main>
    )
  }
  return (
    <div className="creator-studio admin-live">
      <nav className="creator-nav" aria-label={t('adminLive.menu')}>
        <ul>
          {ADMIN_LIVE_SECTIONS.map((section) => (
            <li key={section}>
              <Link
                href={adminLivePath(section)}
                className="creator-nav-link"
                aria-current={section === route.section ? 'page' : undefined}
              >
                {t(`adminLive.${section}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="creator-main stack">
        <header className="creator-page-head">
          <h1>{t(`adminLive.${route.section}Title`)}</h1>
          <p className="muted">{t(`adminLive.${route.section}Lead`)}</p>
        </header>
        {route.section === 'streams' ? (
          <StreamsPanel />
        ) : route.section === 'applications' ? (
          <ApplicationsPanel />
        ) : route.section === 'ads' ? (
          <AdsPanel />
        ) : (
          <VoicesPanel />
        )}
      </main>
    </div>
  )
}
