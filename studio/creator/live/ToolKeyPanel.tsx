import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { Alert, Button } from '../../../web/ui'
import { creatorPath } from '../creator-paths'
import { LoadState } from '../shell/LoadState'
import { ConfirmDialog } from './ConfirmDialog'
import { CopyField } from './CopyField'
import { liveStudioApi } from './live-api'

type Asking = { action: 'issue' | 'revoke'; busy: boolean } | null

/**
 * The tool key (spec §2 studio guard): a streaming tool (a browser dock, a phone) opens the
 * studio with `?toolkey=…` and is signed in to the live studio only. Shown once; a new one
 * revokes it, and the owner can revoke it (its tools are signed out at once).
 */
export function ToolKeyPanel() {
  const { t, i18n } = useTranslation('creator')
  const status = useData('tool-key-status', () => liveStudioApi.toolKeyStatus())
  const [issued, setIssued] = useState<{ toolKey: string; keyHint: string } | null>(null)
  const [asking, setAsking] = useState<Asking>(null)
  const [revoked, setRevoked] = useState(false)
  const [error, setError] = useState<unknown>(null)

  async function run(action: 'issue' | 'revoke') {
    setAsking({ action, busy: true })
    setError(null)
    try {
      if (action === 'issue') {
        const answer = await liveStudioApi.issueToolKey()
        setIssued({ toolKey: answer.toolKey, keyHint: answer.keyHint })
        setRevoked(false)
      } else {
        await liveStudioApi.revokeToolKey()
        setIssued(null)
        setRevoked(true)
      }
      status.reload()
    } catch (failure) {
      setError(failure)
    } finally {
      setAsking(null)
    }
  }

  const link = issued
    ? `${location.origin}${creatorPath('live')}?toolkey=${encodeURIComponent(issued.toolKey)}`
    : ''
  const active = status.data?.hasKey ? status.data : null
  return (
    <div className="stack live-panel">
      <section className="creator-card stack">
        <h2>{t('liveStudio.toolKeyTitle')}</h2>
        <p className="muted">{t('liveStudio.toolKeyLead')}</p>
        <LoadState state={status} />
        {status.data ? (
          <p data-testid="tool-key-status">
            {active?.createdAt
              ? t('liveStudio.toolKeyActive', {
                  hint: active.keyHint ?? '',
                  date: new Date(active.createdAt).toLocaleString(i18n.language),
                })
              : t('liveStudio.toolKeyNone')}
          </p>
        ) : null}
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
        {revoked ? <Alert tone="success">{t('liveStudio.toolKeyRevoked')}</Alert> : null}
        {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
        <div className="creator-actions creator-actions-start">
          <Button
            variant={issued ? 'secondary' : 'primary'}
            onClick={() => setAsking({ action: 'issue', busy: false })}
          >
            {t('liveStudio.issueToolKey')}
          </Button>
          {active ? (
            <Button
              variant="secondary"
              onClick={() => setAsking({ action: 'revoke', busy: false })}
            >
              {t('liveStudio.revokeToolKey')}
            </Button>
          ) : null}
        </div>
      </section>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.action === 'revoke'
            ? t('liveStudio.revokeToolKeyTitle')
            : t('liveStudio.issueToolKeyTitle')
        }
        description={
          asking?.action === 'revoke'
            ? t('liveStudio.revokeToolKeyLead')
            : t('liveStudio.issueToolKeyLead')
        }
        confirm={
          asking?.action === 'revoke' ? t('liveStudio.revokeToolKey') : t('liveStudio.issueToolKey')
        }
        busy={asking?.busy === true}
        onConfirm={() => void run(asking?.action ?? 'issue')}
        onCancel={() => setAsking(null)}
      />
    </div>
  )
}
