/** "Gacha usage" (document 2 §2, analytics): pulls of the creator's gachas in the last 30 days. */
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { api, useSession } from '../../../web/session'
import { LoadState } from '../shell/LoadState'

const DAYS = 30

export function GachaUsageSection() {
  const { t, i18n } = useTranslation('creator')
  const creatorOid = useSession((state) => state.user?.oid ?? '')
  const now = new Date()
  const to = now.toISOString().slice(0, 10)
  const from = new Date(now.getTime() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10)
  const usage = useData(['gacha-usage', creatorOid, from], () =>
    api.get('/content/gacha-usage', { from, to }),
  )
  const number = (value: number) =>
    value.toLocaleString(i18n.language === 'jp' ? 'ja' : i18n.language)
  const rows = usage.data?.rows ?? []
  return (
    <section className="creator-card stack" aria-labelledby="gacha-usage" data-testid="gacha-usage">
      <h2 id="gacha-usage">{t('creatorGacha.usageTitle')}</h2>
      <LoadState state={usage} />
      {usage.data && rows.length === 0 ? (
        <p className="muted">{t('creatorGacha.usageEmpty')}</p>
      ) : null}
      {rows.length > 0 ? (
        <div className="creator-table-wrap">
          <table className="creator-table">
            <thead>
              <tr>
                <th scope="col">{t('creatorGacha.usageGacha')}</th>
                <th scope="col">{t('creatorGacha.usagePulls')}</th>
                <th scope="col">{t('creatorGacha.usageDraws')}</th>
                <th scope="col">{t('creatorGacha.usageCoins')}</th>
                <th scope="col">{t('creatorGacha.usageRefunds')}</th>
                <th scope="col">{t('creatorGacha.usagePlayers')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.gachaOid}>
                  <th scope="row">{row.title}</th>
                  <td className="numeric">{number(row.pulls)}</td>
                  <td className="numeric">{number(row.draws)}</td>
                  <td className="numeric">{number(row.coins)}</td>
                  <td className="numeric">{number(row.refundCoins)}</td>
                  <td className="numeric">{number(row.players)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
