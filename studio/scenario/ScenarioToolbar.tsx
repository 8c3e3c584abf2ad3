/** The editor's bar: title, add a page or an ending, the save state, play and publish. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { ApiError } from '../../web/api'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { studioPath } from '../shell/studio-paths'
import { addPage, nextPosition } from './document-commands'
import { scenarioApi } from './scenario-api'
import type { ScenarioEditor } from './use-scenario-editor'

export function ScenarioToolbar({ editor }: { editor: ScenarioEditor }) {
  const { t } = useTranslation('studio')
  const status = useStore(editor.save.status, (state) => state.status)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const add = (kind: 'page' | 'ending') => {
    const title = kind === 'ending' ? t('scenarioStudio.newEnding') : t('scenarioStudio.newPage')
    editor.apply((document) => {
      const selected = editor.selection?.kind === 'page' ? editor.selection.id : null
      const added = addPage(document, kind, nextPosition(document, selected), title)
      editor.select({ kind: 'page', id: added.pageId })
      return added.document
    })
  }

  async function publish() {
    setBusy(true)
    setOutcome(null)
    try {
      if (!(await editor.save.flush())) throw new Error(t('scenarioStudio.notSaved'))
      const answer = await scenarioApi.publish(
        editor.contentOid,
        editor.save.status.getState().version,
      )
      editor.setLoaded(answer)
      setOutcome({ tone: 'success', text: t('scenarioStudio.published') })
    } catch (error) {
      const problems = error instanceof ApiError && error.code === 'SCENARIO_HAS_PROBLEMS'
      setOutcome({
        tone: 'error',
        text: problems ? t('scenarioStudio.fixFirst') : errorText(t, error),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <header className="scenario-toolbar">
      <h1 className="scenario-title">{editor.loaded.title || t('scenarioStudio.untitled')}</h1>
      <div className="scenario-toolbar-actions">
        <Button variant="secondary" onClick={() => add('page')}>
          {t('scenarioStudio.addPage')}
        </Button>
        <Button variant="secondary" onClick={() => add('ending')}>
          {t('scenarioStudio.addEnding')}
        </Button>
        <span
          className={`save-status save-${status}`}
          role="status"
          data-testid="save-status"
          data-status={status}
        >
          {t(`scenarioStudio.save_${status}`)}
        </span>
        {editor.loaded.publishedVersion !== null ? (
          <a className="button button-link" href={studioPath(`/scenario/${editor.contentOid}`)}>
            {t('scenarioStudio.play')}
          </a>
        ) : null}
        <Button onClick={() => void publish()} disabled={busy}>
          {t('scenarioStudio.publish')}
        </Button>
      </div>
      {outcome ? (
        <div data-testid="scenario-outcome">
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
      ) : null}
    </header>
  )
}
