/**
 * The channel's Gacha tab: the creator's gachas on sale (the creator also sees hidden ones,
 * marked), each with its items and chances rarest first, a pull of 1 or 10 after a
 * confirmation, the items revealed, and the viewer's own records.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GachaRecord, GachaView } from '../../../platform/content/gacha/contract'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { api, useSession } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import type { PublicChannelView } from '../channel-api'
import { byChance, chanceText, drawSummary } from './gacha-view'
import { PullButtons } from './PullButtons'
import './gacha.css'

export function GachaPanel({ channel }: { channel: PublicChannelView }) {
  const { t } = useTranslation('player')
  const titles = useData(['channel-gachas', channel.creatorOid], () =>
    api.get('/content/gacha-title', { creatorOid: channel.creatorOid }),
  )
  if (titles.result.state === 'loading') return <p className="muted">{t('common.loading')}</p>
  if (titles.result.state === 'failed')
    return (
      <Alert tone="error">
        {errorText(t, titles.result.error)}{' '}
        <Button variant="link" onClick={titles.reload}>
          {t('channel.retry')}
        </Button>
      </Alert>
    )
  const gachas = titles.result.value.gachas
  if (gachas.length === 0) return <p className="muted">{t('channelGacha.empty')}</p>
  return (
    <div className="stack channel-gacha" data-testid="channel-gacha">
      {gachas.map((gacha) => (
        <GachaCard key={gacha.gachaOid} gachaOid={gacha.gachaOid} />
      ))}
    </div>
  )
}

function GachaCard({ gachaOid }: { gachaOid: string }) {
  const { t, i18n } = useTranslation('player')
  const [records, setRecords] = useState(0)
  const [revealed, setRevealed] = useState<GachaRecord | null>(null)
  const gacha = useData(['gacha', gachaOid], () => api.get('/content/gacha/:id', { id: gachaOid }))
  if (!gacha.data) return gacha.loading ? <p className="muted">{t('common.loading')}</p> : null
  const view: GachaView = gacha.data.gacha
  const locale = i18n.language === 'jp' ? 'ja' : i18n.language
  return (
    <section className="card stack gacha-card" aria-labelledby={`gacha-${gachaOid}`}>
      <header className="gacha-card-head">
        <h2 id={`gacha-${gachaOid}`}>{view.title}</h2>
        {view.state === 'on-sale' ? null : (
          <span className="gacha-badge">{t(`channelGacha.state_${view.state}`)}</span>
        )}
      </header>
      {view.description ? <p className="muted">{view.description}</p> : null}
      <ul className="gacha-items-view" aria-label={t('channelGacha.items')}>
        {byChance(view.items).map((item) => (
          <li key={item.position} className="gacha-item-view" data-testid="gacha-item-view">
            <span className="gacha-rank">{item.rank}</span>
            <span className="gacha-item-name">
              <ItemImage url={item.imageUrl} />
              {item.name}
            </span>
            <span className="gacha-chance">{chanceText(item.chance, locale)}</span>
          </li>
        ))}
      </ul>
      <PullButtons
        gacha={view}
        onPulled={(record) => {
          setRevealed(record)
          setRecords((value) => value + 1)
        }}
      />
      {revealed ? <Reveal record={revealed} /> : null}
      <Records gachaOid={gachaOid} version={records} />
    </section>
  )
}

/** An item's picture beside its name; decorative, the name says what it is. */
function ItemImage({ url }: { url: string }) {
  if (!url) return null
  return <img className="gacha-item-image" src={url} alt="" loading="lazy" />
}

function Reveal({ record }: { record: GachaRecord }) {
  const { t } = useTranslation('player')
  return (
    <div className="gacha-reveal stack" role="status" data-testid="gacha-reveal">
      <h3>{t('channelGacha.revealTitle', { count: record.count })}</h3>
      <ol className="gacha-reveal-list">
        {record.draws.map((draw) => (
          <li key={draw.index} className="gacha-reveal-item" data-testid="gacha-drawn">
            <span className="gacha-rank">{draw.rank}</span>
            <span className="gacha-item-name">
              <ItemImage url={draw.imageUrl} />
              {draw.name}
            </span>
          </li>
        ))}
      </ol>
      <p className="muted">
        {t('channelGacha.revealPaid', { coins: record.coins })}
        {record.refundCoins > 0
          ? ` ${t('channelGacha.revealRefund', { coins: record.refundCoins })}`
          : ''}
      </p>
    </div>
  )
}

function Records({ gachaOid, version }: { gachaOid: string; version: number }) {
  const { t, i18n } = useTranslation('player')
  const signedIn = useSession((state) => !!state.user)
  const records = useData(signedIn ? ['gacha-records', gachaOid, version] : null, () =>
    api.get('/content/gacha-record', { gachaOid }),
  )
  if (!signedIn || !records.data) return null
  const list = records.data.records
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'jp' ? 'ja' : i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    })
  return (
    <details className="gacha-records">
      <summary>{t('channelGacha.records', { count: list.length })}</summary>
      {list.length === 0 ? <p className="muted">{t('channelGacha.noRecords')}</p> : null}
      <ul className="stack">
        {list.map((record) => (
          <li key={record.pullOid} className="gacha-record" data-testid="gacha-record">
            <span className="muted">{date(record.at)}</span>{' '}
            {t('channelGacha.recordLine', { count: record.count, coins: record.coins })}{' '}
            <span>
              {drawSummary(record.draws)
                .map((item) => `${item.rank} ${item.name} ×${item.count}`)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </details>
  )
}
