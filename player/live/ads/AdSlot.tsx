import './ads.css'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdCounterEvent, ServedAd } from '../../../platform/live/ads/contract'
import {
  type AdMoment,
  type AdProgress,
  foldAdMoment,
  skipCountdown,
  startProgress,
} from './ad-progress'
import { liveAdsApi } from './ads-api'

const SHOWN_KEY = 'taleloom.liveAds.next'

/** The ad to show this page visit: the synced ads in turn, one per visit. */
function nextAd(ads: ServedAd[]): ServedAd | null {
  if (ads.length === 0) return null
  let index = 0
  try {
    index = Number(sessionStorage.getItem(SHOWN_KEY) ?? 0) % ads.length
    sessionStorage.setItem(SHOWN_KEY, String(index + 1))
  } catch {
    // Storage may be off: the first ad then.
  }
  return ads[index] ?? null
}

/**
 * The live page's ad slot: before the live picture, one synced ad plays (muted, as autoplay
 * requires), skippable after its seconds; its counters go out once each and their failures
 * are ignored (spec §7). Without ads, or when one fails to load, the live shows at once.
 */
export function AdSlot({ children }: { children: ReactNode }) {
  const { t } = useTranslation('live')
  const [ad, setAd] = useState<ServedAd | null | undefined>(undefined)
  const [progress, setProgress] = useState<AdProgress>(startProgress)
  const [muted, setMuted] = useState(true)
  const progressRef = useRef(progress)

  useEffect(() => {
    let current = true
    liveAdsApi.served().then(
      (answer) => current && setAd(nextAd(answer.ads)),
      () => current && setAd(null),
    )
    return () => {
      current = false
    }
  }, [])

  if (ad === undefined) return <div className="live-ad-wait" aria-busy="true" />
  if (ad === null || progress.done) return <>{children}</>

  const report = (moment: AdMoment) => {
    const step = foldAdMoment(ad, progressRef.current, moment)
    progressRef.current = step.progress
    setProgress(step.progress)
    for (const event of step.send) sendCounter(event, ad.oid)
  }
  const countdown = skipCountdown(ad, progress)

  return (
    <div className="live-ad" data-ad={ad.oid}>
      <video
        src={ad.mediaUrl}
        autoPlay
        muted={muted}
        playsInline
        onPlaying={() => report({ kind: 'playing' })}
        onTimeUpdate={(event) => report({ kind: 'time', seconds: event.currentTarget.currentTime })}
        onEnded={() => report({ kind: 'ended' })}
        onError={() => setAd(null)}
        onClick={() => setMuted((value) => !value)}
      />
      <span className="live-ad-label">{t('liveAds.label')}</span>
      {ad.clickUrl ? (
        <a
          className="live-ad-link"
          href={ad.clickUrl}
          target="_blank"
          rel="noopener noreferrer sponsored"
          onClick={() => report({ kind: 'click' })}
        >
          {t('liveAds.learnMore')}
        </a>
      ) : null}
      <button
        type="button"
        className="live-ad-skip"
        disabled={countdown > 0}
        onClick={() => report({ kind: 'skip' })}
      >
        {countdown > 0 ? t('liveAds.skipIn', { seconds: countdown }) : t('liveAds.skip')}
      </button>
    </div>
  )
}

function sendCounter(event: AdCounterEvent, oid: string) {
  liveAdsApi.count(event, oid).catch(() => {})
}
