import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { prepareLanguage, refreshSignedInUser } from '../web/boot'
import { studioTexts } from '../web/i18n/bundles/studio'
import '../web/ui'
import '../web/ui/overlays'
import './studio.css'
import { StudioApp } from './StudioApp'

async function start() {
  // The studio's header names the creator studio too, so every studio page has both.
  const i18n = await prepareLanguage(studioTexts, ['studio', 'creator'])
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StudioApp />
      </I18nextProvider>
    </StrictMode>,
  )
  void refreshSignedInUser()
}

void start()
