/**
 * Render: pending edits are saved first, then the saved version is queued as the
 * content's video job; its progress is read from encoding-status until it ends.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StoreApi } from 'zustand/vanilla'
import { errorText } from '../../web/i18n'
import { Button } from '../../web/ui'
import type { TimelineStore } from './store'
import { timelineApi } from './timeline-api'

type RenderState =
  | { phase: 'idle' }
  | { phase: 'running'; taskId: string; progress: number }
  | { phase: 'done' }
  | { phase: 'failed'; message: string }

async function saved(store: StoreApi<TimelineStore>): Promise<number> {
  if (store.getState().saveStatus !== 'saved') store.getState().requestSave()
  for (let i = 0; i < 100 && store.getState().saveStatus !== 'saved'; i++) {
    if (['conflict', 'error'].includes(store.getState().saveStatus)) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return store.getState().version
}

export function RenderPanel({
  store,
  contentOid,
}: {
  store: StoreApi<TimelineStore>
  contentOid: string
}) {
  const { t } = useTranslation('studio')
  const [state, setState] = useState<RenderState>({ phase: 'idle' })

  useEffect(() => {
    if (state.phase !== 'running') return
    const timer = setInterval(async () => {
      const status = await timelineApi.status(contentOid).catch(() => null)
      const job = status?.jobs.find((each) => each.taskId === state.taskId)
      if (!job) return
      if (job.status === 'done') setState({ phase: 'done' })
      else if (job.status === 'failed' || job.status === 'cancelled')
        setState({ phase: 'failed', message: job.error ?? job.status })
      else setState({ ...state, progress: job.progress })
    }, 1000)
    return () => clearInterval(timer)
  }, [state, contentOid])

  const render = async () => {
    try {
      const version = await saved(store)
      const { taskId } = await timelineApi.render(contentOid, version)
      setState({ phase: 'running', taskId, progress: 0 })
    } catch (error) {
      setState({ phase: 'failed', message: errorText(t, error) })
    }
  }

  return (
    <div className="timeline-render" data-testid="timeline-render">
      <Button
        onClick={render}
        busy={state.phase === 'running'}
        data-testid="timeline-render-button"
      >
        {t('timeline.render')}
      </Button>
      {state.phase === 'running' ? (
        <span role="status">
          <progress max={100} value={state.progress} />{' '}
          {t('timeline.rendering', { progress: state.progress })}
        </span>
      ) : null}
      {state.phase === 'done' ? <span role="status">{t('timeline.rendered')}</span> : null}
      {state.phase === 'failed' ? (
        <span role="alert">{t('timeline.renderFailed', { message: state.message })}</span>
      ) : null}
    </div>
  )
}
