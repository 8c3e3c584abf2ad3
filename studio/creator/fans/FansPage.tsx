import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FanEntry } from '../../../platform/channels/contract'
import { useData } from '../../../web/calls'
import { api, useSession } from '../../../web/session'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'

type Ranking = 'fan' | 'subscription'

/** Fan management: current subscribers and the two rankings (fans: 30 days; subscriptions: all time). */
export function FansPage() {
  const { t, i18n } = useTranslation('creator')
  const creatorOid = useSession((state) => state.user?.oid ?? '')
  const subscribers = useData('subscribers', () => api.get('/account/channel/subscribers'))
  const tiers = useData(`tiers:${creatorOid}`, () =>
    api.get('/account/subscription_tiers', { creatorOid }),
  )
  const tierName = (hash: string) =>
    tiers.data?.tiers.find((tier) => tier.tierHash === hash)?.name ?? '—'
  const [ranking, setRanking] = useState<Ranking>('fan')
  const fans = useData(`${creatorOid}:${ranking}`, () =>
    api.get('/content/fanlist', { creatorOid, type: ranking, count: 100 }),
  )
  const date = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'medium',
  })
  const rows = subscribers.data?.subscribers ?? []

  return (
    <CreatorLayout section="fans" title={t('creatorFans.title')} lead={t('creatorFans.lead')}>
      <section className="creator-card stack" aria-labelledby="fans-subscribers">
        <h2 id="fans-subscribers">{t('creatorFans.subscribers', { count: rows.length })}</h2>
        <LoadState state={subscribers} />
        {subscribers.data && rows.length === 0 ? (
          <p className="muted">{t('creatorFans.noSubscribers')}</p>
        ) : null}
        {rows.length > 0 ? (
          <div className="creator-table-wrap">
            <table className="creator-table">
              <thead>
                <tr>
                  <th scope="col">{t('creatorFans.nickname')}</th>
                  <th scope="col">{t('creatorFans.tier')}</th>
                  <th scope="col">{t('creatorFans.since')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.userOid}>
                    <td>{row.nickname}</td>
                    <td>{tierName(row.tierHash)}</td>
                    <td>{date.format(new Date(row.since))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      <section className="creator-card stack" aria-labelledby="fans-ranking">
        <h2 id="fans-ranking">{t('creatorFans.ranking')}</h2>
        <div className="creator-segmented" role="radiogroup" aria-label={t('creatorFans.ranking')}>
          {(['fan', 'subscription'] as const).map((type) => (
            <label key={type} className="creator-segment">
              <input
                type="radio"
                name="ranking"
                checked={ranking === type}
                onChange={() => setRanking(type)}
              />
              <span>{t(`creatorFans.ranking_${type}`)}</span>
            </label>
          ))}
        </div>
        <LoadState state={fans} />
        {fans.data ? <RankingList fans={fans.data.fans} /> : null}
      </section>
    </CreatorLayout>
  )
}

function RankingList({ fans }: { fans: FanEntry[] }) {
  const { t } = useTranslation('creator')
  if (fans.length === 0) return <p className="muted">{t('creatorFans.noFans')}</p>
  return (
    <ol className="creator-list">
      {fans.map((fan) => (
        <li key={fan.userOid} className="creator-list-row">
          <span className="creator-rank">{fan.rank}</span>
          <span className="creator-list-main creator-list-title">{fan.nickname}</span>
          {fan.coins !== null ? (
            <span className="muted">{t('creatorFans.coins', { coins: fan.coins })}</span>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
