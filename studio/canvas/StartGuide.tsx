import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../web/ui'
import { GUIDE_STEPS, type GuideStep, readGuide, writeGuide } from '../stories/start-guide'
import { STARTER_IDS } from '../stories/starter-template'
import { useEditor, useEditorServices } from './EditorContext'

const TEXTS = {
  scene: { title: 'studioGuide.sceneTitle', text: 'studioGuide.sceneText' },
  character: { title: 'studioGuide.characterTitle', text: 'studioGuide.characterText' },
  publish: { title: 'studioGuide.publishTitle', text: 'studioGuide.publishText' },
} as const

/** The node a step points at: the template's own, else the first of its kind still there. */
const selectTargets = (state: { nodes: { id: string; type: string }[] }) => {
  const find = (type: string, preferred: string) =>
    state.nodes.find((node) => node.id === preferred)?.id ??
    state.nodes.find((node) => node.type === type)?.id ??
    null
  return {
    scene: find('story', STARTER_IDS.scene),
    character: find('character', STARTER_IDS.character),
  }
}

/**
 * The three-step guide of a story made from the template: the scene, the character, then
 * Compile and publish. Each step rings what it names; "Show me" selects and centres it.
 * Its step, or that it was closed, is kept per story in this browser.
 */
export function StartGuide() {
  const { t } = useTranslation('studio')
  const { store, contentOid } = useEditorServices()
  const targets = useEditor(selectTargets)
  const [step, setStep] = useState(() => readGuide(localStorage, contentOid))
  if (step === null) return null
  const kind = GUIDE_STEPS[step] as GuideStep
  const target = kind === 'publish' ? null : targets[kind]
  const go = (next: number | null) => {
    writeGuide(localStorage, contentOid, next)
    setStep(next === null || next >= GUIDE_STEPS.length ? null : next)
  }
  const show = () => {
    if (target) store.getState().focusNode(target)
    else document.querySelector<HTMLElement>('[data-guide="publish"]')?.focus()
  }
  const last = step === GUIDE_STEPS.length - 1
  return (
    <section className="start-guide" aria-label={t('studioGuide.label')}>
      <style>{ringStyle(kind, target)}</style>
      <div className="start-guide-text">
        <span className="start-guide-step">
          {t('studioGuide.step', { step: step + 1, total: GUIDE_STEPS.length })}
        </span>
        <strong>{t(TEXTS[kind].title)}</strong>
        <span>{t(TEXTS[kind].text)}</span>
      </div>
      <div className="start-guide-actions">
        {kind === 'publish' || target ? (
          <Button variant="secondary" onClick={show}>
            {t('studioGuide.show')}
          </Button>
        ) : null}
        <Button onClick={() => go(step + 1)}>
          {t(last ? 'studioGuide.done' : 'studioGuide.next')}
        </Button>
      </div>
      <button
        type="button"
        className="start-guide-close"
        aria-label={t('studioGuide.dismiss')}
        onClick={() => go(null)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  )
}

/** A ring around what the step names: a node by its React Flow id, or the publish button. */
function ringStyle(kind: GuideStep, target: string | null): string {
  const selector =
    kind === 'publish'
      ? '[data-guide="publish"]'
      : target
        ? `.react-flow__node[data-id="${CSS.escape(target)}"] .story-node`
        : null
  return selector ? `${selector} { box-shadow: 0 0 0 3px var(--color-accent); }` : ''
}
