import { useTranslation } from 'react-i18next'
import type { CharacterNode, TextNode } from '../../engine/canvas'
import { Button } from '../../web/ui'
import { useEditor, useEditorServices } from '../canvas/EditorContext'
import { characterPortrait } from '../editor/character-portrait'
import { freeSpot } from '../editor/placement'
import { ListInput, LongText, TextInput, useFieldProblems } from './fields'
import { useNodeUpdate } from './use-node-update'

/**
 * A character. Its speech style is a text node on the `speechStyle` socket (one only):
 * shown here, editable in place, or created and connected with one button.
 */
export function CharacterInspector({ node }: { node: CharacterNode }) {
  const { t } = useTranslation('studio')
  const { store } = useEditorServices()
  const { set } = useNodeUpdate<CharacterNode['data']>(node.id)
  const speech = useEditor((state) => {
    const edge = state.edges.find(
      (entry) => entry.target === node.id && entry.targetHandle === 'speechStyle',
    )
    const text = edge ? state.nodes.find((entry) => entry.id === edge.source) : undefined
    return text?.type === 'text' ? (text as TextNode) : null
  })
  const speechUpdate = useNodeUpdate<TextNode['data']>(speech?.id ?? '')
  const speechProblems = useFieldProblems(node.id, 'speechStyle')
  const portrait = useEditor((state) => characterPortrait(node.id, state.nodes, state.edges))

  const addSpeechStyle = () => {
    const state = store.getState()
    const at = state.nodes.find((entry) => entry.id === node.id)?.position ?? { x: 0, y: 0 }
    const text = state.addNode('text', freeSpot(state.nodes, { x: at.x - 240, y: at.y }))
    state.updateNodeData<TextNode['data']>(text.id, (data) => ({
      ...data,
      title: t('studioField.speechStyleTitle', { name: node.data.name }),
    }))
    state.connect({
      source: text.id,
      sourceHandle: 'text',
      target: node.id,
      targetHandle: 'speechStyle',
    })
    state.focusNode(node.id)
  }

  return (
    <>
      <TextInput
        label={t('studioField.name')}
        value={node.data.name}
        onChange={(v) => set('name', v)}
        error={useFieldProblems(node.id, 'name')}
      />
      <div className="field character-portrait" data-testid="character-portrait">
        <span className="field-label">{t('studioField.portrait')}</span>
        {portrait ? (
          <img
            className="character-portrait-image"
            src={portrait}
            alt={t('studioField.portraitAlt', { name: node.data.name })}
          />
        ) : null}
        <span className="field-hint">
          {t(portrait ? 'studioField.portraitHint' : 'studioField.portraitEmpty')}
        </span>
      </div>
      <TextInput
        label={t('studioField.nickname')}
        value={node.data.nickname}
        onChange={(v) => set('nickname', v)}
      />
      <LongText
        label={t('studioField.description')}
        value={node.data.description}
        onChange={(v) => set('description', v)}
        error={useFieldProblems(node.id, 'description')}
      />
      <LongText
        label={t('studioField.personality')}
        value={node.data.personality}
        onChange={(v) => set('personality', v)}
        error={null}
      />
      <LongText
        label={t('studioField.exampleDialogue')}
        value={node.data.exampleDialogue}
        onChange={(v) => set('exampleDialogue', v)}
        error={null}
      />
      <fieldset className="inspector-group">
        <legend>{t('studioField.speechStyle')}</legend>
        {speech ? (
          <LongText
            label={t('studioField.speechStyleText')}
            value={speech.data.text}
            onChange={(v) => speechUpdate.set('text', v)}
            error={speechProblems}
          />
        ) : (
          <>
            <p className="field-hint">{t('studioField.speechStyleEmpty')}</p>
            <Button variant="secondary" onClick={addSpeechStyle}>
              {t('studioField.addSpeechStyle')}
            </Button>
          </>
        )}
      </fieldset>
      <ListInput
        label={t('studioField.tags')}
        value={node.data.tags}
        onChange={(v) => set('tags', v)}
        hint={t('studioField.commaHint')}
      />
      <LongText
        label={t('studioField.creatorNotes')}
        value={node.data.creatorNotes}
        onChange={(v) => set('creatorNotes', v)}
        error={null}
      />
    </>
  )
}
