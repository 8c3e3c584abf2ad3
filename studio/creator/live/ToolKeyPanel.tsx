import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { creatorPath } from '../creator-paths'
import { LoadState } from '../shell/LoadState'
import { ConfirmDialog } from './ConfirmDialog'
import { CopyField } from './CopyField'
import { liveStudioApi } from './live-api'

type Action = 'issue' | 'revoke'

/**
 * The tool key (spec §2 studio guard): a streaming tool (a browser dock, a phone) opens the
 * studio with `?toolkey=…` and is signed in to the live studio only. Shown once; a new one
 * revokes it, and the owner can revoke it (its tools are signed out at once).
 */
export function ToolKeyPanel() {
  const { t, i18n } = useTranslation('creator')
  const { version, outcome, busy, act } = useAction()
  const status = useData(['tool-key-status', version], () => liveStudioApi.toolKeyStatus())
  const [issued, setIssued] = useState<{ toolKey: string; keyHint: string } | null>(null)
  const [asking, setAsking] = useState<Action | null>(null)

  async function run(action: Action) {
    // The key issued shows below; a revoke says so.
    await act(
      async () => {
        if (action === 'issue') {
          const answer = await liveStudioApi.issueToolKey()
          setIssued({ toolKey: answer.toolKey, keyHint: answer.keyHint })
        } else {
          await liveStudioApi.revokeToolKey()
          setIssued(null)
        }
      },
      action === 'revoke' ? t('liveStudio.toolKeyRevoked') : null,
    )
    setAsking(null)
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
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="creator-actions creator-actions-start">
          <Button variant={issued ? 'secondary' : 'primary'} onClick={() => setAsking('issue')}>
            {t('liveStudio.issueToolKey')}
          </Button>
          {active ? (
            <Button variant="secondary" onClick={() => setAsking('revoke')}>
              {t('liveStudio.revokeToolKey')}
            </Button>
          ) : null}
        </div>
      </section>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === 'revoke'
            ? t('liveStudio.revokeToolKeyTitle')
            : t('liveStudio.issueToolKeyTitle')
        }
        description={
          asking === 'revoke' ? t('liveStudio.revokeToolKeyLead') : t('liveStudio.issueToolKeyLead')
        }
        confirm={asking === 'revoke' ? t('liveStudio.revokeToolKey') : t('liveStudio.issueToolKey')}
        busy={busy}
        onConfirm={() => void run(asking ?? 'issue')}
        onCancel={() => setAsking(null)}
      />
    </div>
  )
}
