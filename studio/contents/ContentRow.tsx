import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProjectedContent } from '../../web/api/content'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { ConfirmDialog } from '../creator/live/ConfirmDialog'
import { contentPagePath, editPath, timelinePath } from './content-paths'
import { contentApi } from './contents-api'
import { EncodingLine } from './EncodingLine'
import { keepStatus } from './row-status'

interface RowsProps {
  rows: ProjectedContent[]
  tierNames: ReadonlyMap<string, string>
  /** After a change: the sentence that says what happened; the lists are read again. */
  onChanged(text: string): void
}

export function ContentRows({ rows, tierNames, onChanged }: RowsProps) {
  const { t } = useTranslation('studio')
  if (rows.length === 0)
    return <p className="muted studio-contents-empty">{t('studioContents.empty')}</p>
  return (
    <ul className="studio-content-rows">
      {rows.map((row) => (
        <ContentRow key={row.contentOid} row={row} tierNames={tierNames} onChanged={onChanged} />
      ))}
    </ul>
  )
}

/** One content: thumbnail, who may see it, its numbers, its encoding, and what can be done. */
function ContentRow({
  row,
  tierNames,
  onChanged,
}: {
  row: ProjectedContent
  tierNames: ReadonlyMap<string, string>
  onChanged(text: string): void
}) {
  const { t, i18n } = useTranslation(['studio', 'player'])
  const [busy, setBusy] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [confirming, setConfirming] = useState(false)
  const title = row.title || '—'
  const number = new Intl.NumberFormat(i18n.language === 'jp' ? 'ja' : i18n.language)
  const date = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'medium',
  })

  async function act(name: string, call: () => Promise<unknown>, done: string) {
    setBusy(name)
    setFailure(null)
    try {
      await call()
      setConfirming(false)
      onChanged(done)
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(null)
    }
  }

  const tiers = row.viewableTiers.map((hash) => tierNames.get(hash)).filter(Boolean)
  const access =
    row.price > 0
      ? t('studioContents.accessPaid', { price: number.format(row.price) })
      : row.viewableTiers.length > 0
        ? tiers.length > 0
          ? t('studioContents.accessTiers', { tiers: tiers.join(', ') })
          : t('studioContents.accessTiersUnknown')
        : t('studioContents.accessFree')
  const published = row.status === 'published'
  const visible = !row.isPrivateContent
  return (
    <li className="studio-content-row" data-content={row.contentOid}>
      {row.thumbnail ? (
        <img className="studio-content-thumb" src={row.thumbnail} alt="" loading="lazy" />
      ) : (
        <span className="studio-content-thumb" aria-hidden="true" />
      )}
      <div className="studio-content-body">
        <span className="studio-content-title">{title}</span>
        <span className="studio-content-meta muted">
          {t('studioContents.statusLabel', { status: statusText(t, row.status) })} · {access} ·{' '}
          {visible ? t('studioContents.publicBadge') : t('studioContents.privateBadge')} ·{' '}
          {date.format(new Date(row.modified))}
        </span>
        <RowStats row={row} title={title} />
        {row.status === 'encoding' ? <EncodingLine contentOid={row.contentOid} /> : null}
      </div>
      {row.encodingFailure ? (
        <div className="studio-content-failure">
          <span className="field-error">
            {t('studioContents.encodingFailed')} {t(`encodingFailure.${row.encodingFailure}`)}
          </span>
          <Button
            variant="secondary"
            busy={busy === 'retry'}
            onClick={() =>
              void act(
                'retry',
                () => contentApi.reencode(row.contentOid),
                t('studioContents.retrying'),
              )
            }
          >
            {t('studioContents.retryEncoding')}
          </Button>
          <a className="button button-secondary" href={`${editPath(row)}#media-files`}>
            {t('studioContents.replaceFile')}
          </a>
        </div>
      ) : null}
      {failure ? (
        <Alert tone="error">
          {t('studioContents.actionFailed')} {errorText(t, failure)}
        </Alert>
      ) : null}
      <div className="studio-content-actions">
        <a className="button button-secondary" href={editPath(row)}>
          {t('studioContents.edit')}
        </a>
        {row.media === 'video' || row.category === 'realplay' ? (
          <a className="button button-secondary" href={timelinePath(row)}>
            {t('timeline.title')}
          </a>
        ) : null}
        {published ? (
          <a className="button button-secondary" href={contentPagePath(row)}>
            {t('studioContents.view')}
          </a>
        ) : null}
        <Button
          variant="secondary"
          busy={busy === 'visibility'}
          onClick={() =>
            void act(
              'visibility',
              () =>
                contentApi.update(
                  row.contentOid,
                  { isPrivateContent: visible },
                  keepStatus(row.status),
                ),
              t(visible ? 'studioContents.privateDone' : 'studioContents.publicDone', { title }),
            )
          }
        >
          {visible ? t('studioContents.makePrivate') : t('studioContents.makePublic')}
        </Button>
        {published || row.status === 'unpublished' || row.status === 'inprogress' ? (
          <Button
            variant="secondary"
            busy={busy === 'status'}
            onClick={() =>
              void act(
                'status',
                () =>
                  contentApi.update(row.contentOid, {}, published ? 'unpublished' : 'published'),
                t(statusChange(row.status).done, { title }),
              )
            }
          >
            {t(statusChange(row.status).label)}
          </Button>
        ) : null}
        <Button variant="secondary" className="studio-danger" onClick={() => setConfirming(true)}>
          {t('studioContents.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('studioContents.deleteTitle', { title })}
        description={t('studioContents.deleteText')}
        confirm={t('studioContents.deleteConfirm')}
        busy={busy === 'delete'}
        onConfirm={() =>
          void act(
            'delete',
            () => contentApi.remove(row.contentOid, row.status),
            t('studioContents.deleted', { title }),
          )
        }
        onCancel={() => setConfirming(false)}
      />
    </li>
  )
}

/**
 * The status button of a row: a published content is taken down; an unpublished one is
 * published again; one in progress (a draft whose files are ready, e.g. a rendered
 * timeline) is published for the first time.
 */
function statusChange(status: string) {
  if (status === 'published')
    return { label: 'studioContents.unpublish', done: 'studioContents.unpublishedDone' } as const
  if (status === 'inprogress')
    return { label: 'studioContents.publishNow', done: 'studioContents.publishedNow' } as const
  return { label: 'studioContents.publishAgain', done: 'studioContents.publishedDone' } as const
}

const STATUSES = ['unpublished', 'inprogress', 'scheduled', 'published', 'encoding'] as const
const isStatus = (status: string): status is (typeof STATUSES)[number] =>
  (STATUSES as readonly string[]).includes(status)

function statusText(t: TFunction<['studio', 'player']>, status: string): string {
  if (status === 'encoding') return t('studioContents.encodingStatus')
  return isStatus(status) ? t(`studioContents.${status}`) : status
}

/** Views, likes, purchases and the coins they brought. */
function RowStats({ row, title }: { row: ProjectedContent; title: string }) {
  const { t, i18n } = useTranslation('studio')
  const number = new Intl.NumberFormat(i18n.language === 'jp' ? 'ja' : i18n.language)
  return (
    <dl className="studio-content-stats" aria-label={t('studioContents.stats', { title })}>
      {(
        [
          ['views', number.format(row.views)],
          ['likes', number.format(row.likes)],
          ['purchases', number.format(row.purchases)],
          ['revenue', t('studioContents.coins', { amount: number.format(row.revenue) })],
        ] as const
      ).map(([key, value]) => (
        <div key={key}>
          <dt>{t(`studioContents.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
