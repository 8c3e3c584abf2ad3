import { useTranslation } from 'react-i18next'
import type { VariableNode, VariableNodeData } from '../../engine/canvas'
import { CheckInput, NumberInput, SelectInput, TextInput, useFieldProblems } from './fields'
import { useNodeUpdate } from './use-node-update'

const TYPES = ['string', 'number', 'boolean'] as const

/** A variable: its type decides the initial value's input (switching resets the value). */
export function VariableInspector({ node }: { node: VariableNode }) {
  const { t } = useTranslation('studio')
  const { replace } = useNodeUpdate<VariableNodeData>(node.id)
  const data = node.data
  const nameProblem = useFieldProblems(node.id, 'name')
  const initialProblem = useFieldProblems(node.id, 'initial')
  const patch = (fields: Partial<VariableNodeData>, key: string) =>
    replace((current) => ({ ...current, ...fields }) as VariableNodeData, key)

  const setType = (valueType: VariableNodeData['valueType']) =>
    replace((current) => {
      const common = {
        name: current.name,
        description: current.description,
        visibleToModel: current.visibleToModel,
      }
      if (valueType === 'string') return { ...common, valueType, initial: '' }
      if (valueType === 'number') return { ...common, valueType, initial: 0 }
      return { ...common, valueType, initial: false }
    }, 'valueType')

  return (
    <>
      <TextInput
        label={t('studioField.variableName')}
        value={data.name}
        onChange={(v) => patch({ name: v }, 'name')}
        error={nameProblem}
        hint={t('studioField.variableNameHint', { macro: `{{getvar::${data.name || 'name'}}}` })}
      />
      <SelectInput
        label={t('studioField.valueType')}
        value={data.valueType}
        options={TYPES.map((type) => ({ value: type, label: t(`studioField.type_${type}`) }))}
        onChange={setType}
      />
      {data.valueType === 'string' ? (
        <TextInput
          label={t('studioField.initialValue')}
          value={data.initial}
          onChange={(v) => patch({ initial: v } as Partial<VariableNodeData>, 'initial')}
          error={initialProblem}
        />
      ) : data.valueType === 'number' ? (
        <NumberInput
          label={t('studioField.initialValue')}
          value={data.initial}
          onChange={(v) => patch({ initial: v ?? 0 } as Partial<VariableNodeData>, 'initial')}
        />
      ) : (
        <CheckInput
          label={t('studioField.initialTrue')}
          checked={data.initial}
          onChange={(v) => patch({ initial: v } as Partial<VariableNodeData>, 'initial')}
        />
      )}
      <TextInput
        label={t('studioField.description')}
        value={data.description}
        onChange={(v) => patch({ description: v }, 'description')}
      />
      <CheckInput
        label={t('studioField.visibleToModel')}
        checked={data.visibleToModel}
        onChange={(v) => patch({ visibleToModel: v }, 'visibleToModel')}
      />
    </>
  )
}
