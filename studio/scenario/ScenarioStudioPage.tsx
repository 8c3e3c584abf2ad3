/**
 * `studio2/create-scenario`: a new scenario's title first, then its editor at
 * `studio2/create-scenario?contentOid=…` (also how an existing one is opened): the canvas,
 * the inspector of what is selected, the problems, and the conflict choice when another
 * tab saved meanwhile.
 */
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { ScenarioDocumentAnswer } from '../../platform/content/scenarios/contract'
import { errorText } from '../../web/i18n'
import { navigate, useLocation } from '../../web/routing'
import { Alert, Button, TextField } from '../../web/ui'
import { studioPath } from '../shell/studio-paths'
import { PageInspector } from './PageInspector'
import { ProblemsList } from './ProblemsList'
import { ScenarioCanvas } from './ScenarioCanvas'
import { ScenarioSettings } from './ScenarioSettings'
import { ScenarioToolbar } from './ScenarioToolbar'
import { scenarioApi } from './scenario-api'
import { type ScenarioEditor, useScenarioEditor } from './use-scenario-editor'
import './scenario-studio.css'

export const scenarioEditorPath = (contentOid: string) =>
  studioPath(`/studio2/create-scenario?contentOid=${encodeURIComponent(contentOid)}`)

export function ScenarioStudioPage() {
  const { search } = useLocation()
  const contentOid = new URLSearchParams(search).get('contentOid')
  if (!contentOid || !/^[0-9a-f]{24}$/.test(contentOid)) return <CreateScenario />
  return <LoadScenario key={contentOid} contentOid={contentOid} />
}

function CreateScenario() {
  const { t } = useTranslation('studio')
  const [title, setTitle] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!title.trim()) return setFailure(t('scenarioStudio.titleNeeded'))
    setBusy(true)
    try {
      const saved = await scenarioApi.create(title.trim())
      navigate(scenarioEditorPath(String(saved.contentOid)), { replace: true })
    } catch (error) {
      setFailure(errorText(t, error))
      setBusy(false)
    }
  }
  return (
    <main id="main" className="page page-narrow stack scenario-create">
      <h1>{t('scenarioStudio.createTitle')}</h1>
      <p className="muted">{t('scenarioStudio.createLead')}</p>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('scenarioStudio.scenarioTitle')}
          value={title}
          maxLength={120}
          error={failure}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('scenarioStudio.create')}
        </Button>
      </form>
    </main>
  )
}

function LoadScenario({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation('studio')
  const [answer, setAnswer] = useState<ScenarioDocumentAnswer | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => {
    scenarioApi.load(contentOid).then(setAnswer, (error) => setFailure(errorText(t, error)))
  }, [contentOid, t])
  if (failure)
    return (
      <main id="main" className="page page-narrow">
        <Alert tone="error">{failure}</Alert>
      </main>
    )
  if (!answer) return <p className="muted page">{t('common.loading')}</p>
  return <Editor contentOid={contentOid} first={answer} />
}

function Editor({ contentOid, first }: { contentOid: string; first: ScenarioDocumentAnswer }) {
  const editor = useScenarioEditor(contentOid, first)
  const selected = editor.selection
  const page =
    selected?.kind === 'page'
      ? editor.document.pages.find((candidate) => candidate.id === selected.id)
      : selected?.kind === 'option'
        ? editor.document.pages.find((candidate) =>
            candidate.options.some((o) => o.id === selected.id),
          )
        : undefined
  return (
    <main id="main" className="scenario-studio" data-testid="scenario-studio">
      <ScenarioToolbar editor={editor} />
      <ConflictBar editor={editor} />
      <div className="scenario-body">
        <ScenarioCanvas editor={editor} />
        <aside className="scenario-side">
          {page ? (
            <PageInspector key={page.id} editor={editor} page={page} />
          ) : (
            <ScenarioSettings editor={editor} />
          )}
          <ProblemsList editor={editor} />
        </aside>
      </div>
    </main>
  )
}

/** 'Scenario version conflict': nothing is overwritten until the writer chooses. */
function ConflictBar({ editor }: { editor: ScenarioEditor }) {
  const { t } = useTranslation('studio')
  const status = useStore(editor.save.status, (state) => state.status)
  const [failure, setFailure] = useState<string | null>(null)
  if (status !== 'conflict') return null
  const choose = (keepMine: boolean) =>
    editor.resolveConflict(keepMine).catch((error) => setFailure(errorText(t, error)))
  return (
    <div
      className="scenario-conflict"
      role="alertdialog"
      aria-label={t('scenarioStudio.conflictTitle')}
    >
      <strong>{t('scenarioStudio.conflictTitle')}</strong>
      <span>{t('scenarioStudio.conflictText')}</span>
      <Button variant="secondary" onClick={() => void choose(false)}>
        {t('scenarioStudio.reloadTheirs')}
      </Button>
      <Button onClick={() => void choose(true)}>{t('scenarioStudio.keepMine')}</Button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  )
}
