import { type ReactNode, useState } from 'react'
import { useData } from '../../../web/calls'
import { LoadState } from '../../creator/shell/LoadState'
import { Pager, useKeysetPages } from '../Pager'
import { SearchForm } from '../SearchForm'

/**
 * A titled list searched by words and keyset-paged (the sent pushes): `load` reads one page,
 * `rows` draws it.
 */
export function SearchedList<Row>({
  name,
  title,
  searchLabel,
  empty,
  load,
  rows,
}: {
  name: string
  title: string
  searchLabel: string
  empty: string
  load: (query: {
    q: string
    cursor: string | undefined
  }) => Promise<{ rows: Row[]; next?: string | null }>
  rows: (rows: Row[]) => ReactNode
}) {
  const [q, setQ] = useState('')
  const pages = useKeysetPages()
  const page = useData([name, q, pages.before ?? ''], () => load({ q, cursor: pages.before }))
  const found = page.data?.rows ?? []
  const headingId = `${name}-title`
  return (
    <section className="creator-card stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="creator-card-title">
        {title}
      </h2>
      <SearchForm
        label={searchLabel}
        maxLength={100}
        onSearch={(words) => {
          setQ(words)
          pages.reset()
        }}
      />
      <LoadState state={page} />
      {page.data && found.length === 0 ? <p className="muted">{empty}</p> : null}
      <ul className="admin-users" aria-label={title}>
        {rows(found)}
      </ul>
      <Pager pages={pages} next={page.data?.next} />
    </section>
  )
}
