import { useTranslation } from 'react-i18next'
import { TRIGGER_WHEN_KINDS, type TriggerEffectData, type TriggerNode } from '../../engine/canvas'
import { Button } from '../../web/ui'
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

/** A trigger: when (turn start/end, text match, condition) → a list of effects. */
export function TriggerInspector({ node }: { node: TriggerNode }) {
  const { t } = useTranslation('studio')
  const { set } = useNodeUpdate<TriggerNode['data']>(node.id)
  const variables = useVariables()
  const scenes = useNodeOptions('story')
  const entries = useNodeOptions('lorebookEntry')
  const images = useNodeOptions('image')
  const when = node.data.when
  const effects = node.data.effects
  const effectsProblem = useFieldProblems(node.id, 'effects')
  const whenProblem = useFieldProblems(node.id, 'when')
  const setEffect = (index: number, effect: TriggerEffectData) =>
    set(
      'effects',
      effects.map((entry, at) => (at === index ? effect : entry)),
    )
  const choose = (placeholder: string, options: { value: string; label: string }[]) => [
    { value: '', label: placeholder },
    ...options,
  ]
  const variableOptions = choose(
    t('studioField.chooseVariable'),
    variables.map((v) => ({ value: v.name, label: v.name })),
  )

  return (
    <>
      <TextInput
        label={t('studioField.title')}
        value={node.data.title}
        onChange={(v) => set('title', v)}
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
              <SelectInput
                label={t('studioField.effectKind')}
                value={effect.kind}
                options={EFFECT_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`studioField.effect_${kind}`),
                }))}
                onChange={(kind) => setEffect(index, newEffect(kind))}
              />
              {effect.kind === 'set-variable' ? (
                <>
                  <SelectInput
                    label={t('studioField.variable')}
                    value={effect.name}
                    options={variableOptions}
                    onChange={(name) =>
                      setEffect(index, {
                        ...effect,
                        name,
                        value: valueFor(variables.find((v) => v.name === name)?.valueType),
                      })
                    }
                  />
                  {typeof effect.value === 'boolean' ? (
                    <CheckInput
                      label={t('studioField.valueTrue')}
                      checked={effect.value}
                      onChange={(value) => setEffect(index, { ...effect, value })}
                    />
                  ) : typeof effect.value === 'number' ? (
                    <NumberInput
                      label={t('studioField.value')}
                      value={effect.value}
                      onChange={(value) => setEffect(index, { ...effect, value: value ?? 0 })}
                    />
                  ) : (
                    <TextInput
                      label={t('studioField.value')}
                      value={effect.value}
                      onChange={(value) => setEffect(index, { ...effect, value })}
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
                    onChange={(name) => setEffect(index, { ...effect, name })}
                  />
                  <NumberInput
                    label={t('studioField.amount')}
                    value={effect.amount}
                    onChange={(amount) => setEffect(index, { ...effect, amount: amount ?? 0 })}
                  />
                </>
              ) : null}
              {effect.kind === 'move-to-scene' ? (
                <SelectInput
                  label={t('studioField.scene')}
                  value={effect.sceneId}
                  options={choose(t('studioField.chooseScene'), scenes)}
                  onChange={(sceneId) => setEffect(index, { ...effect, sceneId })}
                />
              ) : null}
              {effect.kind === 'activate-lorebook' ? (
                <>
                  <SelectInput
                    label={t('studioField.lorebookEntry')}
                    value={effect.entryId}
                    options={choose(t('studioField.chooseEntry'), entries)}
                    onChange={(entryId) => setEffect(index, { ...effect, entryId })}
                  />
                  <NumberInput
                    label={t('studioField.turns')}
                    value={effect.turns}
                    min={1}
                    max={1000}
                    onChange={(turns) => setEffect(index, { ...effect, turns: clampTurns(turns) })}
                  />
                </>
              ) : null}
              {effect.kind === 'inject-instruction' ? (
                <>
                  <TextInput
                    label={t('studioField.instruction')}
                    value={effect.text}
                    onChange={(text) => setEffect(index, { ...effect, text })}
                  />
                  <NumberInput
                    label={t('studioField.turns')}
                    value={effect.turns}
                    min={1}
                    max={1000}
                    onChange={(turns) => setEffect(index, { ...effect, turns: clampTurns(turns) })}
                  />
                </>
              ) : null}
              {effect.kind === 'make-image-available' || effect.kind === 'show-image' ? (
                <SelectInput
                  label={t('studioField.image')}
                  value={effect.imageId}
                  options={choose(t('studioField.chooseImage'), images)}
                  onChange={(imageId) => setEffect(index, { ...effect, imageId })}
                />
              ) : null}
              {effect.kind === 'end-story' ? (
                <TextInput
                  label={t('studioField.endText')}
                  value={effect.text ?? ''}
                  onChange={(text) => setEffect(index, { ...effect, text })}
                />
              ) : null}
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

const clampTurns = (turns: number | null) => Math.min(1000, Math.max(1, Math.round(turns ?? 1)))
const valueFor = (type: 'string' | 'number' | 'boolean' | undefined) =>
  type === 'string' ? '' : type === 'boolean' ? true : 0
