import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { api } from '../../web/session'
import { Button } from '../../web/ui'
import { useAction } from '../login/use-action'
import { useChannelManager } from '../myinfo/channel-manager-store'
import { channelPath } from '../myinfo/channel-path'
import '../myinfo/account-extras.css'
import { useLocalizedPath } from './use-localized-path'

/**
 * While this device manages a channel (channel-manager mode), a bar under the header says
 * which one, links to it and leaves the mode.
 */
export default function ChannelManagerBar() {
  const { t } = useTranslation('player')
  const { status, load, set } = useChannelManager()
  const localized = useLocalizedPath()
  const { busy, run } = useAction()

  useEffect(() => {
    void load()
  }, [load])

  const mode = status?.mode
  if (!mode) return null

  async function leave() {
    const answer = await run(() => api.delete('/account/channel-manager/mode'))
    if (answer) set(answer)
  }

  return (
    <div className="channel-manager-bar" role="status" data-testid="channel-manager-bar">
      <div className="channel-manager-bar-inner">
        <span>{t('channelManager.bar', { nickname: mode.nickname })}</span>
        <Link href={localized(channelPath(mode))}>{t('channelManager.openChannel')}</Link>
        {/* The studio is another app: a full page load, not the player's router. */}
        <a href={localized('/studio2/creator/comments')} data-testid="channel-manager-comments">
          {t('channelManager.manageComments')}
        </a>
        <Button variant="secondary" busy={busy} onClick={() => void leave()}>
          {t('channelManager.leave')}
        </Button>
      </div>
    </div>
  )
}
