import { useTranslation } from 'react-i18next'
import type {
  ImageCategoryNode,
  NoteNode,
  StartNode,
  StoryNode,
  TextNode,
} from '../../engine/canvas'
import { useEditor, useEditorServices } from '../canvas/EditorContext'
import { useFieldBinding } from './field-binding'
import { CheckInput, ListInput, LongText, SelectInput, TextInput, useFieldProblems } from './fields'
import { useNodeOptions } from './use-node-options'

export function StartInspector({ node }: { node: StartNode }) {
  const { t } = useTranslation('studio')
  const field = useFieldBinding(node)
  const { store } = useEditorServices()
  const scenes = useNodeOptions('story')
  const sceneId = useEditor(
    (state) =>
      state.edges.find((edge) => edge.source === node.id && edge.sourceHandle === 'scene')
        ?.target ?? '',
  )
  const selectable = field('selectable')
  return (
    <>
      <TextInput label={t('studioField.title')} {...field('title')} />
      <LongText
        label={t('studioField.greeting')}
        {...field('greeting')}
        hint={t('studioField.greetingHint', { userMacro: '{{user}}', charMacro: '{{char}}' })}
      />
      <CheckInput
        label={t('studioField.selectable')}
        checked={selectable.value}
        onChange={selectable.onChange}
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
  const { t } = useTranslation('studio')
  const field = useFieldBinding(node)
  return (
    <>
      <TextInput label={t('studioField.title')} {...field('title')} />
      <LongText label={t('studioField.situation')} {...field('situation')} />
      <LongText label={t('studioField.goals')} {...field('goals')} />
      <LongText label={t('studioField.instructions')} {...field('instructions')} />
      <ListInput
        label={t('studioField.tags')}
        hint={t('studioField.commaHint')}
        {...field('tags')}
      />
    </>
  )
}

export function TextInspector({ node }: { node: TextNode }) {
  const { t } = useTranslation('studio')
  const field = useFieldBinding(node)
  return (
    <>
      <TextInput label={t('studioField.title')} {...field('title')} />
      <LongText label={t('studioField.text')} {...field('text')} />
    </>
  )
}

export function NoteInspector({ node }: { node: NoteNode }) {
  const { t } = useTranslation('studio')
  const field = useFieldBinding(node)
  return (
    <LongText
      label={t('studioField.noteText')}
      hint={t('studioField.noteHint')}
      {...field('text')}
    />
  )
}

export function ImageCategoryInspector({ node }: { node: ImageCategoryNode }) {
  const { t } = useTranslation('studio')
  const field = useFieldBinding(node)
  return (
    <>
      <TextInput label={t('studioField.name')} {...field('name')} />
      <TextInput label={t('studioField.description')} {...field('description')} />
    </>
  )
}
