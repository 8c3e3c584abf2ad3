import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../../web/i18n'
import { chatApi } from '../connected'
import { useChatWallet } from '../wallet-store'

/** A chat-coupon code box: the coupon's chats pay for turns (a guest's after the free ones). */
export function CouponBox() {
  const { t } = useTranslation('chat')
  const couponChats = useChatWallet((state) => state.couponChats)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setMessage(null)
    try {
      const result = await chatApi.redeemCoupon(code.trim())
      setMessage(
        result.redeemed
          ? { ok: true, text: t('chatCredits.couponRedeemed', { count: result.chatsGranted }) }
          : { ok: false, text: t('chatCredits.couponAlready') },
      )
      useChatWallet.setState({ couponChats: result.chatsLeft })
      setCode('')
    } catch (error) {
      setMessage({ ok: false, text: errorText(t, error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="stack chat-coupon" onSubmit={submit}>
      <label className="field">
        <span className="field-label">{t('chatCredits.couponLabel')}</span>
        <span className="row">
          <input
            id="chat-coupon-code"
            className="field-input"
            value={code}
            autoComplete="off"
            maxLength={32}
            required
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t('chatCredits.couponSubmit')}
          </button>
        </span>
      </label>
      {couponChats > 0 ? (
        <p className="muted" data-testid="chat-coupon-chats">
          {t('chatCredits.couponChats', { count: couponChats })}
        </p>
      ) : null}
      {message ? (
        <p
          className={message.ok ? 'field-ok' : 'field-error'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  )
}
