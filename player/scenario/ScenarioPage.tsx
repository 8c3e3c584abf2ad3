/**
 * `scenario/{scenariooid}`: the viewer's page of a scenario, where they left off (kept by
 * the server, so a reload or another device resumes there), its options, the path so far,
 * a fresh start, and a room to play it with others.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ScenarioPlayAnswer } from '../../platform/content/scenarios/contract'
import { ApiError } from '../../web/api'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import type { PageProps } from '../PlayerApp'
import { useLocalizedPath } from '../shell/use-localized-path'
import { ScenarioStage } from './ScenarioStage'
import { scenarioPlayerApi } from './scenario-api'
import './scenario.css'

export function ScenarioPage({ params }: PageProps) {
  const { t } = useTranslation('player')
  const oid = params.scenarioOid ?? ''
  const loaded = useData(['scenario-play', oid], () => scenarioPlayerApi.play(oid))
  const [current, setCurrent] = useState<ScenarioPlayAnswer | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const localized = useLocalizedPath()
  const answer = current ?? loaded.data

  if (loaded.result.state === 'failed' && !answer)
    return (
      <main id="main" className="page page-narrow">
        <Alert tone="error">{errorText(t, loaded.error)}</Alert>
      </main>
    )
  if (!answer) return <p className="muted page">{t('common.loading')}</p>

  async function run(call: () => Promise<ScenarioPlayAnswer>) {
    setBusy(true)
    setFailure(null)
    try {
      setCurrent(await call())
    } catch (error) {
      // Another tab moved on: show where the viewer is now.
      if (error instanceof ApiError && error.code === 'SCENARIO_STALE_CHOICE')
        setCurrent(await scenarioPlayerApi.play(oid))
      else setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  const { page, progress } = answer
  return (
    <main id="main" className="page scenario-player" tabIndex={-1}>
      <p className="scenario-kicker">
        <span>{answer.title}</span>
        <span className="muted" data-testid="scenario-step">
          {t('scenarioPlayer.step', { step: progress.path.length })}
        </span>
      </p>
      <ScenarioStage
        key={`${page.id}-${progress.path.length}`}
        page={page}
        creatorOid={answer.creatorOid}
        contentOid={answer.contentOid}
        options={
          page.options.length > 0 ? (
            <ul className="scenario-options-list" aria-label={t('scenarioPlayer.options')}>
              {page.options.map((option) => (
                <li key={option.id}>
                  <Button
                    block
                    variant="secondary"
                    disabled={busy}
                    onClick={() =>
                      void run(() => scenarioPlayerApi.choose(oid, page.id, option.id))
                    }
                  >
                    {option.label}
                  </Button>
                </li>
              ))}
            </ul>
          ) : page.kind === 'ending' ? (
            <p className="scenario-the-end">{t('scenarioPlayer.theEnd')}</p>
          ) : null
        }
      />
      {failure ? <Alert tone="error">{errorText(t, failure)}</Alert> : null}
      <div className="scenario-actions">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(() => scenarioPlayerApi.restart(oid))}
        >
          {t('scenarioPlayer.restart')}
        </Button>
        <a className="button button-link" href={localized(`/multiplay/${oid}`)}>
          {t('scenarioPlayer.playTogether')}
        </a>
      </div>
    </main>
  )
}
