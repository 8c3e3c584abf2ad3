import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { InvitationResponse } from '../../platform/accounts/contract'
import { api } from '../../web/session'
import { Button } from '../../web/ui'
import './account-extras.css'

/** My Info's invitation: the user's code and link, and what it brought (docs/ACCOUNT-DETAILS.md). */
export function InvitationPanel() {
  const { t } = useTranslation('player')
  const [invitation, setInvitation] = useState<InvitationResponse | null>(null)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    let current = true
    api.get('/account/invitation').then(
      (answer) => current && setInvitation(answer),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])

  if (!invitation) return null
  // The link of this site as the reader sees it (the server's is built from its public URL).
  const link = `${window.location.origin}/?invite=${invitation.code}`
  async function copy() {
    if (!invitation) return
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      // No clipboard (an insecure page): the link stays selectable in its field.
    }
  }

  return (
    <section className="card stack" aria-labelledby="invitation-title" data-testid="invitation">
      <h2 id="invitation-title">{t('invitation.title')}</h2>
      <p className="muted">
        {t('invitation.intro', {
          inviter: invitation.inviterCoins,
          invitee: invitation.inviteeCoins,
        })}
      </p>
      <dl className="details">
        <dt>{t('invitation.code')}</dt>
        <dd className="invitation-code" data-testid="invitation-code">
          {invitation.code}
        </dd>
      </dl>
      <div className="invitation-link">
        <input
          className="field-input"
          readOnly
          aria-label={t('invitation.link')}
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t('invitation.copied') : t('invitation.copy')}
        </Button>
      </div>
      <p className="muted">
        {t('invitation.counts', { signups: invitation.signups, paid: invitation.paid })}{' '}
        {t('invitation.limit', { limit: invitation.limit })}
      </p>
    </section>
  )
}
