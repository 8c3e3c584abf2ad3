import { useTranslation } from 'react-i18next'
import type { CanvasNode } from '../../engine/canvas'
import { Button } from '../../web/ui'
import { useEditor, useEditorServices } from '../canvas/EditorContext'
import { selectSelectedNode } from '../canvas/selectors'
import { canTestFrom, useTestFromHere } from '../testchat'
import { CharacterInspector } from './CharacterInspector'
import { ConditionInspector } from './ConditionInspector'
import { GroupInspector } from './GroupInspector'
import { ImageInspector } from './ImageInspector'
import { LorebookInspector } from './LorebookInspector'
import {
  ImageCategoryInspector,
  NoteInspector,
  StartInspector,
  StoryInspector,
  TextInspector,
} from './SimpleInspectors'
import { TriggerInspector } from './TriggerInspector'
import { VariableInspector } from './VariableInspector'

function Fields({ node }: { node: CanvasNode }) {
  switch (node.type) {
    case 'start':
      return <StartInspector node={node} />
    case 'story':
      return <StoryInspector node={node} />
    case 'character':
      return <CharacterInspector node={node} />
    case 'text':
      return <TextInspector node={node} />
    case 'variable':
      return <VariableInspector node={node} />
    case 'condition':
      return <ConditionInspector node={node} />
    case 'trigger':
      return <TriggerInspector node={node} />
    case 'lorebookEntry':
      return <LorebookInspector node={node} />
    case 'image':
      return <ImageInspector node={node} />
    case 'imageCategory':
      return <ImageCategoryInspector node={node} />
    case 'note':
      return <NoteInspector node={node} />
    case 'group':
      return <GroupInspector node={node} />
    default:
      return assertNever(node)
  }
}

function assertNever(node: never): never {
  throw new Error(`Inspector: no fields for node ${JSON.stringify(node)}`)
}

/** The selected node's fields; keyed by node so each node gets fresh inputs. */
export function Inspector() {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  const { id, type, data, count } = useEditor(selectSelectedNode)
  const testFromHere = useTestFromHere()
  // Position is not part of the selection (see selectSelectedNode); inspectors read it when needed.
  const node =
    id && type && data ? ({ id, type, data, position: { x: 0, y: 0 } } as CanvasNode) : null
  if (!node) {
    return (
      <p className="muted inspector-empty">
        {count > 1 ? t('studioCanvas.manySelected', { count }) : t('studioCanvas.nothingSelected')}
      </p>
    )
  }
  return (
    <form
      className="inspector stack"
      aria-label={t('studioCanvas.inspectorFor', { kind: t(`studioNode.kind_${node.type}`) })}
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 className="studio-panel-title">{t(`studioNode.kind_${node.type}`)}</h2>
      <Fields key={node.id} node={node} />
      {testFromHere && canTestFrom(node.type) ? (
        <Button variant="secondary" onClick={() => testFromHere(node.id)}>
          {t('studioTestChat.testFromHere')}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => store.getState().deleteNodes([node.id])}>
        {t('studioCanvas.deleteNode')}
      </Button>
    </form>
  )
}
