import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { contentOpsApi } from './content-ops-api'

/** Who joined an event, newest first, with the code they used and the item given. */
export function OpsEventEntries({ eventOid }: { eventOid: string }) {
  const { t, i18n } = useTranslation('studio')
  const pages = useKeysetPages()
  const entries = useData(['ops-event-entries', eventOid, pages.before ?? ''], () =>
    contentOpsApi.eventEntries(eventOid, pages.before),
  )
  const rows = entries.data?.entries ?? []
  return (
    <div className="stack">
      <LoadState state={entries} />
      {entries.data && rows.length === 0 ? (
        <p className="muted">{t('admin.ops_eventNobody')}</p>
      ) : null}
      {rows.length > 0 ? (
        <ul className="admin-users" aria-label={t('admin.ops_eventWho')}>
          {rows.map((row) => (
            <li key={row.entryOid} className="admin-user">
              <span className="admin-user-name">
                <strong>{row.nickname ?? row.userOid}</strong>
                <span className="muted">
                  {new Date(row.joinedAt).toLocaleString(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}{' '}
                  · {row.code}
                </span>
              </span>
              <span className={row.itemOid ? 'muted' : 'admin-pending'}>
                {row.itemOid ? t('admin.ops_entryGiven') : t('admin.ops_entryPending')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager pages={pages} next={entries.data?.next} />
    </div>
  )
}
