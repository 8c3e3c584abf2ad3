import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../web/ui'
import { storiesApi } from '../api/connected'
import { type PublishStep, runPublish } from '../editor/publish-flow'
import { useErrorText } from '../stories/use-api-error-text'
import { useEditorServices } from './EditorContext'

export interface PublishMessage {
  tone: 'success' | 'error'
  text: string
}

/** Save → compile → publish, with the step shown; compile errors go to the problems panel. */
export function PublishButton({
  onMessage,
  onPublished,
  onProblems,
}: {
  onMessage: (message: PublishMessage) => void
  onPublished: (version: number) => void
  onProblems: () => void
}) {
  const { t } = useTranslation('studio')
  const describeError = useErrorText()
  const { contentOid, save, store } = useEditorServices()
  const [step, setStep] = useState<PublishStep | null>(null)

  const publish = async () => {
    try {
      const outcome = await runPublish({
        flush: () => save.flush(),
        compile: () => storiesApi.compile(contentOid),
        publish: () => storiesApi.publish(contentOid),
        onStep: setStep,
      })
      if (outcome.ok) {
        onMessage({
          tone: 'success',
          text: outcome.unchanged
            ? t('studioCanvas.publishUnchanged', { version: outcome.version })
            : t('studioCanvas.published', { version: outcome.version }),
        })
        onPublished(outcome.version)
      } else if (outcome.reason === 'compile-errors') {
        store.getState().setErrors(outcome.errors)
        onMessage({
          tone: 'error',
          text: t('studioCanvas.compileFailed', {
            count: outcome.errors.filter((e) => e.severity === 'error').length,
          }),
        })
        onProblems()
      } else {
        onMessage({ tone: 'error', text: t('studioCanvas.notSaved') })
      }
    } catch (error) {
      setStep('failed')
      onMessage({ tone: 'error', text: describeError(error) })
    }
  }

  const running = step === 'saving' || step === 'compiling' || step === 'publishing'
  return (
    <>
      {running ? (
        <span className="publish-progress" role="status">
          <progress
            max={3}
            value={step === 'saving' ? 1 : step === 'compiling' ? 2 : 3}
            aria-label={t(`studioCanvas.step_${step}`)}
          />
          {t(`studioCanvas.step_${step}`)}
        </span>
      ) : null}
      <Button onClick={publish} busy={running} data-guide="publish">
        {t('studioCanvas.publish')}
      </Button>
    </>
  )
}
