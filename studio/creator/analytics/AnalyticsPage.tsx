import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { AnalyticsDay, CreatorAnalyticsResponse } from '../../../platform/revenue/contract'
import { ApiError } from '../../../web/api'
import { useData } from '../../../web/calls'
import { api, useSession } from '../../../web/session'
import { Alert } from '../../../web/ui'
import { Chart } from '../charts/Chart'
import { type ChartData, countryTotals, daySeconds, fillDays } from '../charts/series'
import { isPeakHours } from '../rules'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'
import { GachaUsageSection } from './GachaUsageSection'
import { PageViewsSection } from './PageViewsSection'
import { ReplyRatingsSection } from './ReplyRatingsSection'

const DAYS = 30
const COLORS = ['#7c5cff', '#1fa971', '#e8833a', '#d6456f']

/** The last 30 UTC days, ending today. */
function lastDays(now: Date) {
  const end = now.toISOString().slice(0, 10)
  const start = new Date(now.getTime() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10)
  return { start, end }
}

/**
 * Analytics of the last 30 days: uploads, views and purchases per day, coins earned, users
 * by country; and the players' ratings of story replies by scene (all time). Unavailable 10:00 PM to 2:00 AM (Korea time), when the server refuses too.
 */
export function AnalyticsPage() {
  const { t } = useTranslation('creator')
  const creatorOid = useSession((state) => state.user?.oid ?? '')
  const peak = isPeakHours(new Date())
  const { start, end } = lastDays(new Date())
  const analytics = useData(`${creatorOid}:${start}:${peak}`, () =>
    peak
      ? Promise.resolve(null)
      : api.get('/content/creator-analytics', { creatorOid, startDate: start, endDate: end }),
  )
  const refusedAtPeak = analytics.error instanceof ApiError && analytics.error.status === 503
  return (
    <CreatorLayout
      section="analytics"
      title={t('creatorAnalytics.title')}
      lead={t('creatorAnalytics.lead')}
    >
      {peak || refusedAtPeak ? (
        <Alert tone="info">{t('creatorAnalytics.peakHours')}</Alert>
      ) : (
        <LoadState state={analytics} />
      )}
      {analytics.data ? <AnalyticsCharts answer={analytics.data} /> : null}
      {peak ? null : <PageViewsSection start={start} end={end} />}
      <ReplyRatingsSection />
      <GachaUsageSection />
    </CreatorLayout>
  )
}

