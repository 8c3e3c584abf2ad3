import type { ReactNode } from 'react'
import type { Data } from '../../../web/calls'
import { LoadState } from '../../creator/shell/LoadState'
import { ChatManagementPager } from './ChatManagementPager'

type PagedAnswer = { page: number; pageViewSize: number; total: number }

/** A numbered page of a chat management list: its load state, the empty note, the rows, the pager. */
export function ChatManagementList<Row>({
  list,
  rows,
  label,
  empty,
  rowKey,
  renderRow,
  onPage,
}: {
  list: Pick<Data<PagedAnswer>, 'data' | 'error' | 'loading' | 'reload'>
  rows: Row[]
  label: string
  empty: string
  rowKey: (row: Row) => string
  renderRow: (row: Row) => ReactNode
  onPage: (page: number) => void
}) {
  return (
    <>
      <LoadState state={list} />
      {list.data && rows.length === 0 ? <p className="muted">{empty}</p> : null}
      <ul className="admin-prompt-versions" aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="admin-prompt-version">
            {renderRow(row)}
          </li>
        ))}
      </ul>
      {list.data ? (
        <ChatManagementPager
          page={list.data.page}
          pageViewSize={list.data.pageViewSize}
          total={list.data.total}
          onPage={onPage}
        />
      ) : null}
    </>
  )
}
