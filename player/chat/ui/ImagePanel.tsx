import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { ApiError } from '../../../web/api'
import type { ImageUnlockQuote } from '../../../web/api/chat'
import { errorText } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { Dialog } from '../../../web/ui/overlays'
import { useLoginDialog } from '../../login/login-dialog-store'
import { chatApi } from '../connected'
import type { RoomStore } from '../room/room-store'
import { useChatWallet } from '../wallet-store'

type Pending = { kind: 'one'; imageHash: string; price: number } | { kind: 'all' } | null

/** Only accounts buy pictures: the server answers a guest (or an expired session) with 401. */
const needsLogin = (error: unknown) => ApiError.isInstance(error) && error.status === 401

/** The picture that fits the scene; a locked one shows its price and the unlock dialogs. */
export function ImagePanel({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const image = useStore(store, (state) => state.image)
  const room = useStore(store, (state) => state.room)
  const credits = useChatWallet((state) => state.credits)
  const [pending, setPending] = useState<Pending>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [quote, setQuote] = useState<ImageUnlockQuote | null>(null)
  const [quoteError, setQuoteError] = useState<unknown>(null)
  const guest = useSession((state) => !state.token)
  const openLogin = useLoginDialog((state) => state.openAt)
  const wantsAll = pending?.kind === 'all'
  const contentOid = room?.contentOid
  const roomOid = room?.roomOid

  // "Unlock all" lists what it buys and the total the server will charge (its quote).
  useEffect(() => {
    if (!wantsAll || !contentOid || !roomOid) return
    let current = true
    setQuote(null)
    setQuoteError(null)
    chatApi.imageUnlockQuote(contentOid, roomOid).then(
      (answer) => {
        if (current) setQuote(answer)
      },
      (error: unknown) => {
        if (!current) return
        if (needsLogin(error)) {
          setPending(null)
          openLogin('login')
        } else setQuoteError(error)
      },
    )
    return () => {
      current = false
    }
  }, [wantsAll, contentOid, roomOid, openLogin])

  // A guest is asked to log in instead of being shown a dialog that cannot succeed.
  function ask(next: Exclude<Pending, null>) {
    if (guest) openLogin('login')
    else setPending(next)
  }

  async function unlock() {
    if (!pending || !room) return
    setBusy(true)
    setMessage(null)
    try {
      await chatApi.unlockImage(
        room.contentOid,
        pending.kind === 'one' ? { imageHash: pending.imageHash } : { allImages: true },
        room.roomOid,
      )
      setMessage({ ok: true, text: t('chat.unlocked') })
      setPending(null)
      await Promise.all([store.getState().refreshImage(), useChatWallet.getState().refresh()])
    } catch (error) {
      if (needsLogin(error)) {
        setPending(null)
        openLogin('login')
      } else setMessage({ ok: false, text: errorText(t, error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="chat-image-panel stack" aria-label={t('chat.situationImage')}>
      {image ? (
        image.locked || !image.url ? (
          <div className="chat-image-locked" data-testid="chat-image-locked">
            <p>{t('chat.lockedImage', { price: image.price })}</p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => ask({ kind: 'one', imageHash: image.imageHash, price: image.price })}
            >
              {t('chat.unlock', { price: image.price })}
            </button>
          </div>
        ) : (
          <img
            className="chat-image"
            src={image.url}
            alt={t('chat.imageAltPlain')}
            data-testid="chat-image"
          />
        )
      ) : (
        <p className="muted">{t('chat.noImage')}</p>
      )}
      {image ? (
        // A story without pictures never shows one: nothing to offer in bulk.
        <button type="button" className="button button-link" onClick={() => ask({ kind: 'all' })}>
          {t('chat.unlockAll')}
        </button>
      ) : null}
      {message ? (
        <p className={message.ok ? 'field-ok' : 'field-error'} role="status">
          {message.text}
        </p>
      ) : null}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null)
        }}
        title={pending?.kind === 'all' ? t('chat.unlockAllTitle') : t('chat.unlockTitle')}
        closeLabel={t('common.close')}
      >
        <div className="stack">
          {pending?.kind === 'one' ? (
            <p>{t('chat.unlockText', { price: pending.price, credits: credits ?? 0 })}</p>
          ) : (
            <BulkQuote quote={quote} error={quoteError} credits={credits ?? 0} />
          )}
          {message && !message.ok ? (
            <p className="field-error" role="alert">
              {message.text}
            </p>
          ) : null}
          <div className="row">
            <button
              type="button"
              className="button button-primary"
              disabled={busy || (pending?.kind === 'all' && !quote?.images.length)}
              onClick={unlock}
            >
              {pending?.kind === 'one'
                ? t('chat.unlock', { price: pending.price })
                : t('chat.unlockAllFor', {
                    count: quote?.images.length ?? 0,
                    total: quote?.total ?? 0,
                  })}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setPending(null)}
            >
              {t('common.cancel')}
            </button>
          </div>
        </div>
      </Dialog>
    </section>
  )
}

/** The bulk unlock's bill: each locked picture with its price, the discount and the total. */
function BulkQuote({
  quote,
  error,
  credits,
}: {
  quote: ImageUnlockQuote | null
  error: unknown
  credits: number
}) {
  const { t } = useTranslation('chat')
  if (error) return <p className="field-error">{errorText(t, error)}</p>
  if (!quote) return <p className="muted">{t('common.loading')}</p>
  if (quote.images.length === 0) return <p>{t('chatErrors.NOTHING_TO_UNLOCK')}</p>
  return (
    <div className="stack" data-testid="chat-unlock-quote">
      {/* The server's quote takes no discount off a single picture: no "cheaper in bulk" then. */}
      <p>{quote.discountPercent > 0 ? t('chat.unlockAllText') : t('chat.unlockAllNoDiscount')}</p>
      <ul className="chat-unlock-list" aria-label={t('chat.lockedPictures')}>
        {quote.images.map((image, index) => (
          <li key={image.imageHash}>
            <span>{t('chat.pictureNumber', { number: index + 1 })}</span>
            <span>{t('chat.imagePrice', { price: image.price })}</span>
          </li>
        ))}
      </ul>
      <dl className="chat-unlock-bill">
        <dt>{t('chat.unlockAllCount')}</dt>
        <dd data-testid="chat-unlock-count">{quote.images.length}</dd>
        <dt>{t('chat.unlockAllSum')}</dt>
        <dd>{t('chat.imagePrice', { price: quote.sum })}</dd>
        {quote.discountPercent > 0 ? (
          <>
            <dt>{t('chat.unlockAllDiscount')}</dt>
            <dd>{quote.discountPercent} %</dd>
          </>
        ) : null}
        <dt>{t('chat.unlockAllTotal')}</dt>
        <dd data-testid="chat-unlock-total">{t('chat.imagePrice', { price: quote.total })}</dd>
      </dl>
      <p className="muted">{t('chat.unlockAllBalance', { credits })}</p>
    </div>
  )
}