function AnalyticsCharts({ answer }: { answer: CreatorAnalyticsResponse }) {
  const { t, i18n } = useTranslation('creator')
  const language = i18n.language
  const charts = useMemo(() => {
    const days = fillDays(
      answer.days,
      answer.startDate.slice(0, 10),
      answer.endDate.slice(0, 10),
      (day): AnalyticsDay => ({
        day,
        uploads: 0,
        views: 0,
        purchases: 0,
        coins: 0,
        streamSeconds: 0,
      }),
    )
    const x = days.map((day) => daySeconds(day.day))
    const activity: ChartData = {
      x,
      series: [
        {
          label: t('creatorAnalytics.views'),
          values: days.map((day) => day.views),
          color: COLORS[0] as string,
        },
        {
          label: t('creatorAnalytics.purchases'),
          values: days.map((day) => day.purchases),
          color: COLORS[1] as string,
        },
        {
          label: t('creatorAnalytics.uploads'),
          values: days.map((day) => day.uploads),
          color: COLORS[2] as string,
        },
      ],
    }
    const income: ChartData = {
      x,
      series: [
        {
          label: t('creatorAnalytics.coins'),
          values: days.map((day) => day.coins),
          color: COLORS[0] as string,
        },
      ],
    }
    const countries = countryTotals(answer.countries)
    const byCountry: ChartData = {
      x: countries.map((_, index) => index),
      categories: countries.map((row) =>
        row.country === 'unknown'
          ? t('creatorAnalytics.unknownCountry')
          : countryName(row.country, language),
      ),
      series: [
        {
          label: t('creatorAnalytics.users'),
          values: countries.map((row) => row.users),
          color: COLORS[1] as string,
        },
      ],
    }
    // Minutes read better than seconds on a daily axis.
    const streamTime: ChartData = {
      x,
      series: [
        {
          label: t('liveAnalytics.streamMinutes'),
          values: days.map((day) => Math.round((day.streamSeconds ?? 0) / 60)),
          color: COLORS[3] as string,
        },
      ],
    }
    const streams = answer.live?.streams ?? []
    const viewers: ChartData = {
      x: streams.map((_, index) => index),
      categories: streams.map((stream) =>
        new Date(stream.startedAt).toLocaleDateString(language === 'jp' ? 'ja' : language, {
          month: 'short',
          day: 'numeric',
        }),
      ),
      series: [
        {
          label: t('liveAnalytics.peakViewers'),
          values: streams.map((stream) => stream.peakViews),
          color: COLORS[0] as string,
        },
        {
          label: t('liveAnalytics.totalViewers'),
          values: streams.map((stream) => stream.totalViews),
          color: COLORS[2] as string,
        },
      ],
    }
    return {
      activity,
      income,
      byCountry,
      hasCountries: countries.length > 0,
      streamTime,
      viewers,
      hasStreams: streams.length > 0,
    }
  }, [answer, t, language])

  const totals = answer.totals
  return (
    <>
      <dl className="creator-stats" data-testid="analytics-totals">
        {(['uploads', 'views', 'purchases', 'coins', 'users'] as const).map((key) => (
          <div key={key} className="creator-stat">
            <dt>{t(`creatorAnalytics.${key}`)}</dt>
            <dd>{totals[key].toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      <div className="creator-charts">
        <Chart title={t('creatorAnalytics.activityChart')} data={charts.activity} />
        <Chart title={t('creatorAnalytics.incomeChart')} data={charts.income} kind="bars" />
        {charts.hasCountries ? (
          <Chart title={t('creatorAnalytics.countryChart')} data={charts.byCountry} kind="bars" />
        ) : (
          <p className="muted">{t('creatorAnalytics.noCountries')}</p>
        )}
      </div>
      {charts.hasStreams && answer.live ? (
        <section className="creator-live-analytics" data-testid="analytics-live">
          <h2>{t('liveAnalytics.title')}</h2>
          <dl className="creator-stats">
            <div className="creator-stat">
              <dt>{t('liveAnalytics.streams')}</dt>
              <dd>{answer.live.totals.streams.toLocaleString()}</dd>
            </div>
            <div className="creator-stat">
              <dt>{t('liveAnalytics.streamHours')}</dt>
              <dd>{(answer.live.totals.seconds / 3600).toFixed(1)}</dd>
            </div>
            <div className="creator-stat">
              <dt>{t('liveAnalytics.peakViewers')}</dt>
              <dd>{answer.live.totals.peakViews.toLocaleString()}</dd>
            </div>
            <div className="creator-stat">
              <dt>{t('liveAnalytics.totalViewers')}</dt>
              <dd>{answer.live.totals.totalViews.toLocaleString()}</dd>
            </div>
          </dl>
          <div className="creator-charts">
            <Chart
              title={t('liveAnalytics.streamTimeChart')}
              data={charts.streamTime}
              kind="bars"
            />
            <Chart title={t('liveAnalytics.viewersChart')} data={charts.viewers} kind="bars" />
          </div>
        </section>
      ) : null}
    </>
  )
}

/** A country code in the reader's language ('KR' → 'South Korea'); other values as they are. */
function countryName(code: string, language: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code
  try {
    return (
      new Intl.DisplayNames([language === 'jp' ? 'ja' : language], { type: 'region' }).of(code) ??
      code
    )
  } catch {
    return code
  }
}
