import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { BannerPlacement, BannerView } from '../../platform/content/banners/contract'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { api, ensureGuestDevice, useSession } from '../../web/session'
import { useLocalizedPath } from '../shell/use-localized-path'
import { bannerLanguage, isSiteLink } from './banner-links'
import './banners.css'

/** Signed in, or with this device's guest id, so the server counts this viewer once a day. */
async function report(
  path: '/content/banners/impression' | '/content/banners/click',
  body: object,
) {
  if (!useSession.getState().token) await ensureGuestDevice()
  await api.post(path, body as never).catch(() => undefined)
}

/**
 * The live banners of one placement (`GET /content/banners`), in their order. Each shown banner
 * is reported once per page view, and a click once per click; the server counts a viewer once
 * per banner a day.
 */
export function BannerStrip({ placement }: { placement: BannerPlacement }) {
  const { t, i18n } = useTranslation('player')
  const language = bannerLanguage(i18n.language)
  const { data } = useData(`banners:${placement}:${language}`, () =>
    api.get('/content/banners', { placement, language }),
  )
  const banners = data?.banners ?? []
  const shown = banners.map((banner) => banner.bannerOid).join(',')
  useEffect(() => {
    if (shown) void report('/content/banners/impression', { bannerOids: shown.split(',') })
  }, [shown])
  if (banners.length === 0) return null
  return (
    <section className="banner-strip" aria-label={t('banners.label')} data-placement={placement}>
      <ul>
        {banners.map((banner) => (
          <li key={banner.bannerOid}>
            <BannerLink banner={banner} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function BannerLink({ banner }: { banner: BannerView }) {
  const localized = useLocalizedPath()
  const click = () => void report('/content/banners/click', { bannerOid: banner.bannerOid })
  const picture = <img src={banner.imageUrl} alt={banner.title} />
  return isSiteLink(banner.linkUrl) ? (
    <Link className="banner-link" href={localized(banner.linkUrl)} onClick={click}>
      {picture}
    </Link>
  ) : (
    <a className="banner-link" href={banner.linkUrl} target="_blank" rel="noopener" onClick={click}>
      {picture}
    </a>
  )
}
