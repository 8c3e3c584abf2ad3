import { type FormEvent, type KeyboardEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { refusalOf } from '../../web/upload'
import { AttachButton, AttachmentTray } from './MediaAttach'
import type { MessagePrice } from './price'
import { type SentFile, useAttachments } from './use-attachments'

export interface ComposerProps {
  price: MessagePrice
  /** Whose settings set the price, named in the notice. */
  governorName: string
  send: (text: string) => Promise<unknown>
  typing: () => void
  disabled?: boolean
  /** Sends an image message (the failure, or null); absent where images cannot be sent. */
  sendMedia?: ((messageOid: string, files: SentFile[], caption: string) => Promise<unknown>) | null
}

const TEXT_MAX = 2_000

const REFUSAL_KEYS = {
  empty: 'dmMedia.refusalEmpty',
  type: 'dmMedia.refusalType',
  mixed: 'dmMedia.refusalMixed',
  tooManyImages: 'dmMedia.refusalTooManyImages',
  tooManyVideos: 'dmMedia.refusalTooManyVideos',
  tooLarge: 'dmMedia.refusalTooLarge',
} as const

/** The message box: the price before sending, Enter to send, the refusal's text after. */
export function Composer(props: ComposerProps) {
  const { price, governorName, send, typing, disabled } = props
  const { t } = useTranslation('dm')
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const attachments = useAttachments()
  const [busy, setBusy] = useState(false)
  const sendFiles = async (caption: string) => {
    const sendMedia = props.sendMedia
    if (!sendMedia) return
    setError(null)
    setBusy(true)
    try {
      const failure = await attachments.send((oid, files) => sendMedia(oid, files, caption))
      if (failure) return setError(errorText(t, failure))
      attachments.clear()
      setDraft('')
    } catch (failure) {
      setError(errorText(t, refusalOf(failure) ?? failure))
    } finally {
      setBusy(false)
    }
  }
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const text = draft.trim()
    if (attachments.items.length > 0) return sendFiles(text)
    if (!text) return
    setDraft('')
    setError(null)
    const failure = await send(text)
    if (failure) setError(errorText(t, failure))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }
  const coins = price.kind === 'paid' || price.kind === 'either' ? price.coins : 0
  return (
    <form className="dm-composer" onSubmit={(event) => void submit(event)}>
      <PriceNotice price={price} name={governorName} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {attachments.refusal ? (
        <Alert tone="error">{t(REFUSAL_KEYS[attachments.refusal])}</Alert>
      ) : null}
      <AttachmentTray attachments={attachments} busy={busy} />
      <div className="dm-composer-row">
        <AttachButton attachments={attachments} disabled={!!disabled || busy || !props.sendMedia} />
        <label className="visually-hidden" htmlFor="dm-composer-input">
          {t('dmRoom.composer')}
        </label>
        <textarea
          id="dm-composer-input"
          className="field-input dm-composer-input"
          rows={1}
          value={draft}
          maxLength={TEXT_MAX}
          placeholder={t('dmRoom.placeholder')}
          disabled={disabled}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setDraft(event.target.value)
            if (event.target.value) typing()
          }}
        />
        <Button
          type="submit"
          disabled={disabled || busy || (!draft.trim() && attachments.items.length === 0)}
        >
          {coins > 0 ? t('dmRoom.sendPaid', { coins }) : t('dmRoom.send')}
        </Button>
      </div>
    </form>
  )
}

function PriceNotice({ price, name }: { price: MessagePrice; name: string }) {
  const { t } = useTranslation('dm')
  const text =
    price.kind === 'paid'
      ? t('dmRoom.pricePaid', { name, coins: price.coins })
      : price.kind === 'either'
        ? t('dmRoom.priceEither', { name, coins: price.coins })
        : price.kind === 'subscribers'
          ? t('dmRoom.subscribersOnly', { name })
          : null
  if (!text) return null
  return (
    <p className="dm-price" data-testid="dm-price">
      {text}
    </p>
  )
}
