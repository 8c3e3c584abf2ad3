import { useTranslation } from 'react-i18next'
import type {
  ImageCategoryNode,
  NoteNode,
  StartNode,
  StoryNode,
  TextNode,
} from '../../engine/canvas'
import { useEditor, useEditorServices } from '../canvas/EditorContext'
import { CheckInput, ListInput, LongText, SelectInput, TextInput, useFieldProblems } from './fields'
import { useNodeOptions } from './use-node-options'
import { useNodeUpdate } from './use-node-update'

export function StartInspector({ node }: { node: StartNode }) {
  const { t } = useTranslation()
  const { set } = useNodeUpdate<StartNode['data']>(node.id)
  const { store } = useEditorServices()
  const scenes = useNodeOptions('story')
  const sceneId = useEditor(
    (state) =>
      state.edges.find((edge) => edge.source === node.id && edge.sourceHandle === 'scene')
        ?.target ?? '',
  )
  return (
    <>
      <TextInput
        label={t('studioField.title')}
        value={node.data.title}
        onChange={(v) => set('title', v)}
        error={useFieldProblems(node.id, 'title')}
      />
      <LongText
        label={t('studioField.greeting')}
        value={node.data.greeting}
        onChange={(v) => set('greeting', v)}
        error={useFieldProblems(node.id, 'greeting')}
        hint={t('studioField.greetingHint', { userMacro: '{{user}}', charMacro: '{{char}}' })}
      />
      <CheckInput
        label={t('studioField.selectable')}
        checked={node.data.selectable}
        onChange={(v) => set('selectable', v)}
      />
      <SelectInput
        label={t('studioField.entersScene')}
        value={sceneId}
        options={[{ value: '', label: t('studioField.chooseScene') }, ...scenes]}
        onChange={(target) =>
          store.getState().setOutputTarget(node.id, 'scene', target || null, 'enter')
        }
        error={useFieldProblems(node.id, 'scene')}
      />
      <p className="field-hint">{t('studioField.startSocketHint')}</p>
    </>
  )
}

export function StoryInspector({ node }: { node: StoryNode }) {
  const { t } = useTranslation()
  const { set } = useNodeUpdate<StoryNode['data']>(node.id)
  return (
    <>
      <TextInput
        label={t('studioField.title')}
        value={node.data.title}
        onChange={(v) => set('title', v)}
        error={useFieldProblems(node.id, 'title')}
      />
      <LongText
        label={t('studioField.situation')}
        value={node.data.situation}
        onChange={(v) => set('situation', v)}
        error={useFieldProblems(node.id, 'situation')}
      />
      <LongText
        label={t('studioField.goals')}
        value={node.data.goals}
        onChange={(v) => set('goals', v)}
        error={useFieldProblems(node.id, 'goals')}
      />
      <LongText
        label={t('studioField.instructions')}
        value={node.data.instructions}
        onChange={(v) => set('instructions', v)}
        error={useFieldProblems(node.id, 'instructions')}
      />
      <ListInput
        label={t('studioField.tags')}
        value={node.data.tags}
        onChange={(v) => set('tags', v)}
        hint={t('studioField.commaHint')}
        error={useFieldProblems(node.id, 'tags')}
      />
    </>
  )
}

export function TextInspector({ node }: { node: TextNode }) {
  const { t } = useTranslation()
  const { set } = useNodeUpdate<TextNode['data']>(node.id)
  return (
    <>
      <TextInput
        label={t('studioField.title')}
        value={node.data.title}
        onChange={(v) => set('title', v)}
        error={useFieldProblems(node.id, 'title')}
      />
      <LongText
        label={t('studioField.text')}
        value={node.data.text}
        onChange={(v) => set('text', v)}
        error={useFieldProblems(node.id, 'text')}
      />
    </>
  )
}

export function NoteInspector({ node }: { node: NoteNode }) {
  const { t } = useTranslation()
  const { set } = useNodeUpdate<NoteNode['data']>(node.id)
  return (
    <LongText
      label={t('studioField.noteText')}
      value={node.data.text}
      onChange={(v) => set('text', v)}
      error={null}
      hint={t('studioField.noteHint')}
    />
  )
}

export function ImageCategoryInspector({ node }: { node: ImageCategoryNode }) {
  const { t } = useTranslation()
  const { set } = useNodeUpdate<ImageCategoryNode['data']>(node.id)
  return (
    <>
      <TextInput
        label={t('studioField.name')}
        value={node.data.name}
        onChange={(v) => set('name', v)}
        error={useFieldProblems(node.id, 'name')}
      />
      <TextInput
        label={t('studioField.description')}
        value={node.data.description}
        onChange={(v) => set('description', v)}
        error={useFieldProblems(node.id, 'description')}
      />
    </>
  )
}
