import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from '../web/routing'
import { LoginDialogHost } from './login/LoginDialogHost'
import { matchPlayerRoute, type PlayerRouteName } from './routes'
import { AppShell } from './shell/AppShell'
import { usePageFocus } from './shell/use-page-focus'

// Each page is its own chunk; Home is small but still split so the shell paints first.
const pages: Record<PlayerRouteName, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./pages/HomePage').then((module) => ({ default: module.HomePage }))),
  myInfo: lazy(() =>
    import('./pages/MyInfoPage').then((module) => ({ default: module.MyInfoPage })),
  ),
  passwordReset: lazy(() =>
    import('./pages/PasswordResetPage').then((module) => ({ default: module.PasswordResetPage })),
  ),
  notFound: lazy(() =>
    import('./pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
  ),
}

export function PlayerApp() {
  const { pathname } = useLocation()
  const { t } = useTranslation()
  const route = matchPlayerRoute(pathname)
  const Page = pages[route.name]
  usePageFocus(route.name, pathname)
  const page = (
    <Suspense fallback={<p className="page muted">{t('common.loading')}</p>}>
      <Page />
    </Suspense>
  )
  return (
    <>
      {route.bare ? (
        <main id="main" tabIndex={-1}>
          {page}
        </main>
      ) : (
        <AppShell>{page}</AppShell>
      )}
      <LoginDialogHost />
    </>
  )
}
