import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Header } from './Header'

/** The spec's shared layout: header, the page, a footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="app-footer">
        <p className="muted">© Taleloom</p>
      </footer>
    </>
  )
}
