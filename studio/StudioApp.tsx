import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText, splitLanguagePrefix } from '../web/i18n'
import { loginUrl, useLocation } from '../web/routing'
import { useSession } from '../web/session'
import { matchAdminRoute } from './admin/admin-paths'
import { creatorPath, matchCreatorRoute } from './creator/creator-paths'
import { useToolKeyLogin } from './creator/live/tool-key-login'
import { StudioHeader, studioExit, usePlayerHome } from './shell/StudioHeader'
import { matchStudioRoute } from './shell/studio-paths'
import { StoryListPage } from './stories/StoryListPage'
import { StorySetupPage } from './stories/StorySetupPage'
import { timelineTarget } from './timeline/timeline-paths'

// The editor (React Flow, Lexical, the engine) loads only when a canvas opens, so the story
// list paints from a small bundle.
const ContentListPage = lazy(() =>
  import('./contents/ContentListPage').then((module) => ({ default: module.ContentListPage })),
)
const TimelinePage = lazy(() =>
  import('./timeline/TimelinePage').then((module) => ({ default: module.TimelinePage })),
)
const UploadPage = lazy(() =>
  import('./contents/UploadPage').then((module) => ({ default: module.UploadPage })),
)
// The creator studio (channel, tiers, revenue…) and its chart library load only on its pages.
const CreatorStudio = lazy(() =>
  import('./creator/CreatorStudio').then((module) => ({ default: module.CreatorStudio })),
)
// The admin area loads only on its pages.
const AdminArea = lazy(() =>
  import('./admin/AdminArea').then((module) => ({ default: module.AdminArea })),
)
// The scenario studio (its own React Flow canvas) loads only on `studio2/create-scenario`.
const ScenarioStudioPage = lazy(() =>
  import('./scenario').then((module) => ({ default: module.ScenarioStudioPage })),
)
const CanvasPage = lazy(() =>
  import('./canvas/CanvasPage').then((module) => ({ default: module.CanvasPage })),
)

/**
 * The studio: its header and the page the path names. A signed-out visitor goes to the
 * player's login box, which sends them back here once they are signed in.
 */
export function StudioApp() {
  const { t } = useTranslation(['studio', 'creator'])
  const { pathname } = useLocation()
  const signedIn = useSession((state) => state.token !== null)
  const canWrite = useSession(
    (state) => !!state.user?.roles.some((role) => role === 'creator' || role === 'admin'),
  )
  const route = matchStudioRoute(pathname)
  const creatorRoute = matchCreatorRoute(pathname)
  const adminRoute = matchAdminRoute(pathname)
  const home = usePlayerHome()
  const login = loginUrl(pathname, splitLanguagePrefix(pathname).prefix)
  const toolKey = useToolKeyLogin()

  useEffect(() => {
    if (!signedIn && !studioExit.leaving && toolKey.state === 'none') location.replace(login)
  }, [signedIn, login, toolKey.state])

  let body: React.ReactNode
  if (!signedIn && toolKey.state === 'failed') {
    // A tool opened the studio with a wrong or revoked key: say so rather than a login box.
    body = (
      <main id="main" className="page page-narrow stack studio-gate" data-testid="toolkey-refused">
        <h1>{t('studio.title')}</h1>
        <p role="alert">{errorText(t, toolKey.error)}</p>
        <a className="button button-primary" href={login}>
          {t('studio.toPlayer')}
        </a>
      </main>
    )
  } else if (!signedIn) {
    // Shown only for the moment the login page takes to load.
    body = (
      <main id="main" className="page page-narrow stack studio-gate">
        <h1>{t('studio.title')}</h1>
        <p>{t('studio.lead')}</p>
        <a className="button button-primary" href={login}>
          {t('studio.toPlayer')}
        </a>
      </main>
    )
  } else if (adminRoute) {
    body = (
      <Suspense fallback={<p className="muted page">{t('common.loading')}</p>}>
        <AdminArea route={adminRoute} />
      </Suspense>
    )
  } else if (creatorRoute) {
    // Registration as a creator is here too, so an account without the role gets in.
    body = (
      <Suspense fallback={<p className="muted page">{t('common.loading')}</p>}>
        <CreatorStudio route={creatorRoute} />
      </Suspense>
    )
  } else if (!canWrite) {
    body = (
      <main id="main" className="page page-narrow stack studio-gate">
        <h1>{t('studio.title')}</h1>
        <p>{t('studio.notWriter')}</p>
        <a className="button button-primary" href={creatorPath('register')}>
          {t('creator:creatorRegister.title')}
        </a>
        <a className="button button-secondary" href={home}>
          {t('studio.backToPlayer')}
        </a>
      </main>
    )
  } else if (route.page === 'list') body = <StoryListPage />
  else if (route.page === 'contents' || route.page === 'upload')
    body = (
      <Suspense fallback={<p className="muted page">{t('common.loading')}</p>}>
        {route.page === 'contents' ? (
          <ContentListPage />
        ) : timelineTarget(location.pathname, location.search) ? (
          <TimelinePage contentOid={timelineTarget(location.pathname, location.search) as string} />
        ) : (
          <UploadPage />
        )}
      </Suspense>
    )
  else if (route.page === 'scenario')
    body = (
      <Suspense fallback={<p className="muted page">{t('common.loading')}</p>}>
        <ScenarioStudioPage />
      </Suspense>
    )
  else if (route.page === 'setup')
    body = <StorySetupPage key={route.contentOid} contentOid={route.contentOid} />
  else if (route.page === 'canvas')
    body = (
      <Suspense fallback={<p className="muted page">{t('common.loading')}</p>}>
        <CanvasPage key={route.contentOid} contentOid={route.contentOid} />
      </Suspense>
    )
  else body = <StoryListPage />

  return (
    <div className={route.page === 'canvas' && signedIn ? 'studio studio-full' : 'studio'}>
      <StudioHeader />
      {body}
    </div>
  )
}
