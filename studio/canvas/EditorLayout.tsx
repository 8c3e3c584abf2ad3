import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../web/ui'
import { CardImportResult, type CardImportSummary } from '../cards/CardImportResult'
import type { CardMenuMessage } from '../cards/CardMenu'
import { forgetImport, pendingImport, rememberImport } from '../cards/pending-import'
import { nodeLabel } from '../editor/node-defaults'
import { Inspector } from '../inspector/Inspector'
import { LorebookTable } from '../lorebook/LorebookTable'
import {
  createTestChatSession,
  TestChatPanel,
  TestFromHereContext,
  testChatApi,
  testOriginOf,
} from '../testchat'
import { ConflictDialog } from './ConflictDialog'
import { useEditor, useEditorServices } from './EditorContext'
import { EditorToolbar, type EditorView } from './EditorToolbar'
import { FlowCanvas } from './FlowCanvas'
import { RefusalLine } from './LayoutTools'
import { Palette } from './Palette'
import { ProblemsPanel } from './ProblemsPanel'
import { SearchPanel, useSearchShortcut } from './SearchPanel'
import { SidePanelTabs } from './SidePanelTabs'
import { StartGuide } from './StartGuide'
import { useShortcuts } from './use-shortcuts'
import { VersionsPanel } from './VersionsPanel'

/** Errors and warnings apart: the tab counts both and its tooltip says how many of each. */
const selectProblemCounts = (state: { errors: { severity: string }[] }) => {
  const errors = state.errors.filter((e) => e.severity === 'error').length
  return { errors, warnings: state.errors.length - errors }
}
const selectFocus = (state: { focusRequest: { serial: number } | null }) =>
  state.focusRequest?.serial ?? 0

/** The editor's frame: toolbar, palette, canvas or lorebook table, side panels, test chat. */
export function EditorLayout({ title }: { title: string }) {
  const { t } = useTranslation('studio')
  const { store, contentOid, save } = useEditorServices()
  const problemCounts = useEditor(selectProblemCounts)
  const focusSerial = useEditor(selectFocus)
  const [view, setView] = useState<EditorView>('canvas')
  const [tab, setTab] = useState('inspector')
  const [message, setMessage] = useState<CardMenuMessage | null>(null)
  // An import whose thumbnail offer is unanswered shows again after a reload.
  const [cardImport, setCardImport] = useState<CardImportSummary | null>(() =>
    pendingImport(sessionStorage, contentOid),
  )
  const [versionsKey, setVersionsKey] = useState(0)
  const [testChatOpen, setTestChatOpen] = useState(false)
  // Find and replace takes the side panel's place while it is open; a serial refocuses it.
  const [search, setSearch] = useState<number | null>(null)
  const openSearch = useCallback(() => setSearch((serial) => (serial ?? 0) + 1), [])
  useSearchShortcut(openSearch)
  // The test chat outlives its panel: closing and reopening it keeps the room and transcript.
  // A draft test saves pending edits first; a draft the engine refuses fills the problems.
  const [testChat] = useState(() =>
    createTestChatSession({
      api: testChatApi,
      contentOid,
      flush: () => save.flush(),
      onDraftErrors: (errors) => {
        store.getState().setErrors(errors)
        setTab('problems')
      },
    }),
  )
  useEffect(() => () => testChat.getState().stop(), [testChat])
  const groupLabel = useCallback(() => t('studioCanvas.groupDefaultLabel'), [t])
  useShortcuts(store, groupLabel)

  // "Test from here" on a start or a scene: the dock opens and plays the saved draft there.
  const testFromHere = useCallback(
    (nodeId: string) => {
      const node = store.getState().nodes.find((candidate) => candidate.id === nodeId)
      if (!node) return
      const origin = testOriginOf(node, nodeLabel(node) || t(`studioNode.kind_${node.type}`))
      if (!origin) return
      setTestChatOpen(true)
      void testChat.getState().openFrom(origin)
    },
    [store, testChat, t],
  )

  // A clicked problem (or "open" in the lorebook) shows the node's fields.
  useEffect(() => {
    if (focusSerial > 0) setTab('inspector')
  }, [focusSerial])

  return (
    <TestFromHereContext.Provider value={testFromHere}>
      {/* The editor is the page's main landmark (the skip link's target), below the studio header. */}
      <main id="main" className="editor">
        <EditorToolbar
          title={title}
          view={view}
          onView={setView}
          testChatOpen={testChatOpen}
          onToggleTestChat={() => setTestChatOpen((open) => !open)}
          onMessage={(next) => {
            setCardImport(null)
            setMessage(next)
          }}
          onCardImport={(summary) => {
            setMessage(null)
            setCardImport(summary)
            rememberImport(sessionStorage, contentOid, summary)
          }}
          onPublished={(version) => {
            setVersionsKey((key) => key + 1)
            testChat.getState().notePublished(version)
          }}
          onProblems={() => setTab('problems')}
          searching={search !== null}
          onSearch={() => (search === null ? openSearch() : setSearch(null))}
        />
        {message ? (
          <div className="editor-message">
            <Alert tone={message.tone}>{message.text}</Alert>
          </div>
        ) : null}
        {cardImport ? (
          <div className="editor-message">
            <CardImportResult
              result={cardImport}
              onDismiss={() => {
                setCardImport(null)
                forgetImport(sessionStorage, contentOid)
              }}
              onAnswered={() => forgetImport(sessionStorage, contentOid)}
            />
          </div>
        ) : null}
        <RefusalLine />
        <div
          className={`editor-body${testChatOpen ? ' has-testchat' : ''}${view === 'canvas' ? '' : ' is-table'}`}
        >
          {view === 'canvas' ? <Palette /> : null}
          <div className="editor-main">
            {view === 'canvas' ? <StartGuide /> : null}
            {view === 'canvas' ? <FlowCanvas /> : <LorebookTable />}
          </div>
          <aside className="editor-side" aria-label={t('studioCanvas.sidePanels')}>
            {search !== null ? (
              <SearchPanel focusSerial={search} onClose={() => setSearch(null)} />
            ) : (
              <SidePanelTabs
                label={t('studioCanvas.sidePanels')}
                value={tab}
                onValueChange={setTab}
                items={[
                  {
                    value: 'inspector',
                    label: t('studioCanvas.inspector'),
                    content: <Inspector />,
                  },
                  {
                    value: 'problems',
                    label: t('studioCanvas.problemsCount', {
                      count: problemCounts.errors + problemCounts.warnings,
                    }),
                    title: t('studioCanvas.problemsTooltip', problemCounts),
                    content: <ProblemsPanel />,
                  },
                  {
                    value: 'versions',
                    label: t('studioCanvas.versions'),
                    content: <VersionsPanel refreshKey={versionsKey} />,
                  },
                ]}
              />
            )}
          </aside>
          {testChatOpen ? (
            <TestChatPanel session={testChat} onClose={() => setTestChatOpen(false)} />
          ) : null}
        </div>
        <ConflictDialog />
      </main>
    </TestFromHereContext.Provider>
  )
}
