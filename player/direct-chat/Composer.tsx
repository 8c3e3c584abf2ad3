import { type FormEvent, type KeyboardEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import type { MessagePrice } from './price'

export interface ComposerProps {
  price: MessagePrice
  /** Whose settings set the price, named in the notice. */
  governorName: string
  send: (text: string) => Promise<unknown>
  typing: () => void
  disabled?: boolean
}

const TEXT_MAX = 2_000

/** The message box: the price before sending, Enter to send, the refusal's text after. */
export function Composer({ price, governorName, send, typing, disabled }: ComposerProps) {
  const { t } = useTranslation('dm')
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const text = draft.trim()
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
      <div className="dm-composer-row">
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
        <Button type="submit" disabled={disabled || !draft.trim()}>
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
