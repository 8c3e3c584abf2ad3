import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { useSession } from '../../web/session'
import { Alert, Button, GiftIcon } from '../../web/ui'
import { formatDateTime } from '../charge/format'
import { walletApi } from './check-in-store'

/** My Info → Inventory: random boxes and codes, each usable once. */
export function InventoryPanel() {
  const { t } = useTranslation('player')
  const language = useSession((state) => state.activeLanguage)
  const inventory = useData([], () => walletApi.inventory())
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState<string | null>(null)

  async function apply(itemOid: string) {
    setBusy(itemOid)
    setError(null)
    try {
      await walletApi.applyItem(itemOid)
      inventory.reload()
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(null)
    }
  }

  const items = inventory.data?.items
  return (
    <section className="card stack" data-testid="inventory">
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
      {items?.length ? (
        <ul className="wallet-inventory">
          {items.map((item) => (
            <li key={item.oid}>
              <GiftIcon size={20} />
              <span className="wallet-history-type">{item.kind.replaceAll('_', ' ')}</span>
              <span className="muted">{formatDateTime(item.acquiredAt, language)}</span>
              {item.used || item.refunded ? (
                <span className="badge">{t('wallet.usedItem')}</span>
              ) : (
                <Button
                  variant="secondary"
                  busy={busy === item.oid}
                  onClick={() => void apply(item.oid)}
                >
                  {t('wallet.useItem')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{items ? t('wallet.inventoryEmpty') : t('wallet.loading')}</p>
      )}
    </section>
  )
}
