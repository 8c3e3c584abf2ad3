import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CanvasNode } from '../../engine/canvas'
import { Button } from '../../web/ui'
import type { FlowNode } from '../editor/document'
import {
  countMatches,
  MATCH_LIMIT,
  SEARCH_FIELDS,
  type SearchMatch,
  searchNodes,
} from '../editor/search-replace'
import { useEditor, useEditorServices } from './EditorContext'
import { useNodeNames } from './use-node-names'

/** Id, kind and data of every node, flat: a drag (positions only) does not search again. */
const selectTexts = (state: { nodes: FlowNode[] }) =>
  state.nodes.flatMap((node) => [node.id, node.type, node.data])

function useSearchableNodes(): CanvasNode[] {
  const texts = useEditor(selectTexts)
  return useMemo(() => {
    const nodes: CanvasNode[] = []
    for (let index = 0; index < texts.length; index += 3) {
      nodes.push({
        id: texts[index],
        type: texts[index + 1],
        data: texts[index + 2],
        position: { x: 0, y: 0 },
      } as CanvasNode)
    }
    return nodes
  }, [texts])
}

/**
 * Find and replace across every node's title and texts (Ctrl/⌘+Shift+F). A match opens its
 * node; "Replace" changes that one occurrence, "Replace all" every one, each one undo step.
 * `focusSerial` changes to put the cursor back in the find box.
 */
export function SearchPanel({
  onClose,
  focusSerial,
}: {
  onClose: () => void
  focusSerial: number
}) {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  const nodes = useSearchableNodes()
  const names = useNodeNames()
  const [query, setQuery] = useState('')
  const [replacement, setReplacement] = useState('')
  const [caseSensitive, setCaseSensitive] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const findRef = useRef<HTMLInputElement>(null)
  const ids = useId()
  const searched = useDeferredValue(query)
  const options = useMemo(() => ({ caseSensitive }), [caseSensitive])
  const matches = useMemo(() => searchNodes(nodes, searched, options), [nodes, searched, options])
  const total =
    matches.length < MATCH_LIMIT ? matches.length : countMatches(nodes, searched, options)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new serial asks for the focus again
  useEffect(() => {
    findRef.current?.focus()
    findRef.current?.select()
  }, [focusSerial])

  const fieldLabel = (match: SearchMatch) => {
    const type = nodes.find((node) => node.id === match.nodeId)?.type
    const label = type && SEARCH_FIELDS[type].find((entry) => entry.field === match.field)?.label
    return label ? t(label) : match.field
  }
  const replaceAll = () => {
    const changed = store.getState().replaceEverywhere(searched, replacement, options)
    setMessage(t('studioSearch.replacedAll', { count: changed }))
  }

  return (
    <section
      className="search-panel"
      aria-label={t('studioSearch.panel')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <div className="search-panel-head">
        <h2 className="studio-panel-title">{t('studioSearch.panel')}</h2>
        <button
          type="button"
          className="search-panel-close"
          aria-label={t('studioSearch.close')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="field inspector-field">
        <label className="field-label" htmlFor={`${ids}-find`}>
          {t('studioSearch.find')}
        </label>
        <input
          id={`${ids}-find`}
          ref={findRef}
          className="field-input"
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setMessage(null)
          }}
        />
        <span className="field-hint">{t('studioSearch.hint')}</span>
      </div>
      <div className="field inspector-field">
        <label className="field-label" htmlFor={`${ids}-replace`}>
          {t('studioSearch.replace')}
        </label>
        <input
          id={`${ids}-replace`}
          className="field-input"
          value={replacement}
          onChange={(event) => setReplacement(event.target.value)}
        />
      </div>
      <div className="checkbox inspector-check">
        <input
          id={`${ids}-case`}
          type="checkbox"
          checked={caseSensitive}
          onChange={(event) => setCaseSensitive(event.target.checked)}
        />
        <label htmlFor={`${ids}-case`}>{t('studioSearch.matchCase')}</label>
      </div>
      <div className="search-panel-summary">
        <span role="status">
          {searched === ''
            ? ''
            : total === 0
              ? t('studioSearch.none')
              : total > matches.length
                ? t('studioSearch.limited', { shown: matches.length, count: total })
                : t('studioSearch.matches', { count: total })}
        </span>
        <Button variant="secondary" disabled={total === 0} onClick={replaceAll}>
          {t('studioSearch.replaceAll')}
        </Button>
      </div>
      {message ? (
        <p className="search-panel-message" role="status">
          {message}
        </p>
      ) : null}
      <ul className="search-results">
        {matches.map((match) => {
          const name = names.get(match.nodeId) ?? ''
          return (
            <li key={`${match.nodeId}.${match.field}.${match.start}`} className="search-result">
              <button
                type="button"
                className="search-result-open"
                onClick={() => store.getState().focusNode(match.nodeId)}
              >
                <span className="search-result-where">
                  {name} · {fieldLabel(match)}
                </span>
                <span className="search-result-text">
                  {match.before}
                  <mark>{match.text}</mark>
                  {match.after}
                </span>
              </button>
              <Button
                variant="link"
                aria-label={t('studioSearch.replaceOneLabel', { name })}
                onClick={() => store.getState().replaceMatch(match, replacement)}
              >
                {t('studioSearch.replaceOne')}
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Ctrl/⌘+Shift+F anywhere in the editor, typing in a field included, opens the search. */
export function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || !event.shiftKey) return
      if (event.key.toLowerCase() !== 'f') return
      event.preventDefault()
      open()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open])
}
