import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../../web/i18n'
import { Link } from '../../../web/routing'
import { Dialog } from '../../../web/ui/overlays'
import { rememberChargeReturn } from '../../charge/return-path'
import { useLocalizedPath } from '../../shell/use-localized-path'
import { chatApi } from '../connected'
import { useChatWallet } from '../wallet-store'

/** Coins → credits (`/story-chat/convert/credit`), with the charge page one click away. */
export function ConvertDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('chat')
  const localize = useLocalizedPath()
  const balances = useChatWallet((state) => state.balances)
  const rate = useChatWallet((state) => state.creditsPerCoin)
  const limit = useChatWallet((state) => state.maxCoins)
  const coins = balances?.coins ?? 0
  // The most this player can convert now: their coins, within the server's limit.
  const max = Math.min(limit ?? 1000, coins)
  const [amount, setAmount] = useState('1')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  useEffect(() => {
    if (open) {
      setMessage(null)
      void useChatWallet.getState().refresh()
    }
  }, [open])

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setMessage(null)
    try {
      const result = await chatApi.convertCoins(Number(amount))
      useChatWallet.getState().setBalances(result.balances)
      setMessage({
        ok: true,
        text: t('chatCredits.converted', {
          credits: result.balances.credits + result.balances.bonusCredits,
        }),
      })
    } catch (error) {
      setMessage({ ok: false, text: errorText(t, error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('chatCredits.convertTitle')}
      closeLabel={t('common.close')}
    >
      <form className="stack" onSubmit={submit}>
        <p>{t('chatCredits.convertText', { rate: rate ?? '…', coins })}</p>
        {max > 0 ? (
          <label className="field">
            <span className="field-label">{t('chatCredits.convertAmount', { max })}</span>
            <input
              className="field-input"
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
        ) : (
          <p className="alert alert-info" data-testid="convert-no-coins">
            {t('chatCredits.noCoins')}
          </p>
        )}
        {message ? (
          <p
            className={message.ok ? 'field-ok' : 'field-error'}
            role={message.ok ? 'status' : 'alert'}
          >
            {message.text}
          </p>
        ) : null}
        <div className="row">
          {max > 0 ? (
            <button type="submit" className="button button-primary" disabled={busy}>
              {t('chatCredits.convertSubmit')}
            </button>
          ) : null}
          <Link
            className={`button ${max > 0 ? 'button-secondary' : 'button-primary'}`}
            href={localize('/charge')}
            onClick={() => rememberChargeReturn(location.pathname + location.search)}
          >
            {t('chatCredits.toCharge')}
          </Link>
        </div>
      </form>
    </Dialog>
  )
}
