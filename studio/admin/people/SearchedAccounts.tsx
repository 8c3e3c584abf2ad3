import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'

/**
 * A list of accounts searched by the start of an e-mail or nickname and keyset-paged, as the
 * People pages share it: `load` reads one page, `rows` draws its accounts.
 */
export function SearchedAccounts<Row>({
  name,
  listLabel,
  load,
  rows,
  children,
}: {
  name: string
  listLabel: string
  load: (query: {
    q: string
    cursor: string | undefined
  }) => Promise<{ rows: Row[]; next?: string | null }>
  rows: (rows: Row[]) => ReactNode
  children?: ReactNode
}) {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const pages = useKeysetPages()
  const page = useData([name, q, pages.before ?? ''], () => load({ q, cursor: pages.before }))
  const found = page.data?.rows ?? []
  return (
    <section className="creator-card stack">
      <SearchForm
        label={t('admin.peopleSearch')}
        hint={t('admin.peopleSearchHint')}
        maxLength={100}
        onSearch={(words) => {
          setQ(words)
          pages.reset()
        }}
      />
      {children}
      <LoadState state={page} />
      {page.data && found.length === 0 ? <p className="muted">{t('admin.peopleNone')}</p> : null}
      <ul className="admin-users" aria-label={listLabel}>
        {rows(found)}
      </ul>
      <Pager pages={pages} next={page.data?.next} />
    </section>
  )
}
