import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminPurgeResponse } from '../../../platform/uploads/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { machineryApi } from './machinery-api'
import './machinery.css'

/**
 * The server cache: public files purged by their address (confirmed), the site's cache
 * version raised (confirmed), and the rule users live with: their browsers keep a public
 * file up to 20 minutes, an admin's purge answers the new address at once.
 */
export function ServerCachePage() {
  const { t, i18n } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const state = useData(['server-cache', version], () => machineryApi.cache())
  const [draft, setDraft] = useState('')
  const [purged, setPurged] = useState<AdminPurgeResponse | null>(null)
  const minutes = Math.round((state.data?.userCacheSeconds ?? 1200) / 60)
  const site = state.data?.site

  function purge(event: FormEvent) {
    event.preventDefault()
    const addresses = draft.split(/\s+/).filter(Boolean)
    if (addresses.length === 0) return
    if (!window.confirm(t('admin.cachePurgeConfirm', { count: addresses.length }))) return
    void act(
      async () => {
        const answer = await machineryApi.purge(addresses)
        setPurged(answer)
        return answer
      },
      (answer) =>
        t('admin.cachePurged', { count: answer.purged.length, missing: answer.missing.length }),
    )
  }
  function bump() {
    if (!window.confirm(t('admin.cacheBumpConfirm', { minutes }))) return
    void act(
      () => machineryApi.bumpCacheVersion(),
      (answer) => t('admin.cacheBumped', { version: answer.site.version }),
    )
  }

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <LoadState state={state} />
      <section className="creator-card stack" aria-labelledby="cache-rule-title">
        <h2 id="cache-rule-title" className="creator-card-title">
          {t('admin.cacheRuleTitle')}
        </h2>
        <ul className="rtc-rule-list">
          <li>{t('admin.cacheRuleUsers', { minutes })}</li>
          <li>{t('admin.cacheRuleAdmins')}</li>
          <li>{t('admin.cacheRuleOthers')}</li>
        </ul>
      </section>
      <section className="creator-card stack" aria-labelledby="cache-purge-title">
        <h2 id="cache-purge-title" className="creator-card-title">
          {t('admin.cachePurgeTitle')}
        </h2>
        <form className="stack" onSubmit={purge}>
          <div className="field">
            <label className="field-label" htmlFor="cache-addresses">
              {t('admin.cacheAddresses')}
            </label>
            <textarea
              id="cache-addresses"
              className="field-input machinery-id"
              rows={4}
              value={draft}
              maxLength={30_000}
              aria-describedby="cache-addresses-hint"
              onChange={(event) => setDraft(event.target.value)}
            />
            <p id="cache-addresses-hint" className="field-hint">
              {t('admin.cacheAddressesHint')}
            </p>
          </div>
          <div className="admin-actions">
            <Button type="submit" disabled={busy || !draft.trim()}>
              {t('admin.cachePurge')}
            </Button>
          </div>
        </form>
        {purged ? (
          <ul className="admin-prompt-versions" aria-label={t('admin.cachePurgedList')}>
            {purged.purged.map((row) => (
              <li key={row.address} className="admin-prompt-version machinery-id">
                <strong>{row.url ?? row.address}</strong>
                <span className="muted">
                  {t('admin.cacheVersionMove', {
                    from: row.cacheVersionBefore,
                    to: row.cacheVersion,
                  })}
                </span>
              </li>
            ))}
            {purged.missing.map((address) => (
              <li key={address} className="admin-prompt-version machinery-id">
                <strong>{address}</strong>
                <span className="admin-pending">{t('admin.cacheMissing')}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="creator-card stack" aria-labelledby="cache-version-title">
        <h2 id="cache-version-title" className="creator-card-title">
          {t('admin.cacheVersionTitle')}
        </h2>
        <p>
          {site?.bumpedAt
            ? t('admin.cacheVersionNow', {
                version: site.version,
                date: new Date(site.bumpedAt).toLocaleString(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })
            : t('admin.cacheVersionNever')}
        </p>
        <div className="admin-actions">
          <Button variant="secondary" disabled={busy} onClick={bump}>
            {t('admin.cacheBump')}
          </Button>
        </div>
      </section>
    </div>
  )
}
