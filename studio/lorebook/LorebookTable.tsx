import { useVirtualizer } from '@tanstack/react-virtual'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LorebookEntryNode } from '../../engine/canvas'
import { type LorebookBookSettings, placementOf } from '../../engine/lorebook/book-settings'
import { Button } from '../../web/ui'
import { useEditor, useEditorServices } from '../canvas/EditorContext'
import { BookSettings } from './BookSettings'
import {
  applyBulkEdit,
  type BulkEdit,
  type LorebookColumn,
  lorebookRows,
  sillyTavernPosition,
  spacerHeights,
} from './lorebook-table'

const ROW_HEIGHT = 36
const VIEWPORT = 520
const COLUMNS: LorebookColumn[] = [
  'enabled',
  'name',
  'keys',
  'position',
  'priority',
  'scanDepth',
  'sticky',
]
const selectNodes = (state: { nodes: import('../editor/document').FlowNode[] }) => state.nodes
const selectSillyTavern = (state: { lorebook?: LorebookBookSettings }) =>
  placementOf(state.lorebook) === 'sillytavern'

/**
 * All lorebook entries as a table: search, sort, select, bulk enable/disable and bulk edit
 * of scan depth, priority and duration. Only the rows in view are in the DOM
 * (@tanstack/react-virtual windows them; spacer rows keep the table's own layout).
 */
export function LorebookTable() {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  const nodes = useEditor(selectNodes)
  const sillyTavern = useEditor(selectSillyTavern)
  const [search, setSearch] = useState('')
  const [sortBy, setSortBy] = useState<LorebookColumn>('name')
  const [descending, setDescending] = useState(false)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const scroller = useRef<HTMLDivElement>(null)
  const [bulk, setBulk] = useState({ scanDepth: '', priority: '', sticky: '' })
  const rows = useMemo(
    () => lorebookRows(nodes, { search, sortBy, descending }),
    [nodes, search, sortBy, descending],
  )
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
  })
  const visible = virtualizer.getVirtualItems()
  const spacers = spacerHeights(visible, virtualizer.getTotalSize())
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.id))

  const sort = (column: LorebookColumn) => {
    if (column === sortBy) setDescending(!descending)
    else {
      setSortBy(column)
      setDescending(false)
    }
  }
  const apply = (edit: BulkEdit) =>
    store
      .getState()
      .updateManyNodeData<LorebookEntryNode['data']>([...chosen], (data) =>
        applyBulkEdit(data, edit),
      )
  const applyNumbers = () => {
    const edit: BulkEdit = {}
    if (bulk.scanDepth !== '') edit.scanDepth = Math.max(0, Math.round(Number(bulk.scanDepth)))
    if (bulk.priority !== '') edit.priority = Number(bulk.priority)
    if (bulk.sticky !== '') edit.sticky = Math.max(0, Math.round(Number(bulk.sticky)))
    if (Object.values(edit).every((value) => Number.isFinite(value))) apply(edit)
  }
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <section className="lorebook-view stack" aria-label={t('studioLorebook.heading')}>
      <div className="lorebook-toolbar">
        <h2 className="studio-panel-title">{t('studioLorebook.heading')}</h2>
        <span className="muted" data-testid="lorebook-count">
          {t('studioLorebook.count', { count: rows.length })}
        </span>
        <input
          className="field-input lorebook-search"
          type="search"
          placeholder={t('studioLorebook.search')}
          aria-label={t('studioLorebook.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <BookSettings />
      <fieldset className="lorebook-bulk">
        <legend className="visually-hidden">{t('studioLorebook.bulk')}</legend>
        <span>{t('studioLorebook.chosen', { count: chosen.size })}</span>
        <Button
          variant="secondary"
          disabled={chosen.size === 0}
          onClick={() => apply({ enabled: true })}
        >
          {t('studioLorebook.enable')}
        </Button>
        <Button
          variant="secondary"
          disabled={chosen.size === 0}
          onClick={() => apply({ enabled: false })}
        >
          {t('studioLorebook.disable')}
        </Button>
        <input
          className="field-input lorebook-number"
          type="number"
          min={0}
          placeholder={t('studioField.scanDepth')}
          aria-label={t('studioField.scanDepth')}
          value={bulk.scanDepth}
          onChange={(event) => setBulk({ ...bulk, scanDepth: event.target.value })}
        />
        <input
          className="field-input lorebook-number"
          type="number"
          placeholder={t('studioField.priority')}
          aria-label={t('studioField.priority')}
          value={bulk.priority}
          onChange={(event) => setBulk({ ...bulk, priority: event.target.value })}
        />
        <input
          className="field-input lorebook-number"
          type="number"
          min={0}
          placeholder={t('studioField.sticky')}
          aria-label={t('studioField.sticky')}
          value={bulk.sticky}
          onChange={(event) => setBulk({ ...bulk, sticky: event.target.value })}
        />
        <Button disabled={chosen.size === 0} onClick={applyNumbers}>
          {t('studioLorebook.applyBulk')}
        </Button>
      </fieldset>
      <div className="lorebook-scroll" ref={scroller} style={{ maxHeight: VIEWPORT }}>
        <table className="lorebook-table">
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={t('studioLorebook.chooseAll')}
                  checked={allChosen}
                  onChange={() =>
                    setChosen(allChosen ? new Set() : new Set(rows.map((row) => row.id)))
                  }
                />
              </th>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`lorebook-col-${column}`}
                  aria-sort={sortBy === column ? (descending ? 'descending' : 'ascending') : 'none'}
                >
                  <button type="button" className="lorebook-sort" onClick={() => sort(column)}>
                    {t(`studioLorebook.column_${column}`)}
                    {sortBy === column ? (descending ? ' ↓' : ' ↑') : ''}
                  </button>
                </th>
              ))}
              <th scope="col" className="lorebook-col-open">
                {t('studioLorebook.column_open')}
              </th>
            </tr>
          </thead>
          <tbody>
            {/* Spacer rows stand in for the rows out of view, so the scrollbar is true to size. */}
            {spacers.top > 0 ? (
              <tr className="lorebook-spacer" style={{ height: spacers.top }} />
            ) : null}
            {visible.map((item) => {
              const row = rows[item.index]
              if (!row) return null
              return (
                <tr key={row.id} style={{ height: ROW_HEIGHT }} data-testid="lorebook-row">
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('studioLorebook.choose', { name: row.data.name || row.id })}
                      checked={chosen.has(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </td>
                  <td>{row.data.enabled ? t('studioLorebook.on') : t('studioLorebook.off')}</td>
                  <td className="lorebook-name">{row.data.name}</td>
                  <td className="lorebook-keys">{row.data.keys.join(', ')}</td>
                  <td data-column="position">
                    {sillyTavern
                      ? sillyTavernPosition(row.data)
                      : t(`studioField.position_${row.data.position}`)}
                  </td>
                  <td>{row.data.priority}</td>
                  <td>{row.data.scanDepth ?? t('studioLorebook.default')}</td>
                  <td>{row.data.sticky}</td>
                  <td>
                    <Button variant="link" onClick={() => store.getState().focusNode(row.id)}>
                      {t('studioLorebook.open')}
                    </Button>
                  </td>
                </tr>
              )
            })}
            {spacers.bottom > 0 ? (
              <tr className="lorebook-spacer" style={{ height: spacers.bottom }} />
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  )
}
