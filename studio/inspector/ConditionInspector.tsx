import { useTranslation } from 'react-i18next'
import type { ConditionNode } from '../../engine/canvas'
import { ConditionBuilder } from './ConditionBuilder'
import { TextInput, useFieldProblems } from './fields'
import { useNodeUpdate } from './use-node-update'

export function ConditionInspector({ node }: { node: ConditionNode }) {
  const { t } = useTranslation('studio')
  const { set } = useNodeUpdate<ConditionNode['data']>(node.id)
  const problem = useFieldProblems(node.id, 'condition')
  return (
    <>
      <TextInput
        label={t('studioField.title')}
        value={node.data.title}
        onChange={(v) => set('title', v)}
        error={useFieldProblems(node.id, 'title')}
      />
      <ConditionBuilder
        value={node.data.condition}
        onChange={(condition) => set('condition', condition)}
      />
      {problem ? <p className="field-error">{problem}</p> : null}
      <p className="field-hint">{t('studioField.conditionSocketHint')}</p>
    </>
  )
}
