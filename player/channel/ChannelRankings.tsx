import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { formatCount } from '../charge/format'
import { channelApi } from './channel-api'

type RankingType = 'fan' | 'subscription'

/** One ranking: fans by coins of the last 30 days, or subscribers by days subscribed in all. */
function Ranking({
  creatorOid,
  type,
  language,
}: {
  creatorOid: string
  type: RankingType
  language: Parameters<typeof formatCount>[1]
}) {
  const { t } = useTranslation('player')
  const list = useData([creatorOid, type], () => channelApi.fanList(creatorOid, type, 10))
  const headingId = `ranking-${type}`
  return (
    <section className="card stack channel-ranking" aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{t(type === 'fan' ? 'channel.fanRanking' : 'channel.subRanking')}</h2>
        <p className="muted">
          {t(type === 'fan' ? 'channel.fanRankingPeriod' : 'channel.subRankingPeriod')}
        </p>
      </header>
      {list.error ? <p className="muted">{errorText(t, list.error)}</p> : null}
      {!list.data && !list.error ? <p className="muted">{t('common.loading')}</p> : null}
      {list.data?.hidden ? <p className="muted">{t('channel.rankingHidden')}</p> : null}
      {list.data && !list.data.hidden && list.data.fans.length === 0 ? (
        <p className="muted">{t('channel.rankingEmpty')}</p>
      ) : null}
      {list.data && !list.data.hidden && list.data.fans.length > 0 ? (
        <ol className="channel-ranking-list" data-testid={`ranking-${type}`}>
          {list.data.fans.map((fan) => (
            <li key={fan.userOid}>
              <span className="channel-rank">{fan.rank}</span>
              <span className="channel-fan">{fan.nickname}</span>
              {type === 'subscription' && fan.subscribedDays !== null ? (
                <span className="muted">
                  {t('channel.days', {
                    formatted: formatCount(fan.subscribedDays, language),
                  })}
                </span>
              ) : type === 'fan' && fan.coins !== null ? (
                <span className="muted">
                  {t('channel.coins', { formatted: formatCount(fan.coins, language) })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}

export function ChannelRankings({
  creatorOid,
  language,
}: {
  creatorOid: string
  language: Parameters<typeof formatCount>[1]
}) {
  return (
    <aside className="channel-aside stack">
      <Ranking creatorOid={creatorOid} type="fan" language={language} />
      <Ranking creatorOid={creatorOid} type="subscription" language={language} />
    </aside>
  )
}
