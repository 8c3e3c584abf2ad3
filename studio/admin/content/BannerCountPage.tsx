import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { Button, TextField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { BarChart } from '../money/BarChart'
import { discoveryApi } from './discovery-api'
import '../money/money.css'
import './discovery.css'

const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/** `banner-count`: each banner's impressions and clicks per day (UTC) over a range, with totals. */
export function BannerCountPage() {
  const { t } = useTranslation('studio')
  const today = new Date()
  const [range, setRange] = useState({
    from: dayOf(new Date(today.getTime() - 13 * 86_400_000)),
    to: dayOf(today),
  })
  const [form, setForm] = useState(range)
  const counts = useData(['banner-counts', range.from, range.to], () => discoveryApi.counts(range))
  function show(event: FormEvent) {
    event.preventDefault()
    setRange(form)
  }
  const data = counts.data
  const series = [
    { key: 'impressions', label: t('admin.ban_impressions') },
    { key: 'clicks', label: t('admin.ban_clicks') },
  ]
  return (
    <section className="creator-card stack" aria-labelledby="ban-counts">
      <h2 id="ban-counts" className="creator-card-title">
        {t('admin.ban_counts')}
      </h2>
      <form className="admin-inline-form" onSubmit={show}>
        <TextField
          label={t('admin.ban_from')}
          type="date"
          value={form.from}
          onChange={(event) => setForm({ ...form, from: event.target.value })}
        />
        <TextField
          label={t('admin.ban_to')}
          type="date"
          value={form.to}
          onChange={(event) => setForm({ ...form, to: event.target.value })}
        />
        <Button type="submit" variant="secondary">
          {t('admin.ban_show')}
        </Button>
      </form>
      <LoadState state={counts} />
      {data ? (
        <>
          <p data-testid="banner-totals">
            {t('admin.ban_totals', {
              impressions: data.totals.impressions.toLocaleString(),
              clicks: data.totals.clicks.toLocaleString(),
            })}
          </p>
          <BarChart
            label={t('admin.ban_chart')}
            series={series}
            bars={data.days.map((day) => ({
              key: day.day,
              label: day.day,
              values: { impressions: day.impressions, clicks: day.clicks },
            }))}
          />
          {data.banners.length === 0 ? (
            <p className="muted">{t('admin.ban_noCounts')}</p>
          ) : (
            <div className="ban-table-wrap">
              <table className="ban-table">
                <caption className="visually-hidden">{t('admin.ban_perBanner')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.ban_title')}</th>
                    <th scope="col">{t('admin.ban_placement')}</th>
                    <th scope="col" className="num">
                      {t('admin.ban_impressions')}
                    </th>
                    <th scope="col" className="num">
                      {t('admin.ban_clicks')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.banners.map((banner) => (
                    <tr key={banner.bannerOid} data-banner={banner.bannerOid}>
                      <th scope="row">{banner.title}</th>
                      <td>{t(`admin.ban_place_${banner.placement}`)}</td>
                      <td className="num">{banner.impressions.toLocaleString()}</td>
                      <td className="num">{banner.clicks.toLocaleString()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </section>
  )
}
