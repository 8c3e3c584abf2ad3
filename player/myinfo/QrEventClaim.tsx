import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { navigate, useLocation } from '../../web/routing'
import { api } from '../../web/session'
import { Alert, Button } from '../../web/ui'

type Claim =
  | { state: 'joining' }
  | { state: 'joined'; title: string }
  | { state: 'failed'; error: unknown }

/**
 * A scanned event QR code opens My Info with `qr` (the event's code): it is entered once,
 * taken off the address, and the inventory tab opens with the outcome to confirm.
 */
export function QrEventClaim({ onJoined }: { onJoined: () => void }) {
  const { t } = useTranslation('player')
  const { pathname, search } = useLocation()
  const handled = useRef<string | null>(null)
  const [claim, setClaim] = useState<Claim | null>(null)
  const code = new URLSearchParams(search).get('qr')

  useEffect(() => {
    if (!code || handled.current === code) return
    handled.current = code
    const query = new URLSearchParams(search)
    query.delete('qr')
    query.set('tab', 'inventory')
    navigate(`${pathname}?${query.toString()}`, { replace: true })
    setClaim({ state: 'joining' })
    api
      .post('/account/qr-event', { qrEvent: code })
      .then((joined) => {
        setClaim({ state: 'joined', title: joined.eventTitle })
        onJoined()
      })
      .catch((error: unknown) => setClaim({ state: 'failed', error }))
  }, [code, pathname, search, onJoined])

  if (!claim) return null
  if (claim.state === 'joining') return <Alert tone="info">{t('wallet.qrEventJoining')}</Alert>
  return (
    <Alert tone={claim.state === 'joined' ? 'success' : 'error'}>
      <span data-testid="qr-event-outcome">
        {claim.state === 'joined'
          ? t('wallet.qrEventJoined', { title: claim.title })
          : errorText(t, claim.error)}
      </span>{' '}
      <Button variant="secondary" onClick={() => setClaim(null)}>
        {t('wallet.qrEventConfirm')}
      </Button>
    </Alert>
  )
}
