import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ContentRatings } from '../../platform/chat/comments/contract'

const STARS = [1, 2, 3, 4, 5] as const

/** Stars read as "4 of 5 stars"; the glyphs are decoration. */
export function Stars({ value }: { value: number }) {
  const { t } = useTranslation('player')
  const rounded = Math.round(value)
  return (
    <span className="review-stars" role="img" aria-label={t('storyReviews.starsValue', { value })}>
      {STARS.map((star) => (
        <span key={star} aria-hidden="true" className={star <= rounded ? 'star-on' : 'star-off'}>
          ★
        </span>
      ))}
    </span>
  )
}

/** Choosing 1–5 stars: a radio group, so keyboards and screen readers have it for free. */
export function StarInput({
  value,
  onChange,
}: {
  value: number | null
  onChange(value: number): void
}) {
  const { t } = useTranslation('player')
  const name = useId()
  return (
    <fieldset className="star-input">
      <legend className="field-label">{t('storyReviews.ratingLabel')}</legend>
      {STARS.map((star) => (
        <label key={star} className={value !== null && star <= value ? 'star-on' : 'star-off'}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            aria-label={t('storyReviews.starsValue', { value: star })}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  )
}

/** The story's average, how many rated it, and a bar per star value. */
export function RatingSummaryView({ ratings }: { ratings: ContentRatings }) {
  const { t } = useTranslation('player')
  if (ratings.count === 0 || ratings.average === null) {
    return <p className="review-note">{t('storyReviews.noRatings')}</p>
  }
  const most = Math.max(...ratings.distribution, 1)
  return (
    <div className="rating-summary" data-testid="rating-summary">
      <div className="rating-average">
        <span className="rating-average-value">
          <span className="visually-hidden">{t('storyReviews.averageLabel')} </span>
          {ratings.average.toFixed(1)}
        </span>
        <Stars value={ratings.average} />
        <span className="muted">{t('storyReviews.ratingCount', { count: ratings.count })}</span>
      </div>
      <ul className="rating-bars" aria-label={t('storyReviews.distribution')}>
        {[...STARS].reverse().map((star) => {
          const count = ratings.distribution[star - 1] ?? 0
          return (
            <li key={star} aria-label={t('storyReviews.distributionRow', { stars: star, count })}>
              <span aria-hidden="true">{star}★</span>
              <span className="rating-bar" aria-hidden="true">
                <span style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span aria-hidden="true" className="rating-bar-count">
                {count}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
