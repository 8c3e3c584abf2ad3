import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LiveDonation } from '../../../../platform/live/donations/contract'
import { useData } from '../../../../web/calls'
import { Button } from '../../../../web/ui'
import { LoadState } from '../../shell/LoadState'
import { type DonationHistory, type DonationRanking, donationsApi } from './donations-api'

/** History rows shown at first and added by "Show more" (the call answers the whole window). */
const PAGE = 20

interface Records {
  ranking: DonationRanking['ranking']
  history: DonationHistory
  names: Map<string, string>
}

/** Top donors and every donation of the last 30 days (spec §9: the window and history kept). */
export function DonationRecords({ creatorOid }: { creatorOid: string }) {
  const records = useData(`donation-records:${creatorOid}`, async (): Promise<Records> => {
    const [ranking, history] = await Promise.all([
      donationsApi.ranking(creatorOid),
      donationsApi.history(creatorOid),
    ])
    const ids = [
      ...ranking.ranking.map((row) => row.userOid),
      ...history.donations.map((donation) => donation.userOid),
    ]
    // Names are a nicety: without them the rows still read, as "a viewer".
    const names = await donationsApi.nicknames(ids).catch(() => new Map<string, string>())
    return { ranking: ranking.ranking, history, names }
  })
  return (
    <>
      <LoadState state={records} />
      {records.data ? (
        <>
          <Ranking records={records.data} onRefresh={records.reload} />
          <History records={records.data} />
        </>
      ) : null}
    </>
  )
}

function donor(
  t: TFunction<'creator'>,
  names: Map<string, string>,
  row: { userOid: string; isHiddenName: boolean },
) {
  if (row.isHiddenName || !row.userOid) return t('liveStudioDonations.hiddenDonor')
  return names.get(row.userOid) || t('liveStudioDonations.unknownDonor')
}

function Ranking({ records, onRefresh }: { records: Records; onRefresh: () => void }) {
  const { t } = useTranslation('creator')
  return (
    <section className="creator-card stack" aria-labelledby="donation-ranking-title">
      <div className="donations-heading">
        <h2 id="donation-ranking-title">{t('liveStudioDonations.rankingTitle')}</h2>
        <Button variant="secondary" onClick={onRefresh}>
          {t('liveStudioDonations.refresh')}
        </Button>
      </div>
      <p className="muted">{t('liveStudioDonations.rankingLead')}</p>
      {records.ranking.length === 0 ? (
        <p className="muted">{t('liveStudioDonations.noRanking')}</p>
      ) : (
        <ol
          className="creator-list donations-ranking"
          aria-label={t('liveStudioDonations.rankingTitle')}
        >
          {records.ranking.slice(0, 20).map((row) => (
            <li key={`${row.rank}:${row.userOid}`} className="creator-list-row">
              <span className="donations-rank">
                <span className="visually-hidden">
                  {t('liveStudioDonations.rank', { rank: row.rank })}
                </span>
                <span aria-hidden="true">{row.rank}</span>
              </span>
              <span className="creator-list-main creator-list-title">
                {donor(t, records.names, row)}
              </span>
              <span className="donations-coins">
                {t('liveStudioDonations.coins', { coins: row.coin })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function History({ records }: { records: Records }) {
  const { t, i18n } = useTranslation('creator')
  const [shown, setShown] = useState(PAGE)
  const donations = records.history.donations
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
  const kind = (donation: LiveDonation) =>
    donation.donationType === 'roulette' && donation.optionName
      ? t('liveStudioDonations.rouletteResult', { name: donation.optionName })
      : t(`liveStudioDonations.type_${donation.donationType}`)
  return (
    <section className="creator-card stack" aria-labelledby="donation-history-title">
      <h2 id="donation-history-title">{t('liveStudioDonations.historyTitle')}</h2>
      <p className="muted">
        {t('liveStudioDonations.historyLead', {
          start: date(records.history.startDate),
          end: date(records.history.endDate),
        })}
      </p>
      {donations.length === 0 ? (
        <p className="muted">{t('liveStudioDonations.noHistory')}</p>
      ) : (
        <ul className="creator-list" aria-label={t('liveStudioDonations.historyTitle')}>
          {donations.slice(0, shown).map((donation) => (
            <li key={donation.oid} className="creator-list-row" data-testid="donation-row">
              <div className="creator-list-main">
                <span className="creator-list-title">{donor(t, records.names, donation)}</span>
                <span className="muted creator-list-meta">
                  {kind(donation)}
                  {' · '}
                  {new Date(donation.createTime).toLocaleString(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                  {donation.useTts ? ` · ${t('liveStudioDonations.spoken')}` : ''}
                </span>
                {donation.content ? (
                  <span className="donations-message">{donation.content}</span>
                ) : null}
              </div>
              <span className="donations-coins">
                {t('liveStudioDonations.coins', { coins: donation.coin })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {donations.length > shown ? (
        <div className="creator-actions creator-actions-start">
          <Button variant="secondary" onClick={() => setShown(shown + PAGE)}>
            {t('liveStudioDonations.showMore', { count: donations.length - shown })}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
