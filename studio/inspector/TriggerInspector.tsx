import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { TRIGGER_WHEN_KINDS, type TriggerEffectData, type TriggerNode } from '../../engine/canvas'
import { Button } from '../../web/ui'
import { useEditorServices } from '../canvas/EditorContext'
import { useProblemText } from '../problems'
import { CheckInput, NumberInput, SelectInput, TextInput, useFieldProblems } from './fields'
import { useNodeOptions, useVariables } from './use-node-options'
import { useNodeUpdate } from './use-node-update'

const EFFECT_KINDS = [
  'set-variable',
  'add-variable',
  'move-to-scene',
  'activate-lorebook',
  'inject-instruction',
  'make-image-available',
  'show-image',
  'end-story',
] as const satisfies readonly TriggerEffectData['kind'][]

function newEffect(kind: TriggerEffectData['kind']): TriggerEffectData {
  switch (kind) {
    case 'set-variable':
      return { kind, name: '', value: 0 }
    case 'add-variable':
      return { kind, name: '', amount: 1 }
    case 'move-to-scene':
      return { kind, sceneId: '' }
    case 'activate-lorebook':
      return { kind, entryId: '', turns: 3 }
    case 'inject-instruction':
      return { kind, text: '', turns: 1 }
    case 'make-image-available':
    case 'show-image':
      return { kind, imageId: '' }
    case 'end-story':
      return { kind }
  }
}

/** The engine's findings on one effect: a choice still to make apart from real faults. */
function useEffectProblems(nodeId: string) {
  const { store } = useEditorServices()
  const problems = useStore(store, (state) => state.errorsByNode.get(nodeId))
  const describe = useProblemText()
  return (index: number) => {
    const own = problems?.filter((problem) => problem.field === `effects.${index}`) ?? []
    const asks = own.filter((problem) => MISSING_CHOICE.test(problem.key))
    const faults = own.filter((problem) => !MISSING_CHOICE.test(problem.key))
    return {
      ask: asks.length > 0 ? asks.map(describe).join(' ') : undefined,
      error: faults.length > 0 ? faults.map(describe).join(' ') : null,
    }
  }
}

/** An effect's variable, scene, entry or image not chosen yet: asked for, not an error. */
const MISSING_CHOICE = /^EFFECT_[A-Z]+_MISSING$/

