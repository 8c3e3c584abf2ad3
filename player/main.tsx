import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { prepareLanguage, refreshSignedInUser } from '../web/boot'
import { ensureGuestDevice } from '../web/session'
import '../web/ui'
import './player.css'
import { PlayerApp } from './PlayerApp'

async function start() {
  const i18n = await prepareLanguage()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PlayerApp />
      </I18nextProvider>
    </StrictMode>,
  )
  // Neither blocks the first paint: the guest id is needed only for guest chats.
  void ensureGuestDevice()
  void refreshSignedInUser()
}

void start()
