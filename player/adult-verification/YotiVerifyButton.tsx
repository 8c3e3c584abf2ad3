import { useTranslation } from 'react-i18next'
import { createAdultVerificationApi } from '../../web/api/platform-links'
import { useData } from '../../web/calls'
import { apiClient } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { useAction } from '../login/use-action'
import { rememberYotiSession } from './yoti-session'

export const adultVerificationApi = createAdultVerificationApi(apiClient)

/**
 * Opens a Yoti age check and sends the browser to Yoti's page (state: verification message
 * sent). Hidden when the server has no Yoti configured.
 */
export function YotiVerifyButton({
  block = false,
  hint = false,
}: {
  block?: boolean
  hint?: boolean
}) {
  const { t } = useTranslation('player')
  const status = useData('yoti-status', () => adultVerificationApi.status())
  const { busy, error, run } = useAction()
  if (!status.data?.available || status.data.state === 'verified') return null

  async function start() {
    const session = await run(() => adultVerificationApi.create())
    if (!session) return
    rememberYotiSession(session.sessionId)
    window.location.assign(session.url)
  }

  return (
    <div className="stack yoti-verify">
      {hint ? <p className="muted">{t('adultVerification.orYoti')}</p> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <Button
          type="button"
          variant={block ? 'secondary' : 'primary'}
          block={block}
          busy={busy}
          onClick={() => void start()}
        >
          {t('adultVerification.start')}
        </Button>
      </div>
    </div>
  )
}
