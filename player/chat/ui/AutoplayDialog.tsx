import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { Dialog } from '../../../web/ui/overlays'
import { AUTOPLAY_CAPS } from '../room/autoplay'
import type { RoomStore } from '../room/room-store'
import { type RunCost, runCost } from '../room/turn-price'
import { priceText, usePriceSources } from './use-turn-cost'

/**
 * Asks once before auto-play spends: what each turn costs (the server's quote), how many
 * turns the run plays at most, and what that run may cost in all.
 */
export function AutoplayDialog({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const common = useTranslation().t
  const autoplay = useStore(store, (state) => state.autoplay)
  const sources = usePriceSources(store)
  const control = store.getState().controlAutoplay
  const open = autoplay.phase === 'confirming'
  const cap = open ? autoplay.cap : 0
  const cost = runCost(sources, cap)
  const first = cost.turns[0]
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) control({ type: 'cancel' })
      }}
      title={t('chat.autoPlayTitle')}
      description={t('chat.autoPlayIntro')}
      closeLabel={common('common.close')}
    >
      <fieldset className="fieldset chat-autoplay-caps">
        <legend className="field-label">{t('chat.autoPlayTurns')}</legend>
        <div className="chat-autoplay-cap-options">
          {AUTOPLAY_CAPS.map((option) => (
            <label key={option} className="chat-autoplay-cap">
              <input
                type="radio"
                name="autoplay-cap"
                checked={cap === option}
                onChange={() => control({ type: 'choose-cap', cap: option })}
              />
              <span>{t('chat.autoPlayTurnCount', { count: option })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <dl className="chat-autoplay-cost" data-testid="chat-autoplay-cost">
        <div>
          <dt>{t('chat.autoPlayEach')}</dt>
          <dd data-testid="chat-autoplay-each">{first ? priceText(t, first) : '–'}</dd>
        </div>
        <div>
          <dt>{t('chat.autoPlayAtMost', { count: cost.turns.length })}</dt>
          <dd data-testid="chat-autoplay-total">{totalText(t, cost)}</dd>
        </div>
      </dl>
      {cost.turns.length === 0 ? (
        <p className="muted">{t('chat.autoPlayNothing')}</p>
      ) : cost.turns.length < cap ? (
        <p className="muted">{t('chat.autoPlayShort', { count: cost.turns.length })}</p>
      ) : null}
      <div className="row chat-confirm-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => control({ type: 'cancel' })}
        >
          {common('common.cancel')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={cost.turns.length === 0}
          onClick={() => control({ type: 'confirm' })}
        >
          {t('chat.autoPlayStart')}
        </button>
      </div>
    </Dialog>
  )
}

/** "100 credits", "2 free chats + 30 credits", "up to 110 credits", "free". */
function totalText(t: TFunction<'chat'>, cost: RunCost): string {
  const parts: string[] = []
  if (cost.freeChats > 0) parts.push(t('chat.costFreeChats', { count: cost.freeChats }))
  if (cost.couponChats > 0) parts.push(t('chat.costCouponChats', { count: cost.couponChats }))
  if (cost.credits > 0) {
    const credits = t('chat.costCredits', { count: cost.credits })
    parts.push(cost.upTo ? t('chat.costUpTo', { price: credits }) : credits)
  }
  if (parts.length === 0) return cost.turns.length > 0 ? t('chat.costFree') : '–'
  return parts.join(' + ')
}
