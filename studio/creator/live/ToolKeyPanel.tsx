import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../../web/i18n'
import { Alert, Button } from '../../../web/ui'
import { creatorPath } from '../creator-paths'
import { ConfirmDialog } from './ConfirmDialog'
import { CopyField } from './CopyField'
import { liveStudioApi } from './live-api'

/**
 * The tool key (spec §2 studio guard): a streaming tool (a browser dock, a phone) opens the
 * studio with `?toolkey=…` and is signed in as the creator. Shown once; a new one revokes it.
 */
export function ToolKeyPanel() {
  const { t } = useTranslation()
  const [issued, setIssued] = useState<{ toolKey: string; keyHint: string } | null>(null)
  const [asking, setAsking] = useState<'ask' | 'busy' | null>(null)
  const [error, setError] = useState<unknown>(null)

  async function issue() {
    setAsking('busy')
    setError(null)
    try {
      const answer = await liveStudioApi.issueToolKey()
      setIssued({ toolKey: answer.toolKey, keyHint: answer.keyHint })
    } catch (failure) {
      setError(failure)
    } finally {
      setAsking(null)
    }
  }

  const link = issued
    ? `${location.origin}${creatorPath('live')}?toolkey=${encodeURIComponent(issued.toolKey)}`
    : ''
  return (
    <div className="stack live-panel">
      <section className="creator-card stack">
        <h2>{t('liveStudio.toolKeyTitle')}</h2>
        <p className="muted">{t('liveStudio.toolKeyLead')}</p>
        {issued ? (
          <div className="stack live-key-once" data-testid="tool-key-once">
            <Alert tone="info">{t('liveStudio.toolKeyOnce')}</Alert>
            <CopyField label={t('liveStudio.toolKey')} value={issued.toolKey} secret />
            <CopyField
              label={t('liveStudio.toolLink')}
              value={link}
              hint={t('liveStudio.toolLinkHint')}
              secret
            />
          </div>
        ) : null}
        {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
        <div className="creator-actions creator-actions-start">
          <Button variant={issued ? 'secondary' : 'primary'} onClick={() => setAsking('ask')}>
            {t('liveStudio.issueToolKey')}
          </Button>
        </div>
      </section>
      <ConfirmDialog
        open={asking !== null}
        title={t('liveStudio.issueToolKeyTitle')}
        description={t('liveStudio.issueToolKeyLead')}
        confirm={t('liveStudio.issueToolKey')}
        busy={asking === 'busy'}
        onConfirm={() => void issue()}
        onCancel={() => setAsking(null)}
      />
    </div>
  )
}
