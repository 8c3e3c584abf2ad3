import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../../web/routing'
import { useLocalizedPath } from '../../shell/use-localized-path'
import { type HomeStream, type LiveHomeResponse, liveHomeApi, liveHref } from './live-home-api'
import './live-home.css'

/**
 * "Live now" on the home page: the streams on air (admins' featured ones first), with the
 * hashtags of the live list as chips. Nothing is drawn while nobody is live; no player is
 * loaded here, only the cards that link to each livestream page.
 */
export function LiveNowRow() {
  const { t } = useTranslation('player')
  const [tag, setTag] = useState<string | null>(null)
  const [answer, setAnswer] = useState<LiveHomeResponse | null>(null)

  useEffect(() => {
    let current = true
    liveHomeApi
      .list(tag)
      .then((next) => current && setAnswer(next))
      // The row is extra: a failed list leaves the home page as it was.
      .catch(() => current && setAnswer(null))
    return () => {
      current = false
    }
  }, [tag])

  if (!answer || (answer.streams.length === 0 && !tag)) return null
  return (
    <section className="live-now" aria-labelledby="live-now-title" data-testid="live-now">
      <div className="live-now-head">
        <h2 id="live-now-title">
          <span className="live-now-dot" aria-hidden="true" />
          {t('liveHome.title')}
        </h2>
        {answer.hashtags.length > 0 ? (
          <ul className="live-now-chips" aria-label={t('liveHome.chips')}>
            <li>
              <button
                type="button"
                className="live-now-chip"
                aria-pressed={tag === null}
                onClick={() => setTag(null)}
              >
                {t('liveHome.all')}
              </button>
            </li>
            {answer.hashtags.map((chip) => (
              <li key={chip.tag}>
                <button
                  type="button"
                  className="live-now-chip"
                  aria-pressed={tag === chip.tag}
                  onClick={() => setTag(chip.tag)}
                >
                  #{chip.tag}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {answer.streams.length === 0 ? (
        <p className="muted">{t('liveHome.emptyTag')}</p>
      ) : (
        <ul className="live-now-list">
          {answer.streams.map((stream) => (
            <LiveCard key={stream.creatorOid} stream={stream} />
          ))}
        </ul>
      )}
    </section>
  )
}

function LiveCard({ stream }: { stream: HomeStream }) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  return (
    <li className="live-now-card">
      <div className="live-now-media">
        {stream.thumbnailUrl ? (
          <img src={stream.thumbnailUrl} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="live-now-placeholder" aria-hidden="true" />
        )}
        <span className="live-now-badge">{t('liveHome.onAir')}</span>
        {stream.featured ? (
          <span className="live-now-featured">{t('liveHome.featured')}</span>
        ) : null}
        {stream.isAdultContent ? (
          <span className="adult-badge live-now-adult">{t('liveHome.adult')}</span>
        ) : null}
      </div>
      <h3 className="live-now-title">
        <Link className="live-now-link" href={localized(liveHref(stream))}>
          {stream.title}
        </Link>
      </h3>
      <p className="live-now-creator">{stream.creatorNickname}</p>
      {stream.tags.length > 0 ? (
        <p className="live-now-tags">{stream.tags.map((tag) => `#${tag}`).join(' ')}</p>
      ) : null}
    </li>
  )
}
