import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProjectedAnswer, ProjectedContent, ProjectedList } from '../../web/api/content'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { Tabs } from '../../web/ui/overlays'
import { studioPath } from '../shell/studio-paths'
import { contentApi } from './contents-api'
import './contents.css'

const LISTS: ProjectedList[] = [
  'unpublished',
  'inprogress',
  'scheduled',
  'published',
  'clips',
  'scenario',
]

/** `/studio2/contents`: the creator's contents in the studio's six lists (GET /content/projected). */
export function ContentListPage() {
  // The rows show a price as the player's content page does.
  const { t, ready } = useTranslation(['studio', 'player'])
  const [answer, setAnswer] = useState<ProjectedAnswer | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the lists
  useEffect(() => {
    let current = true
    setError(null)
    contentApi.projected().then(
      (value) => current && setAnswer(value),
      (failure: unknown) => current && setError(failure),
    )
    return () => {
      current = false
    }
  }, [attempt])

  return (
    <main id="main" className="page stack studio-contents">
      <div className="studio-contents-head">
        <h1>{t('studioContents.title')}</h1>
        <div className="row">
          <a className="button button-secondary" href={studioPath('/studio2')}>
            {t('studioContents.stories')}
          </a>
          <a className="button button-primary" href={studioPath('/studio2/simpleuploader/audio')}>
            {t('studioContents.upload')}
          </a>
        </div>
      </div>
      {error ? (
        <Alert tone="error">
          {t('studioContents.loadError')} {errorText(t, error)}{' '}
          <Button variant="link" onClick={() => setAttempt((value) => value + 1)}>
            {t('studioContents.retry')}
          </Button>
        </Alert>
      ) : null}
      {(!answer || !ready) && !error ? <p className="muted">{t('common.loading')}</p> : null}
      {answer && ready ? (
        <Tabs
          label={t('studioContents.tabs')}
          items={LISTS.map((list) => ({
            value: list,
            label: `${t(`studioContents.${list}`)} (${answer.counts[list] ?? 0})`,
            content: <ContentRows rows={answer.lists[list] ?? []} />,
          }))}
        />
      ) : null}
    </main>
  )
}

function ContentRows({ rows }: { rows: ProjectedContent[] }) {
  const { t, i18n } = useTranslation(['studio', 'player'])
  const date = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'medium',
  })
  if (rows.length === 0)
    return <p className="muted studio-contents-empty">{t('studioContents.empty')}</p>
  return (
    <ul className="studio-content-rows">
      {rows.map((row) => (
        <li key={row.contentOid} className="studio-content-row">
          <span className="studio-content-title">{row.title || '—'}</span>
          <span className="studio-content-meta muted">
            {t('studioContents.statusLabel', { status: statusText(t, row.status) })} ·{' '}
            {row.price > 0
              ? t('player:contentPage.price', { price: row.price })
              : t('player:contentPage.free')}{' '}
            · {date.format(new Date(row.modified))}
          </span>
          {row.encodingError ? <span className="field-error">{row.encodingError}</span> : null}
        </li>
      ))}
    </ul>
  )
}

const STATUSES = ['unpublished', 'inprogress', 'scheduled', 'published'] as const
const isStatus = (status: string): status is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(status)

function statusText(t: TFunction<['studio', 'player']>, status: string): string {
  return isStatus(status) ? t(`studioContents.${status}`) : status
}
