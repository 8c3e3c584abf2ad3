import { useTranslation } from 'react-i18next'
import type { BlockList } from '../../platform/content/interaction/contract'
import { useData } from '../../web/calls'
import { api } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { contentApi } from '../content/content-api'
import { useAction } from '../login/use-action'
import { type BlockedRow, blockedRows } from './blocked'
import './myinfo.css'

/**
 * My Info → Blocked: everything the reader blocked from comments, reviews and contents —
 * people, contents, comments and tags — each with Unblock. Names and titles are read in bulk.
 */
export function BlockedPanel() {
  const { t } = useTranslation('player')
  const { busy, error, run } = useAction()
  const blocks = useData('my-blocks', async () => {
    const list: BlockList = await api.get('/content/block')
    const contentOids = [...new Set([...list.contents, ...list.comments.map((c) => c.contentOid)])]
    const [users, contents] = await Promise.all([
      list.users.length
        ? api.get('/account/bulkgetusers', { users: list.users.join('|'), toGrab: 'nickname' })
        : Promise.resolve({ users: [] }),
      contentApi.bulk(contentOids),
    ])
    const names = new Map(users.users.map((user) => [user.oid, user.nickname ?? '']))
    const titles = new Map([...contents].map(([oid, item]) => [oid, item.title]))
    return blockedRows(list, names, titles)
  })

  async function unblock(row: BlockedRow) {
    const done = await run(() => api.post('/content/block', { operation: 'remove', ...row.target }))
    if (done) blocks.reload()
  }

  const rows = blocks.data ?? []
  return (
    <section className="card stack" aria-labelledby="blocked-title">
      <h2 id="blocked-title">{t('blocked.title')}</h2>
      <p className="muted">{t('blocked.lead')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {blocks.data && rows.length === 0 ? <p className="muted">{t('blocked.empty')}</p> : null}
      <ul className="blocked-list" data-testid="blocked-list">
        {rows.map((row) => (
          <li key={row.key}>
            <span className="blocked-kind">{t(`blocked.kind_${row.kind}`)}</span>
            <span className="blocked-name">{row.label ?? t('blocked.unknown')}</span>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void unblock(row)}
              aria-label={t('blocked.unblockLabel', { name: row.label ?? t('blocked.unknown') })}
            >
              {t('blocked.unblock')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
