import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api'
import { errorText } from '../../web/i18n'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
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
  price,
  onPurchased,
}: {
  contentOid: string
  price: string
  onPurchased(): void
}) {
  const { t } = useTranslation()
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => state.user !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const buy = async () => {
    if (!signedIn) {
      openLogin('login')
      return
    }
    setPending(true)
    setError(null)
    try {
      await catalogueApi.purchase(contentOid)
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
        <Button onClick={buy} disabled={pending} aria-busy={pending}>
          {pending ? t('storyPage.buying') : t('storyPage.buy', { price })}
        </Button>
      </div>
      {!signedIn ? <p className="muted">{t('storyPage.buyLogin')}</p> : null}
      {error ? (
        <Alert tone="error">
          {short ? t('storyPage.buyNeedCoins') : errorText(t, error)}{' '}
          {short ? <Link href={localized('/charge')}>{t('storyPage.buyCharge')}</Link> : null}
        </Alert>
      ) : null}
    </div>
  )
}
