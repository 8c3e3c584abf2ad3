import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from '../../web/routing'
import { Button } from '../../web/ui'
import type { CardImportSummary } from '../cards/CardImportResult'
import { CardMenu, type CardMenuMessage } from '../cards/CardMenu'
import { setupPath } from '../shell/studio-paths'
import { useEditor, useEditorServices } from './EditorContext'
import { LayoutTools } from './LayoutTools'
import { PublishButton } from './PublishButton'
import { SaveStatus } from './SaveStatus'
import { selectGrouping, selectHistory } from './selectors'
import {
  CanvasIcon,
  LorebookIcon,
  MoreIcon,
  RedoIcon,
  TestChatIcon,
  UndoIcon,
} from './toolbar-icons'
import { PHONE_QUERY, useMediaQuery } from './use-media-query'
import { ungroupSelected } from './use-shortcuts'

export type EditorView = 'canvas' | 'lorebook'

export interface EditorToolbarProps {
  title: string
  view: EditorView
  onView: (view: EditorView) => void
  testChatOpen: boolean
  onToggleTestChat: () => void
  onMessage: (message: CardMenuMessage) => void
  onCardImport: (summary: CardImportSummary) => void
  onPublished: (version: number) => void
  onProblems: () => void
  /** Find and replace is open (it takes the side panel's place). */
  searching: boolean
  onSearch: () => void
}

/**
 * The canvas's toolbar. On a phone (PHONE_QUERY) it is two short rows, the title with
 * saving and publishing, then icons for the view, undo, redo and the test chat and a
 * "More" menu with the rest, so the canvas starts above the fold.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const compact = useMediaQuery(PHONE_QUERY)
  return compact ? <CompactToolbar {...props} /> : <FullToolbar {...props} />
}

function FullToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation('studio')
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('studioCanvas.toolbar')}>
      <h1 className="editor-title">{props.title || t('studioList.untitled')}</h1>
      <ViewSwitch view={props.view} onView={props.onView} />
      <HistoryButtons />
      <GroupButtons />
      <LayoutTools
        canvas={props.view === 'canvas'}
        searching={props.searching}
        onSearch={props.onSearch}
      />
      <CardMenu onMessage={props.onMessage} onImported={props.onCardImport} />
      <StoryDetailsLink />
      <Button
        variant={props.testChatOpen ? 'primary' : 'secondary'}
        aria-pressed={props.testChatOpen}
        onClick={props.onToggleTestChat}
      >
        {t('studioTestChat.open')}
      </Button>
      <SaveStatus />
      <PublishButton
        onMessage={props.onMessage}
        onPublished={props.onPublished}
        onProblems={props.onProblems}
      />
    </div>
  )
}

function CompactToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation('studio')
  return (
    <div
      className="editor-toolbar is-compact"
      role="toolbar"
      aria-label={t('studioCanvas.toolbar')}
    >
      <div className="editor-toolbar-row">
        <div className="editor-toolbar-heading">
          <h1 className="editor-title">{props.title || t('studioList.untitled')}</h1>
          <SaveStatus />
        </div>
        <PublishButton
          onMessage={props.onMessage}
          onPublished={props.onPublished}
          onProblems={props.onProblems}
        />
      </div>
      <div className="editor-toolbar-row">
        <ViewSwitch view={props.view} onView={props.onView} compact />
        <HistoryButtons compact />
        <IconButton
          label={t('studioTestChat.open')}
          icon={<TestChatIcon />}
          pressed={props.testChatOpen}
          onClick={props.onToggleTestChat}
        />
        <MoreMenu>
          <GroupButtons />
          <LayoutTools
            canvas={props.view === 'canvas'}
            searching={props.searching}
            onSearch={props.onSearch}
          />
          <CardMenu onMessage={props.onMessage} onImported={props.onCardImport} />
          <StoryDetailsLink />
        </MoreMenu>
      </div>
    </div>
  )
}

function IconButton({
  label,
  icon,
  pressed,
  ...rest
}: {
  label: string
  icon: ReactNode
  pressed?: boolean
  disabled?: boolean
  onClick: () => void
  'aria-keyshortcuts'?: string
}) {
  return (
    <Button
      variant={pressed ? 'primary' : 'secondary'}
      className="toolbar-icon-button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      {...rest}
    >
      {icon}
    </Button>
  )
}

function ViewSwitch({
  view,
  onView,
  compact = false,
}: {
  view: EditorView
  onView: (view: EditorView) => void
  compact?: boolean
}) {
  const { t } = useTranslation('studio')
  const views = [
    { value: 'canvas', label: t('studioCanvas.viewCanvas'), icon: <CanvasIcon /> },
    { value: 'lorebook', label: t('studioCanvas.viewLorebook'), icon: <LorebookIcon /> },
  ] as const
  return (
    <fieldset className="editor-view-switch">
      <legend className="visually-hidden">{t('studioCanvas.view')}</legend>
      {views.map((item) =>
        compact ? (
          <IconButton
            key={item.value}
            label={item.label}
            icon={item.icon}
            pressed={view === item.value}
            onClick={() => onView(item.value)}
          />
        ) : (
          <Button
            key={item.value}
            variant={view === item.value ? 'primary' : 'secondary'}
            aria-pressed={view === item.value}
            onClick={() => onView(item.value)}
          >
            {item.label}
          </Button>
        ),
      )}
    </fieldset>
  )
}

function HistoryButtons({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('studio')
  const history = useEditor(selectHistory)
  if (compact)
    return (
      <>
        <IconButton
          label={t('studioCanvas.undo')}
          icon={<UndoIcon />}
          disabled={!history.canUndo}
          onClick={history.undo}
          aria-keyshortcuts="Control+Z"
        />
        <IconButton
          label={t('studioCanvas.redo')}
          icon={<RedoIcon />}
          disabled={!history.canRedo}
          onClick={history.redo}
          aria-keyshortcuts="Control+Shift+Z"
        />
      </>
    )
  return (
    <>
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
    </>
  )
}

function GroupButtons() {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  const grouping = useEditor(selectGrouping)
  return (
    <>
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
    </>
  )
}

function StoryDetailsLink() {
  const { t } = useTranslation('studio')
  const { contentOid } = useEditorServices()
  return (
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
  )
}

/**
 * The compact toolbar's "More": a disclosure (Tab moves through it, Escape closes it). Its
 * list stays mounted while closed, so the card file input is always there to be chosen.
 */
function MoreMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation('studio')
  const [open, setOpen] = useState(false)
  const listId = useId()
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLDivElement>(null)

  // A chosen action (a button or a link in the list) closes it.
  useEffect(() => {
    const element = list.current
    if (!element) return
    const chosen = (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest('button, a')) setOpen(false)
    }
    element.addEventListener('click', chosen)
    return () => element.removeEventListener('click', chosen)
  }, [])

  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div className="toolbar-more" ref={container}>
      <button
        ref={button}
        type="button"
        className="button button-secondary toolbar-icon-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('studioCanvas.more')}
        title={t('studioCanvas.more')}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreIcon />
      </button>
      <div id={listId} ref={list} className="toolbar-more-list" hidden={!open}>
        {children}
      </div>
    </div>
  )
}
