import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api'
import { errorText } from '../../web/i18n'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { rememberChargeReturn } from '../charge/return-path'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import { catalogueApi } from './catalogue-api'

/**
 * Buys a paid story with coins. Signed-out visitors get the login popup first; a buyer
 * short of coins gets a link to the charge page. The server keys the payment per buyer and
 * story, so a double click or a retry after a lost answer never charges twice.
 */
export function BuyStory({
  contentOid,
  title,
  price,
  coins,
  onPurchased,
}: {
  contentOid: string
  title: string
  price: string
  /** The price shown, in coins: the server refuses the purchase if it changed since. */
  coins: number
  onPurchased(): void
}) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => state.user !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [pending, setPending] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<unknown>(null)

  // Coins are money: the click asks first, and the dialog's button buys.
  const ask = () => {
    if (!signedIn) openLogin('login')
    else setConfirming(true)
  }

  const buy = async () => {
    setConfirming(false)
    setPending(true)
    setError(null)
    try {
      await catalogueApi.purchase(contentOid, coins)
      onPurchased()
    } catch (failure) {
      setError(failure)
    } finally {
      setPending(false)
    }
  }

  const short = ApiError.isInstance(error) && error.code === 'NOT_ENOUGH_COINS'
  return (
    <div className="stack buy-story">
      <div>
        <Button onClick={ask} disabled={pending} aria-busy={pending}>
          {pending ? t('storyPage.buying') : t('storyPage.buy', { price })}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('storyPage.buyConfirmTitle')}
        closeLabel={t('common.close')}
      >
        <div className="stack">
          <p>{t('storyPage.buyConfirmText', { price, title })}</p>
          <div className="row">
            <Button onClick={buy} data-testid="buy-confirm">
              {t('storyPage.buyConfirm', { price })}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      </Dialog>
      {!signedIn ? <p className="muted">{t('storyPage.buyLogin')}</p> : null}
      {error ? (
        <Alert tone="error">
          {short ? t('storyPage.buyNeedCoins') : errorText(t, error)}{' '}
          {short ? (
            <Link
              href={localized('/charge')}
              onClick={() => rememberChargeReturn(location.pathname + location.search)}
            >
              {t('storyPage.buyCharge')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
    </div>
  )
}
