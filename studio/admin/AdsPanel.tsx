import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdCounterEvent, AdminAd } from '../../platform/live/ads/contract'
import { useAction, useData } from '../../web/calls'
import { snakeCase } from '../../web/i18n'
import { Alert, Button, Checkbox, TextField } from '../../web/ui'
import { LoadState } from '../creator/shell/LoadState'
import { adminLiveApi } from './admin-api'

// The ads area's counters, in the order a viewing reaches them.
const COUNTERS = [
  'show',
  'threshold-reached',
  'complete',
  'skip',
  'click',
] as const satisfies readonly AdCounterEvent[]

interface Draft {
  oid?: string
  title: string
  mediaUrl: string
  clickUrl: string
  skipAfterSeconds: string
  thresholdSeconds: string
  enabled: boolean
}

const EMPTY: Draft = {
  title: '',
  mediaUrl: '',
  clickUrl: '',
  skipAfterSeconds: '5',
  thresholdSeconds: '15',
  enabled: true,
}

const draftOf = (ad: AdminAd): Draft => ({
  oid: ad.oid,
  title: ad.title,
  mediaUrl: ad.mediaUrl,
  clickUrl: ad.clickUrl ?? '',
  skipAfterSeconds: String(ad.skipAfterSeconds),
  thresholdSeconds: String(ad.thresholdSeconds),
  enabled: ad.enabled,
})

/** The live page's ads: write, sync to viewers, delete, and read their counters. */
export function AdsPanel() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const ads = useData(`ads:${version}`, () => adminLiveApi.ads())
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const field = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }))

  async function save(event: FormEvent) {
    event.preventDefault()
    const saved = await act(
      () =>
        adminLiveApi.saveAd({
          ...(draft.oid ? { oid: draft.oid } : {}),
          title: draft.title,
          mediaUrl: draft.mediaUrl,
          clickUrl: draft.clickUrl.trim() ? draft.clickUrl.trim() : null,
          skipAfterSeconds: Number(draft.skipAfterSeconds),
          thresholdSeconds: Number(draft.thresholdSeconds),
          enabled: draft.enabled,
        }),
      t('adminLive.adSaved'),
    )
    if (saved) setDraft(EMPTY)
  }

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <form className="creator-card stack" onSubmit={(event) => void save(event)} noValidate>
        <h2>{draft.oid ? t('adminLive.editAd') : t('adminLive.newAd')}</h2>
        <TextField label={t('adminLive.adTitle')} value={draft.title} onChange={field('title')} />
        <TextField
          label={t('adminLive.mediaUrl')}
          hint={t('adminLive.mediaUrlHint')}
          value={draft.mediaUrl}
          onChange={field('mediaUrl')}
        />
        <TextField
          label={t('adminLive.clickUrl')}
          value={draft.clickUrl}
          onChange={field('clickUrl')}
          placeholder="https://"
        />
        <div className="admin-inline-form">
          <TextField
            label={t('adminLive.skipAfter')}
            type="number"
            min={0}
            max={60}
            value={draft.skipAfterSeconds}
            onChange={field('skipAfterSeconds')}
          />
          <TextField
            label={t('adminLive.threshold')}
            type="number"
            min={1}
            max={600}
            value={draft.thresholdSeconds}
            onChange={field('thresholdSeconds')}
          />
        </div>
        <Checkbox
          label={t('adminLive.enabled')}
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
        />
        <div className="admin-actions">
          <Button type="submit" disabled={busy}>
            {t('adminLive.saveAd')}
          </Button>
          {draft.oid ? (
            <Button variant="secondary" onClick={() => setDraft(EMPTY)}>
              {t('adminLive.cancelEdit')}
            </Button>
          ) : null}
        </div>
      </form>
      <section className="creator-card stack">
        <h2>{t('adminLive.adsList')}</h2>
        <LoadState state={ads} />
        {ads.data && ads.data.ads.length === 0 ? (
          <p className="muted">{t('adminLive.noAds')}</p>
        ) : null}
        {ads.data?.ads.map((ad) => (
          <article key={ad.oid} className="admin-ad">
            <div className="admin-ad-head">
              <strong>{ad.title}</strong>
              <span className={ad.onAir ? 'admin-on-air' : 'admin-off-air'}>
                {ad.onAir ? t('adminLive.adOnAir') : t('adminLive.adOffAir')}
              </span>
              {!ad.inSync ? (
                <span className="admin-pending">{t('adminLive.adChanged')}</span>
              ) : null}
            </div>
            <p className="muted admin-ad-url">{ad.mediaUrl}</p>
            <dl className="admin-counts">
              {COUNTERS.map((event) => (
                <div key={event}>
                  <dt>{t(`adminLive.count_${snakeCase(event)}`)}</dt>
                  <dd>{ad.counts[event].toLocaleString()}</dd>
                </div>
              ))}
            </dl>
            <div className="admin-actions">
              <Button
                disabled={busy}
                onClick={() => void act(() => adminLiveApi.syncAd(ad.oid), t('adminLive.adSynced'))}
              >
                {t('adminLive.sync')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setDraft(draftOf(ad))}>
                {t('adminLive.edit')}
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  if (!window.confirm(t('adminLive.deleteConfirm', { title: ad.title }))) return
                  void act(() => adminLiveApi.deleteAd(ad.oid), t('adminLive.adDeleted'))
                }}
              >
                {t('adminLive.delete')}
              </Button>
            </div>
          </article>
        ))}
      </section>
    </div>
  )
}
