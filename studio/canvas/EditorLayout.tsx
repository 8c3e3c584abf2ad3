import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from '../../web/routing'
import { Alert, Button } from '../../web/ui'
import { CardImportResult, type CardImportSummary } from '../cards/CardImportResult'
import { CardMenu, type CardMenuMessage } from '../cards/CardMenu'
import { Inspector } from '../inspector/Inspector'
import { LorebookTable } from '../lorebook/LorebookTable'
import { setupPath } from '../shell/studio-paths'
import { createTestChatSession, TestChatPanel, testChatApi } from '../testchat'
import { ConflictDialog } from './ConflictDialog'
import { useEditor, useEditorServices } from './EditorContext'
import { FlowCanvas } from './FlowCanvas'
import { LayoutTools, RefusalLine } from './LayoutTools'
import { Palette } from './Palette'
import { ProblemsPanel } from './ProblemsPanel'
import { PublishButton } from './PublishButton'
import { SaveStatus } from './SaveStatus'
import { SearchPanel, useSearchShortcut } from './SearchPanel'
import { SidePanelTabs } from './SidePanelTabs'
import { StartGuide } from './StartGuide'
import { selectGrouping, selectHistory } from './selectors'
import { ungroupSelected, useShortcuts } from './use-shortcuts'
import { VersionsPanel } from './VersionsPanel'

/** Errors and warnings apart: the tab counts both and its tooltip says how many of each. */
const selectProblemCounts = (state: { errors: { severity: string }[] }) => {
  const errors = state.errors.filter((e) => e.severity === 'error').length
  return { errors, warnings: state.errors.length - errors }
}
const selectFocus = (state: { focusRequest: { serial: number } | null }) =>
  state.focusRequest?.serial ?? 0

/** The editor's frame: toolbar, palette, canvas or lorebook table, side panels. */
export function EditorLayout({ title }: { title: string }) {
  const { t } = useTranslation('studio')
  const { store, contentOid } = useEditorServices()
  const history = useEditor(selectHistory)
  const grouping = useEditor(selectGrouping)
  const problemCounts = useEditor(selectProblemCounts)
  const focusSerial = useEditor(selectFocus)
  const [view, setView] = useState<'canvas' | 'lorebook'>('canvas')
  const [tab, setTab] = useState('inspector')
  const [message, setMessage] = useState<CardMenuMessage | null>(null)
  const [cardImport, setCardImport] = useState<CardImportSummary | null>(null)
  const [versionsKey, setVersionsKey] = useState(0)
  const [testChatOpen, setTestChatOpen] = useState(false)
  // Find and replace takes the side panel's place while it is open; a serial refocuses it.
  const [search, setSearch] = useState<number | null>(null)
  const openSearch = useCallback(() => setSearch((serial) => (serial ?? 0) + 1), [])
  useSearchShortcut(openSearch)
  // The test chat outlives its panel: closing and reopening it keeps the room and transcript.
  const [testChat] = useState(() => createTestChatSession({ api: testChatApi, contentOid }))
  useEffect(() => () => testChat.getState().stop(), [testChat])
  const groupLabel = useCallback(() => t('studioCanvas.groupDefaultLabel'), [t])
  useShortcuts(store, groupLabel)

  // A clicked problem (or "open" in the lorebook) shows the node's fields.
  useEffect(() => {
    if (focusSerial > 0) setTab('inspector')
  }, [focusSerial])

  return (
    <div className="editor">
      <div className="editor-toolbar" role="toolbar" aria-label={t('studioCanvas.toolbar')}>
        <h1 className="editor-title">{title || t('studioList.untitled')}</h1>
        <fieldset className="editor-view-switch">
          <legend className="visually-hidden">{t('studioCanvas.view')}</legend>
          <Button
            variant={view === 'canvas' ? 'primary' : 'secondary'}
            aria-pressed={view === 'canvas'}
            onClick={() => setView('canvas')}
          >
            {t('studioCanvas.viewCanvas')}
          </Button>
          <Button
            variant={view === 'lorebook' ? 'primary' : 'secondary'}
            aria-pressed={view === 'lorebook'}
            onClick={() => setView('lorebook')}
          >
            {t('studioCanvas.viewLorebook')}
          </Button>
        </fieldset>
        <Button
          variant="secondary"
          disabled={!history.canUndo}
          onClick={history.undo}
          aria-keyshortcuts="Control+Z"
        >
          {t('studioCanvas.undo')}
        </Button>
        <Button
          variant="secondary"
          disabled={!history.canRedo}
          onClick={history.redo}
          aria-keyshortcuts="Control+Shift+Z"
        >
          {t('studioCanvas.redo')}
        </Button>
        <Button
          variant="secondary"
          disabled={!grouping.groupable}
          onClick={() => store.getState().groupSelection(t('studioCanvas.groupDefaultLabel'))}
          aria-keyshortcuts="Control+G"
        >
          {t('studioCanvas.group')}
        </Button>
        <Button
          variant="secondary"
          disabled={grouping.groups === 0}
          onClick={() => ungroupSelected(store)}
          aria-keyshortcuts="Control+Shift+G"
        >
          {t('studioCanvas.ungroup')}
        </Button>
        <LayoutTools
          canvas={view === 'canvas'}
          searching={search !== null}
          onSearch={() => (search === null ? openSearch() : setSearch(null))}
        />
        <CardMenu
          onMessage={(next) => {
            setCardImport(null)
            setMessage(next)
          }}
          onImported={(summary) => {
            setMessage(null)
            setCardImport(summary)
          }}
        />
        <a
          className="button button-link"
          href={setupPath(contentOid)}
          onClick={(event) => {
            event.preventDefault()
            navigate(setupPath(contentOid))
          }}
        >
          {t('studioCanvas.storyDetails')}
        </a>
        <Button
          variant={testChatOpen ? 'primary' : 'secondary'}
          aria-pressed={testChatOpen}
          onClick={() => setTestChatOpen((open) => !open)}
        >
          {t('studioTestChat.open')}
        </Button>
        <SaveStatus />
        <PublishButton
          onMessage={setMessage}
          onPublished={(version) => {
            setVersionsKey((key) => key + 1)
            testChat.getState().notePublished(version)
          }}
          onProblems={() => setTab('problems')}
        />
      </div>
      {message ? (
        <div className="editor-message">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      ) : null}
      {cardImport ? (
        <div className="editor-message">
          <CardImportResult result={cardImport} onDismiss={() => setCardImport(null)} />
        </div>
      ) : null}
      <RefusalLine />
      <div className={`editor-body${testChatOpen ? ' has-testchat' : ''}`}>
        <Palette />
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
                { value: 'inspector', label: t('studioCanvas.inspector'), content: <Inspector /> },
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
    </div>
  )
}
