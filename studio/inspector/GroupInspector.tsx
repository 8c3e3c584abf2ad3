import { useTranslation } from 'react-i18next'
import type { GroupNode } from '../../engine/canvas'
import { Button } from '../../web/ui'
import { useEditorServices } from '../canvas/EditorContext'
import { useFieldBinding } from './field-binding'
import { TextInput } from './fields'

/** A group: its label, and ungrouping (the children stay where they are). */
export function GroupInspector({ node }: { node: GroupNode }) {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  const field = useFieldBinding(node)
  return (
    <>
      <TextInput label={t('studioField.groupLabel')} {...field('label')} />
      <p className="field-hint">{t('studioField.groupHint')}</p>
      <Button variant="secondary" onClick={() => store.getState().ungroup([node.id])}>
        {t('studioCanvas.ungroup')}
      </Button>
    </>
  )
}
