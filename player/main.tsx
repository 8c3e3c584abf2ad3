import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { prepareLanguage, refreshSignedInUser } from '../web/boot'
import { playerTexts } from '../web/i18n/bundles/player'
import { ensureGuestDevice } from '../web/session'
import '../web/ui/styles'
import './player.css'
import { PlayerApp } from './PlayerApp'
import { pageTexts } from './page-texts'
import { matchPlayerRoute } from './routes'

async function start() {
  // The first page's texts come with the language, so it draws without waiting again.
  const i18n = await prepareLanguage(
    playerTexts,
    pageTexts(matchPlayerRoute(location.pathname).name),
  )
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
