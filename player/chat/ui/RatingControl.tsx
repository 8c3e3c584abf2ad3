import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReplyRatingReason, ReplyRatingView } from '../../../web/api/chat'
import type { ChatItem } from '../room/messages'
import type { RoomStore } from '../room/room-store'

/** The fixed reasons offered with each direction (the server checks the same lists). */
export const RATING_REASONS = {
  up: ['in-character', 'creative', 'moving'],
  down: ['out-of-character', 'repetitive', 'ignored-me', 'too-short'],
} as const satisfies Record<ReplyRatingView['rating'], ReplyRatingReason[]>

export const RATING_NOTE_MAX = 200

/**
 * 👍 / 👎 on a reply. A thumb rates at once and opens a small popover for an optional
 * reason and note; the pressed thumb again removes the rating.
 */
export function RatingControl({ store, item }: { store: RoomStore; item: ChatItem }) {
  const { t } = useTranslation('chat')
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<ReplyRatingReason | null>(item.rating?.reason ?? null)
  const [note, setNote] = useState(item.rating?.note ?? '')
  const popoverId = useId()
  const current = item.rating?.rating ?? null

  async function choose(rating: 'up' | 'down') {
    const actions = store.getState()
    try {
      if (current === rating) {
        setOpen(false)
        await actions.rate({ messageId: item.id, rating: null })
        return
      }
      setReason(null)
      setNote('')
      await actions.rate({ messageId: item.id, rating })
      setOpen(true)
    } catch {
      // Shown by the room's error banner.
    }
  }

  async function saveDetails() {
    if (!current) return
    try {
      await store.getState().rate({ messageId: item.id, rating: current, reason, note })
      setOpen(false)
    } catch {
      // Shown by the room's error banner; the popover stays open with what was chosen.
    }
  }

  return (
    <span className="chat-rating">
      {(['up', 'down'] as const).map((rating) => (
        <button
          key={rating}
          type="button"
          className="chat-icon-button chat-rating-thumb"
          aria-pressed={current === rating}
          aria-label={t(rating === 'up' ? 'chat.rateUp' : 'chat.rateDown')}
          aria-expanded={open && current === rating}
          aria-controls={open ? popoverId : undefined}
          onClick={() => void choose(rating)}
          data-testid={`chat-rate-${rating}`}
        >
          <span aria-hidden="true">{rating === 'up' ? '👍' : '👎'}</span>
        </button>
      ))}
      {open && current ? (
        <div
          id={popoverId}
          className="chat-rating-popover"
          role="dialog"
          aria-label={t('chat.ratingDetails')}
          data-testid="chat-rating-popover"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false)
          }}
        >
          <fieldset className="chat-rating-reasons">
            <legend>{t(current === 'up' ? 'chat.ratingWhyUp' : 'chat.ratingWhyDown')}</legend>
            {RATING_REASONS[current].map((option) => (
              <label key={option} className="chat-rating-reason">
                <input
                  type="radio"
                  name={`${popoverId}-reason`}
                  checked={reason === option}
                  onChange={() => setReason(option)}
                />
                <span>{t(`ratingReasons.${option}`)}</span>
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span className="field-label">{t('chat.ratingNote')}</span>
            <textarea
              className="chat-edit"
              rows={2}
              maxLength={RATING_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          <p className="chat-editor-hint" aria-live="polite">
            {t('chat.ratingNoteCount', { count: note.length, max: RATING_NOTE_MAX })}
          </p>
          <div className="chat-editor-buttons">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setOpen(false)}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => void saveDetails()}
              data-testid="chat-rating-save"
            >
              {t('chat.ratingSave')}
            </button>
          </div>
        </div>
      ) : null}
    </span>
  )
}
