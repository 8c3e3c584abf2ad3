import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import '../creator/creator.css'
import { AdsPanel } from './AdsPanel'
import { ApplicationsPanel } from './ApplicationsPanel'
import {
  ADMIN_GROUPS,
  type AdminGroup,
  type AdminLiveSection,
  type AdminPage,
  type AdminRoute,
  adminPath,
  adminRouteKey,
} from './admin-paths'
import { contentCurationPages, contentOperationsPages } from './content/pages'
import { livePages } from './live/pages'
import { machineryPages } from './machinery/pages'
import { moneyPages } from './money/pages'
import type { AdminPageComponent } from './page-component'
import { peoplePages } from './people/pages'
import { StreamsPanel } from './StreamsPanel'
import { storyChatPages } from './story-chat/pages'
import { subPageComponents } from './sub-page-components'
import { VoicesPanel } from './VoicesPanel'
import './admin.css'

/**
 * The admin area: a menu grouped by purpose and the page the path names. Admins only (the
 * stored role; the calls check it again): anyone else sees not-found, as the spec's guards do.
 */
export function AdminArea({ route }: { route: AdminRoute }) {
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
  const current = adminRouteKey(route)
  return (
    <div className="creator-studio admin-area">
      <nav className="creator-nav admin-nav" aria-label={t('admin.menu')}>
        {(Object.keys(ADMIN_GROUPS) as AdminGroup[]).map((group) => (
          <section key={group} className="admin-nav-group">
            <h2 className="admin-nav-heading">{t(`admin.group_${group}`)}</h2>
            <ul>
              {ADMIN_GROUPS[group].map((page) => (
                <li key={page}>
                  <Link
                    href={adminPath(page)}
                    className="creator-nav-link"
                    aria-current={page === current ? 'page' : undefined}
                  >
                    {pageLabel(t, page)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <main id="main" className="creator-main stack">
        <header className="creator-page-head">
          <h1>
            {route.page === 'live'
              ? t(`adminLive.${route.section}Title`)
              : t(`admin.title_${route.page}`)}
          </h1>
          <p className="muted">
            {route.page === 'live'
              ? t(`adminLive.${route.section}Lead`)
              : t(`admin.lead_${route.page}`)}
          </p>
        </header>
        <AdminPageBody route={route} />
      </main>
    </div>
  )
}

/** A menu entry's label: the live tools keep their own names. */
function pageLabel(t: TFunction<'studio'>, page: string): string {
  const live = /^live\/(.+)$/.exec(page)
  return live ? t(`adminLive.${live[1] as AdminLiveSection}`) : t(`admin.page_${page as AdminPage}`)
}

/** Every page's body by name; each group's folder lists its own. */
const PAGE_BODIES: Record<AdminPage, AdminPageComponent> = {
  ...peoplePages,
  ...moneyPages,
  ...contentCurationPages,
  ...contentOperationsPages,
  ...storyChatPages,
  ...livePages,
  ...machineryPages,
  ...subPageComponents,
}

function AdminPageBody({ route }: { route: AdminRoute }) {
  if (route.page === 'notFound') return null
  if (route.page === 'live')
    return route.section === 'streams' ? (
      <StreamsPanel />
    ) : route.section === 'applications' ? (
      <ApplicationsPanel />
    ) : route.section === 'ads' ? (
      <AdsPanel />
    ) : (
      <VoicesPanel />
    )
  const Body = PAGE_BODIES[route.page]
  const { param } = route as { param?: string }
  return <Body param={param} />
}
