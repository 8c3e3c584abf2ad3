import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api'
import type { CartAnswer } from '../../web/api/content'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Link, useLocation } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { rememberChargeReturn } from '../charge/return-path'
import { ContentGrid } from '../content/ContentCard'
import { contentApi } from '../content/content-api'
import { useLocalizedPath } from '../shell/use-localized-path'
import { SignedInList } from './SignedInList'

/** `/mypage/cart`: the shopping cart, its total, remove, and buy all at once. */
export function CartPage() {
  const { t } = useTranslation('player')
  const userOid = useSession((state) => state.user?.oid ?? null)
  const { result, reload: retry, replace } = useData(userOid, () => contentApi.cart())
  return (
    <SignedInList title={t('cartPage.title')} result={result} retry={retry}>
      {(cart) => <CartBody cart={cart} onChange={replace} reload={retry} />}
    </SignedInList>
  )
}

function CartBody({
  cart,
  onChange,
  reload,
}: {
  cart: CartAnswer
  onChange(cart: CartAnswer): void
  reload(): void
}) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const { pathname } = useLocation()
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(null)
  const items = cart.items.flatMap((entry) =>
    entry.content && entry.available ? [entry.content] : [],
  )
  // Named with the reason each cannot be bought; a content gone from the catalogue by its id.
  const unavailable = cart.items.filter((entry) => !entry.available)

  async function remove(contentOid: string) {
    setBusy(contentOid)
    setError(null)
    try {
      onChange(await contentApi.removeFromCart(contentOid))
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(null)
    }
  }

  async function buyAll() {
    setBusy('all')
    setError(null)
    try {
      await contentApi.purchaseCart(cart.total)
      reload()
    } catch (failure) {
      setError(failure)
      // An item became unavailable meanwhile: the cart shows which, and why.
      if (ApiError.isInstance(failure) && failure.code === 'CART_ITEMS_REFUSED') reload()
    } finally {
      setBusy(null)
    }
  }

  const short =
    ApiError.isInstance(error) && ['NOT_ENOUGH_COINS', 'INSUFFICIENT_COINS'].includes(error.code)
  return (
    <div className="stack">
      <ContentGrid
        items={items}
        emptyText={unavailable.length > 0 ? '' : t('cartPage.empty')}
        label={t('cartPage.title')}
        action={(item) => (
          <Button
            variant="secondary"
            busy={busy === item.contentOid}
            onClick={() => void remove(item.contentOid)}
          >
            {t('cartPage.remove')}
          </Button>
        )}
      />
      {unavailable.length > 0 ? (
        <section className="cart-unavailable" aria-labelledby="cart-unavailable-title">
          <h2 id="cart-unavailable-title">{t('cartPage.unavailableTitle')}</h2>
          <p className="muted">{t('cartPage.unavailableText')}</p>
          <ul data-testid="cart-unavailable">
            {unavailable.map((entry) => (
              <li key={entry.contentOid}>
                <span>
                  <strong>{entry.content?.title ?? t('cartPage.gone')}</strong>
                  {entry.reason ? <span className="muted"> · {entry.reason}</span> : null}
                </span>
                <Button
                  variant="secondary"
                  busy={busy === entry.contentOid}
                  onClick={() => void remove(entry.contentOid)}
                >
                  {t('cartPage.remove')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {items.length > 0 ? (
        <div className="cart-summary">
          <p className="cart-total">{t('cartPage.total', { price: cart.total })}</p>
          <Button
            busy={busy === 'all'}
            disabled={unavailable.length > 0}
            onClick={() => void buyAll()}
          >
            {t('cartPage.buy')}
          </Button>
        </div>
      ) : null}
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
