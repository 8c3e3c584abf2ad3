import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { prepareLanguage, refreshSignedInUser } from '../web/boot'
import '../web/ui'
import './studio.css'
import { StudioShell } from './StudioShell'

async function start() {
  const i18n = await prepareLanguage()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StudioShell />
      </I18nextProvider>
    </StrictMode>,
  )
  void refreshSignedInUser()
}

void start()
