import type { NodeProps } from '@xyflow/react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { GroupNodeData } from '../../engine/canvas'

/**
 * A group's frame: its label and a box the size the group was made. React Flow draws its
 * children inside (their positions are relative to it) and moves them with it.
 */
export const GroupNodeView = memo(function GroupNodeView({ id, data, selected }: NodeProps) {
  const { t } = useTranslation('studio')
  const { label, width, height } = data as GroupNodeData
  return (
    <div
      className={`group-node${selected ? ' is-selected' : ''}`}
      style={{ width, height }}
      data-testid={`group-${id}`}
    >
      <div className="group-node-label">{label || t('studioNode.kind_group')}</div>
    </div>
  )
})
