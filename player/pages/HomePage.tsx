import { useTranslation } from 'react-i18next'
import type { Ranking } from '../../web/api/catalogue'
import { navigate, useLocation } from '../../web/routing'
import { useSession } from '../../web/session'
import { Button } from '../../web/ui'
import { Tabs } from '../../web/ui/overlays'
import { BannerStrip } from '../banners/BannerStrip'
import { RANKINGS, rankingHref, readRanking } from '../catalogue/ranking'
import { StoryList } from '../catalogue/StoryList'
import { useAdultSetting } from '../catalogue/use-adult'
import { useCatalogue } from '../catalogue/use-catalogue'
import {
  ChannelsToFollow,
  ContentShelf,
  CuratedSections,
  HOME_SHELVES,
  LaterRows,
  RecommendedFiles,
  SubscriptionsFeed,
} from '../home'
import { LiveNowRow } from '../live/home/LiveNowRow'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import '../catalogue/catalogue.css'

const TAB_KEYS = {
  daily: 'catalogue.rankingDaily',
  weekly: 'catalogue.rankingWeekly',
  monthly: 'catalogue.rankingMonthly',
  new: 'catalogue.rankingNew',
} as const satisfies Record<Ranking, string>

/**
 * Home: a short welcome, the streams live now, the newest from the viewer's subscriptions,
 * the admins' curated sections,
 * the AI chat ranking (daily, weekly, monthly, new), then audio dramas, ASMR and videos,
 * and channels to follow, asked for when the reader scrolls near them. A row with nothing
 * in it is not drawn.
 */
export function HomePage() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const { search } = useLocation()
  const ranking = readRanking(search)
  const signedIn = useSession((state) => !!state.token)
  const openLogin = useLoginDialog((state) => state.openAt)
  const adult = useAdultSetting() === 'on'
  const list = useCatalogue({ ranking, adult })

  return (
    <div className="page stack home">
      <section className="hero hero-compact" aria-labelledby="home-title">
        <p className="hero-eyebrow">{t('home.eyebrow')}</p>
        <h1 id="home-title" className="hero-title">
          {t('home.title')}
        </h1>
        <p className="hero-lead">{t('home.lead')}</p>
        {signedIn ? null : (
          <div>
            <Button onClick={() => openLogin('signUp')}>{t('home.startCta')}</Button>
          </div>
        )}
      </section>
      <BannerStrip placement="home-top" />
      <LiveNowRow />
      <SubscriptionsFeed />
      <CuratedSections />
      <section aria-labelledby="ranking-title" className="catalogue-section">
        <h2 id="ranking-title">{t('catalogue.rankingTitle')}</h2>
        <Tabs
          label={t('catalogue.rankingLabel')}
          value={ranking}
          onValueChange={(value) =>
            navigate(localized(rankingHref(readRanking(`?ranking=${value}`))), { replace: true })
          }
          items={RANKINGS.map((name) => ({
            value: name,
            label: t(TAB_KEYS[name]),
            content:
              name === ranking ? (
                <div className="catalogue-panel">
                  <StoryList list={list} ranked={name !== 'new'} emptyText={t('catalogue.empty')} />
                </div>
              ) : null,
          }))}
        />
      </section>
      <LaterRows>
        {HOME_SHELVES.map((category) => (
          <ContentShelf key={category} category={category} />
        ))}
        <RecommendedFiles />
        <ChannelsToFollow />
      </LaterRows>
    </div>
  )
}