/** A trigger: when (turn start/end, text match, condition) → a list of effects. */
export function TriggerInspector({ node }: { node: TriggerNode }) {
  const { t } = useTranslation('studio')
  const { set } = useNodeUpdate<TriggerNode['data']>(node.id)
  const when = node.data.when
  const effects = node.data.effects
  const effectsProblem = useFieldProblems(node.id, 'effects', { exact: true })
  const whenProblem = useFieldProblems(node.id, 'when')
  const effectProblems = useEffectProblems(node.id)
  const setEffect = (index: number, effect: TriggerEffectData) =>
    set(
      'effects',
      effects.map((entry, at) => (at === index ? effect : entry)),
    )

  return (
    <>
      <TextInput
        label={t('studioField.title')}
        value={node.data.title}
        onChange={(v) => set('title', v)}
        error={useFieldProblems(node.id, 'title')}
      />
      <fieldset className="inspector-group">
        <legend>{t('studioField.when')}</legend>
        <SelectInput
          label={t('studioField.whenKind')}
          value={when.kind}
          options={TRIGGER_WHEN_KINDS.map((kind) => ({
            value: kind,
            label: t(`studioField.when_${kind}`),
          }))}
          onChange={(kind) => set('when', { ...when, kind })}
          error={whenProblem}
        />
        {when.kind === 'user-text' || when.kind === 'ai-text' ? (
          <TextInput
            label={t('studioField.pattern')}
            value={when.pattern ?? ''}
            onChange={(pattern) => set('when', { ...when, pattern })}
            hint={t('studioField.patternHint')}
          />
        ) : null}
        {when.kind === 'condition' ? (
          <p className="field-hint">{t('studioField.triggerConditionHint')}</p>
        ) : null}
        <CheckInput
          label={t('studioField.once')}
          checked={when.once}
          onChange={(once) => set('when', { ...when, once })}
        />
      </fieldset>
      <fieldset className="inspector-group">
        <legend>{t('studioField.effects')}</legend>
        {effectsProblem ? <p className="field-error">{effectsProblem}</p> : null}
        <ol className="effect-list">
          {effects.map((effect, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: effects are ordered, without ids
            <li key={index} className="effect-row">
              <EffectFields
                effect={effect}
                problems={effectProblems(index)}
                onChange={(next) => setEffect(index, next)}
              />
              <Button
                variant="link"
                onClick={() =>
                  set(
                    'effects',
                    effects.filter((_, at) => at !== index),
                  )
                }
              >
                {t('studioField.removeEffect')}
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          onClick={() => set('effects', [...effects, newEffect('set-variable')])}
        >
          {t('studioField.addEffect')}
        </Button>
      </fieldset>
    </>
  )
}

/** One effect's fields; the target's select asks for a choice until one is made. */
function EffectFields({
  effect,
  problems,
  onChange,
}: {
  effect: TriggerEffectData
  problems: { ask: string | undefined; error: string | null }
  onChange: (effect: TriggerEffectData) => void
}) {
  const { t } = useTranslation('studio')
  const variables = useVariables()
  const scenes = useNodeOptions('story')
  const entries = useNodeOptions('lorebookEntry')
  const images = useNodeOptions('image')
  const choose = (placeholder: string, options: { value: string; label: string }[]) => [
    { value: '', label: placeholder },
    ...options,
  ]
  const variableOptions = choose(
    t('studioField.chooseVariable'),
    variables.map((v) => ({ value: v.name, label: v.name })),
  )
  const target = { hint: problems.ask, error: problems.error }
  return (
    <>
      <SelectInput
        label={t('studioField.effectKind')}
        value={effect.kind}
        options={EFFECT_KINDS.map((kind) => ({
          value: kind,
          label: t(`studioField.effect_${kind}`),
        }))}
        onChange={(kind) => onChange(newEffect(kind))}
      />
      {effect.kind === 'set-variable' ? (
        <>
          <SelectInput
            label={t('studioField.variable')}
            value={effect.name}
            options={variableOptions}
            onChange={(name) =>
              onChange({
                ...effect,
                name,
                value: valueFor(variables.find((v) => v.name === name)?.valueType),
              })
            }
            {...target}
          />
          {typeof effect.value === 'boolean' ? (
            <CheckInput
              label={t('studioField.valueTrue')}
              checked={effect.value}
              onChange={(value) => onChange({ ...effect, value })}
            />
          ) : typeof effect.value === 'number' ? (
            <NumberInput
              label={t('studioField.value')}
              value={effect.value}
              onChange={(value) => onChange({ ...effect, value: value ?? 0 })}
            />
          ) : (
            <TextInput
              label={t('studioField.value')}
              value={effect.value}
              onChange={(value) => onChange({ ...effect, value })}
            />
          )}
        </>
      ) : null}
      {effect.kind === 'add-variable' ? (
        <>
          <SelectInput
            label={t('studioField.variable')}
            value={effect.name}
            options={variableOptions}
            onChange={(name) => onChange({ ...effect, name })}
            {...target}
          />
          <NumberInput
            label={t('studioField.amount')}
            value={effect.amount}
            onChange={(amount) => onChange({ ...effect, amount: amount ?? 0 })}
          />
        </>
      ) : null}
      {effect.kind === 'move-to-scene' ? (
        <SelectInput
          label={t('studioField.scene')}
          value={effect.sceneId}
          options={choose(t('studioField.chooseScene'), scenes)}
          onChange={(sceneId) => onChange({ ...effect, sceneId })}
          {...target}
        />
      ) : null}
      {effect.kind === 'activate-lorebook' ? (
        <>
          <SelectInput
            label={t('studioField.lorebookEntry')}
            value={effect.entryId}
            options={choose(t('studioField.chooseEntry'), entries)}
            onChange={(entryId) => onChange({ ...effect, entryId })}
            {...target}
          />
          <NumberInput
            label={t('studioField.turns')}
            value={effect.turns}
            min={1}
            max={1000}
            onChange={(turns) => onChange({ ...effect, turns: clampTurns(turns) })}
          />
        </>
      ) : null}
      {effect.kind === 'inject-instruction' ? (
        <>
          <TextInput
            label={t('studioField.instruction')}
            value={effect.text}
            onChange={(text) => onChange({ ...effect, text })}
            error={problems.error}
          />
          <NumberInput
            label={t('studioField.turns')}
            value={effect.turns}
            min={1}
            max={1000}
            onChange={(turns) => onChange({ ...effect, turns: clampTurns(turns) })}
          />
        </>
      ) : null}
      {effect.kind === 'make-image-available' || effect.kind === 'show-image' ? (
        <SelectInput
          label={t('studioField.image')}
          value={effect.imageId}
          options={choose(t('studioField.chooseImage'), images)}
          onChange={(imageId) => onChange({ ...effect, imageId })}
          {...target}
        />
      ) : null}
      {effect.kind === 'end-story' ? (
        <TextInput
          label={t('studioField.endText')}
          value={effect.text ?? ''}
          onChange={(text) => onChange({ ...effect, text })}
        />
      ) : null}
    </>
  )
}

const clampTurns = (turns: number | null) => Math.min(1000, Math.max(1, Math.round(turns ?? 1)))
const valueFor = (type: 'string' | 'number' | 'boolean' | undefined) =>
  type === 'string' ? '' : type === 'boolean' ? true : 0
