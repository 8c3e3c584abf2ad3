import { useTranslation } from 'react-i18next'
import type { PublicChannelView } from '../../../platform/channels/contract'
import { useData } from '../../../web/calls'
import { formatCount } from '../../charge/format'
import { DonateButton } from '../../live/donation/DonationDialog'
import { donorRows } from './donors'
import { liveDonationApi } from './live-donation-api'
import './live-donation.css'

/**
 * The channel's Live Donation tab: donate to the streamer any time (the live page's dialog:
 * a message, a voice, a roulette spin or a mission), the top donors of the last 30 days and
 * the missions waiting or running.
 */
export function LiveDonationPanel({ channel }: { channel: PublicChannelView }) {
  const { t, i18n } = useTranslation('player')
  const creatorOid = channel.creatorOid
  const ranking = useData(['live-donation-ranking', creatorOid], async () => {
    const answer = await liveDonationApi.ranking(creatorOid)
    const names = await liveDonationApi.nicknames(
      answer.ranking.filter((entry) => !entry.isHiddenName).map((entry) => entry.userOid),
    )
    return donorRows(answer.ranking, names, channel.hideCoinAmounts)
  })
  const missions = useData(['live-donation-missions', creatorOid], () =>
    liveDonationApi.missions(creatorOid),
  )
  const language = i18n.language as Parameters<typeof formatCount>[1]
  return (
    <div className="stack live-donation-tab">
      <section className="card stack live-donation-cta" aria-labelledby="live-donation-title">
        <h2 id="live-donation-title">{t('channel.tab_liveDonation')}</h2>
        <p className="muted">{t('channel.liveDonationLead', { name: channel.nickname })}</p>
        {channel.isMine ? null : (
          <div>
            <DonateButton creatorOid={creatorOid} />
          </div>
        )}
      </section>
      <section className="card stack" aria-labelledby="live-donation-donors">
        <h2 id="live-donation-donors">{t('channel.topDonors')}</h2>
        {ranking.data && ranking.data.length === 0 ? (
          <p className="muted">{t('channel.noDonors')}</p>
        ) : null}
        <ol className="live-donation-donors" data-testid="live-donation-donors">
          {(ranking.data ?? []).map((row) => (
            <li key={row.rank}>
              <span className="live-donation-rank">{row.rank}</span>
              <span className="live-donation-name">{row.name ?? t('channel.anonymousDonor')}</span>
              {row.coins === null ? null : (
                <span className="muted">
                  {t('channel.donorCoins', { coins: formatCount(row.coins, language) })}
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>
      <section className="card stack" aria-labelledby="live-donation-missions">
        <h2 id="live-donation-missions">{t('channel.activeMissions')}</h2>
        {missions.data && missions.data.missions.length === 0 ? (
          <p className="muted">{t('channel.noMissions')}</p>
        ) : null}
        <ul className="live-donation-missions">
          {(missions.data?.missions ?? []).map((mission) => (
            <li key={mission.oid}>
              <span className="live-donation-mission-text">{mission.content}</span>
              <span className="muted">
                {t(
                  `channel.missionStatus_${mission.status === 'accepted' ? 'accepted' : 'waiting'}`,
                )}{' '}
                · {t('channel.donorCoins', { coins: formatCount(mission.coin, language) })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
