/**
 * Pull ×1 and ×10 after a confirmation naming the price. The key made when the dialog opens
 * is sent again if the same confirmation is retried, so a lost answer never charges twice.
 * The creator sees the spec's refusal instead of buttons; a visitor is asked to log in.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GachaRecord, GachaView } from '../../../platform/content/gacha/contract'
import { ApiError } from '../../../web/api'
import { errorText } from '../../../web/i18n'
import { Link, useLocation } from '../../../web/routing'
import { api, useSession } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import { Dialog } from '../../../web/ui/overlays'
import { rememberChargeReturn } from '../../charge/return-path'
import { useLoginDialog } from '../../login/login-dialog-store'
import { useLocalizedPath } from '../../shell/use-localized-path'

const COUNTS = [1, 10] as const

export function PullButtons({
  gacha,
  onPulled,
}: {
  gacha: GachaView
  onPulled: (record: GachaRecord) => void
}) {
  const { t, i18n } = useTranslation('player')
  const signedIn = useSession((state) => !!state.user)
  const openLogin = useLoginDialog((state) => state.openAt)
  const localized = useLocalizedPath()
  const { pathname } = useLocation()
  const [confirming, setConfirming] = useState<{ count: number; key: string } | null>(null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const number = (value: number) =>
    value.toLocaleString(i18n.language === 'jp' ? 'ja' : i18n.language)

  if (gacha.own)
    return (
      <p className="muted" data-testid="gacha-own">
        {t('channelGacha.own')}
      </p>
    )
  if (gacha.state !== 'on-sale') return null

  async function pull(count: number, key: string) {
    setPending(true)
    setError(null)
    try {
      const { record } = await api.post('/content/gacha/:id/pull', {
        id: gacha.gachaOid,
        count,
        idempotencyKey: key,
      })
      setConfirming(null)
      onPulled(record)
    } catch (failure) {
      setError(failure)
      // A refusal is final; a lost answer keeps the key so trying again replays it.
      if (ApiError.isInstance(failure) && failure.status >= 400 && failure.status < 500)
        setConfirming(null)
    } finally {
      setPending(false)
    }
  }

  const open = (count: number) => {
    if (!signedIn) return openLogin('login')
    setError(null)
    setConfirming({ count, key: `gacha-${crypto.randomUUID()}` })
  }
  const short = ApiError.isInstance(error) && error.code === 'NOT_ENOUGH_COINS'
  const price = confirming ? number(gacha.coins * confirming.count) : ''
  return (
    <>
      <div className="row gacha-pull-buttons">
        {COUNTS.map((count) => (
          <Button
            key={count}
            onClick={() => open(count)}
            busy={pending}
            data-testid={`gacha-pull-${count}`}
          >
            {t('channelGacha.pull', { count, coins: number(gacha.coins * count) })}
          </Button>
        ))}
      </div>
      <Dialog
        open={confirming !== null}
        onOpenChange={(next) => (next ? null : setConfirming(null))}
        title={t('channelGacha.confirmTitle')}
        closeLabel={t('common.close')}
      >
        <div className="stack">
          <p>
            {t('channelGacha.confirmText', {
              count: confirming?.count ?? 1,
              coins: price,
              title: gacha.title,
            })}
          </p>
          {error && confirming ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
          <div className="row">
            <Button
              busy={pending}
              onClick={() => (confirming ? void pull(confirming.count, confirming.key) : undefined)}
              data-testid="gacha-pull-confirm"
            >
              {t('channelGacha.confirm', { coins: price })}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      </Dialog>
      {error && !confirming ? (
        <Alert tone="error">
          {short ? t('channelGacha.notEnoughCoins') : errorText(t, error)}{' '}
          {short ? (
            <Link href={localized('/charge')} onClick={() => rememberChargeReturn(pathname)}>
              {t('channelGacha.charge')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
    </>
  )
}
