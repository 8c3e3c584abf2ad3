import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api'
import { errorText } from '../../web/i18n'
import { Link, useLocation } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { rememberChargeReturn } from '../charge/return-path'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import { contentApi } from './content-api'

const SHORT_OF_COINS = new Set(['NOT_ENOUGH_COINS', 'INSUFFICIENT_COINS'])

/**
 * Buys a content with coins after a confirmation. A buyer short of coins reads 'Not enough
 * coins' with a way to the charge page, which leads back here once coins are bought.
 */
export function BuyContent({
  contentOid,
  creatorOid,
  title,
  price,
  onPurchased,
}: {
  contentOid: string
  creatorOid: string
  title: string
  price: number
  onPurchased(): void
}) {
  const { t, i18n } = useTranslation('player')
  const localized = useLocalizedPath()
  const { pathname } = useLocation()
  const signedIn = useSession((state) => state.user !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [pending, setPending] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const formatted = price.toLocaleString(i18n.language === 'jp' ? 'ja' : i18n.language)

  const ask = () => {
    if (!signedIn) openLogin('login')
    else setConfirming(true)
  }

  const buy = async () => {
    setConfirming(false)
    setPending(true)
    setError(null)
    try {
      await contentApi.purchase({ contentOid, creatorOid, coins: price })
      onPurchased()
    } catch (failure) {
      setError(failure)
    } finally {
      setPending(false)
    }
  }

  const short = ApiError.isInstance(error) && SHORT_OF_COINS.has(error.code)
  return (
    <div className="stack buy-content">
      <div>
        <Button onClick={ask} busy={pending}>
          {pending
            ? t('contentActions.buying')
            : signedIn
              ? t('contentActions.buy', { price: formatted })
              : t('contentActions.logInToBuy')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('contentActions.buyConfirmTitle')}
        closeLabel={t('common.close')}
      >
        <div className="stack">
          <p>{t('contentActions.buyConfirmText', { price: formatted, title })}</p>
          <div className="row">
            <Button onClick={() => void buy()} data-testid="buy-confirm">
              {t('contentActions.buyConfirm', { price: formatted })}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      </Dialog>
      {error ? (
        <Alert tone="error">
          {short ? t('contentActions.notEnoughCoins') : errorText(t, error)}{' '}
          {short ? (
            <Link href={localized('/charge')} onClick={() => rememberChargeReturn(pathname)}>
              {t('contentActions.charge')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
    </div>
  )
}
