import { useTranslation } from 'react-i18next'
import { useSession } from '../../web/session'
import { useLocalizedPath } from '../shell/use-localized-path'

/**
 * "Start your own channel": creators go to the studio's upload form, a signed-in viewer to
 * the studio's creator registration, a visitor to the page that explains it. The studio
 * is its own app, so these are full page loads.
 */
export function ChannelCta() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => state.user !== null)
  const creator = useSession(
    (state) => !!state.user?.roles.some((role) => role === 'creator' || role === 'admin'),
  )
  return (
    <aside className="channel-cta" aria-labelledby="channel-cta-title">
      <div className="stack channel-cta-text">
        <h2 id="channel-cta-title">{t('channelCta.title')}</h2>
        <p>{t('channelCta.lead')}</p>
      </div>
      <div className="row channel-cta-actions">
        {creator ? (
          <a className="button button-primary" href={localized('/studio2/simpleuploader/audio')}>
            {t('channelCta.upload')}
          </a>
        ) : (
          <a
            className="button button-primary"
            href={localized(signedIn ? '/studio2/creator/register' : '/info/apply-creator')}
          >
            {t('channelCta.start')}
          </a>
        )}
      </div>
    </aside>
  )
}
