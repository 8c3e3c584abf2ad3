import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { NotFoundPage } from '../pages/NotFoundPage'
import { useLocalizedPath } from '../shell/use-localized-path'
import { directChatApi } from './direct-chat-api'
import { useIsCreator } from './guards'
import { LoadFailed } from './LoadFailed'
import { SettingsForm } from './SettingsForm'
import './direct-chat.css'

async function loadSettings(myOid: string) {
  const [settings, tiers] = await Promise.all([
    directChatApi.settingsOf(),
    directChatApi.tiers(myOid).then((answer) => answer.tiers),
  ])
  return { settings, tiers }
}

/** `chat/settings`: a creator's message settings (spec §3); anyone else sees not-found. */
export function ChatSettingsPage() {
  const creator = useIsCreator()
  const myOid = useSession((state) => state.user?.oid ?? null)
  if (!creator || !myOid) return <NotFoundPage />
  return <SettingsScreen myOid={myOid} />
}

function SettingsScreen({ myOid }: { myOid: string }) {
  const { t } = useTranslation('dm')
  const localized = useLocalizedPath()
  const { result, reload } = useData(['dm-settings', myOid], () => loadSettings(myOid))
  return (
    <div className="page page-narrow stack dm-settings">
      <Link className="dm-back" href={localized('/chat')}>
        ← {t('dmRoom.back')}
      </Link>
      <h1>{t('dmSettings.title')}</h1>
      <p className="muted">{t('dmSettings.lead')}</p>
      {result.state === 'ready' ? (
        <SettingsForm settings={result.value.settings} tiers={result.value.tiers} />
      ) : result.state === 'failed' ? (
        <LoadFailed error={result.error} retry={reload} />
      ) : (
        <p className="muted">{t('dmHome.loading')}</p>
      )}
    </div>
  )
}
