import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button } from '../../web/ui'
import { storiesApi } from '../api/connected'
import type { VersionList } from '../api/stories-api'
import { useErrorText } from '../stories/use-api-error-text'
import { useEditorServices } from './EditorContext'

/** Published versions (number, date, hash); roll back to the one before the current. */
export function VersionsPanel({ refreshKey }: { refreshKey: number }) {
  const { t, i18n } = useTranslation('studio')
  const describeError = useErrorText()
  const { contentOid } = useEditorServices()
  const [list, setList] = useState<VersionList | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(() => {
    storiesApi
      .versions(contentOid)
      .then(setList, (cause: unknown) => setError(describeError(cause)))
  }, [contentOid, describeError])

  useEffect(() => {
    if (refreshKey >= 0) load()
  }, [load, refreshKey])

  const rollback = async () => {
    setBusy(true)
    setError(null)
    try {
      await storiesApi.rollback(contentOid)
      load()
    } catch (cause) {
      setError(describeError(cause))
    } finally {
      setBusy(false)
    }
  }

  const canRollBack = list
    ? list.versions.some(
        (entry) => list.publishedVersion !== null && entry.version < list.publishedVersion,
      )
    : false
  const date = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <div className="versions-panel stack">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {list && list.versions.length === 0 ? (
        <p className="muted">{t('studioCanvas.noVersions')}</p>
      ) : null}
      {list && list.versions.length > 0 ? (
        <table className="versions-table">
          <thead>
            <tr>
              <th scope="col">{t('studioCanvas.versionColumn')}</th>
              <th scope="col">{t('studioCanvas.dateColumn')}</th>
              <th scope="col">{t('studioCanvas.hashColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {list.versions.map((entry) => (
              <tr key={entry.version} className={entry.current ? 'is-current' : undefined}>
                <td>
                  {entry.version}
                  {entry.current ? ` · ${t('studioCanvas.currentVersion')}` : ''}
                </td>
                <td>{date.format(new Date(entry.createdAt))}</td>
                <td>
                  <code title={entry.hash}>{entry.hash.slice(0, 12)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Button variant="secondary" disabled={!canRollBack} busy={busy} onClick={rollback}>
        {t('studioCanvas.rollback')}
      </Button>
    </div>
  )
}
