import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FileRecommendation } from '../../../platform/content/files/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { SearchForm } from '../SearchForm'
import { fileRecommendationsApi as recsApi } from './file-recommendations-api'
import { moved } from './file-recommendations-order'
import './file-recommendations.css'

/**
 * `recommendfilecontents`: the admins' recommended file contents, in the order the player
 * shows them. Files are found by title or id and added; each can be moved or removed
 * (confirmed). Every change is audit-logged by the server.
 */
export function FileRecommendationsPage() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const list = useData(['file-recs', version], () => recsApi.list())
  const [q, setQ] = useState('')
  const found = useData(q ? ['file-recs-search', q, version] : null, () => recsApi.search(q))
  const recs = list.data?.recommendations ?? []
  const oids = recs.map((rec) => rec.fileOid)

  const remove = (rec: FileRecommendation) => {
    if (!window.confirm(t('admin.rf_removeConfirm', { title: rec.title }))) return
    void act(() => recsApi.remove(rec.fileOid), t('admin.rf_removed'))
  }
  return (
    <div className="stack" data-testid="file-recommendations">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack" aria-labelledby="file-recs-list">
        <h2 id="file-recs-list" className="creator-card-title">
          {t('admin.rf_list')}
        </h2>
        <LoadState state={list} />
        {list.data && recs.length === 0 ? <p className="muted">{t('admin.rf_none')}</p> : null}
        <ol className="rf-list">
          {recs.map((rec, index) => (
            <li key={rec.fileOid} className="rf-row" data-testid="file-rec">
              <span className="rf-main">
                <strong>{rec.title}</strong>{' '}
                <span className="muted">
                  {rec.kind.toUpperCase()} ·{' '}
                  {rec.price > 0 ? t('admin.rf_price', { price: rec.price }) : t('admin.rf_free')}
                  {rec.creatorNickname
                    ? ` · ${t('admin.rf_by', { name: rec.creatorNickname })}`
                    : ''}
                </span>
              </span>
              <span className="rf-actions">
                <Button
                  variant="secondary"
                  disabled={busy || index === 0}
                  onClick={() =>
                    void act(() => recsApi.order(moved(oids, index, -1)), t('admin.rf_ordered'))
                  }
                >
                  {t('admin.rf_up')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy || index === recs.length - 1}
                  onClick={() =>
                    void act(() => recsApi.order(moved(oids, index, 1)), t('admin.rf_ordered'))
                  }
                >
                  {t('admin.rf_down')}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => remove(rec)}>
                  {t('admin.rf_remove')}
                </Button>
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section className="creator-card stack" aria-labelledby="file-recs-find">
        <h2 id="file-recs-find" className="creator-card-title">
          {t('admin.rf_found')}
        </h2>
        <SearchForm label={t('admin.rf_search')} maxLength={100} onSearch={setQ} />
        {found.data && found.data.files.length === 0 ? (
          <p className="muted">{t('admin.rf_found0')}</p>
        ) : null}
        <ul className="rf-list">
          {(found.data?.files ?? []).map((file) => (
            <li key={file.fileOid} className="rf-row" data-testid="file-found">
              <span className="rf-main">
                <strong>{file.title}</strong>{' '}
                <span className="muted">
                  {file.kind.toUpperCase()} · {file.fileName}
                </span>
              </span>
              <Button
                disabled={busy || oids.includes(file.fileOid)}
                onClick={() => void act(() => recsApi.add(file.fileOid), t('admin.rf_added'))}
              >
                {t('admin.rf_add')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
