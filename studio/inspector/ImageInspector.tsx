import { useTranslation } from 'react-i18next'
import type { ImageNode } from '../../engine/canvas'
import { ImageUploadField } from '../assets/ImageUploadField'
import { useEditor } from '../canvas/EditorContext'
import { CheckInput, ListInput, NumberInput, TextInput, useFieldProblems } from './fields'
import { useNodeUpdate } from './use-node-update'

const selectTagLimit = (state: { metadata: { imageTaggingMode: 'classic' | 'new' } }) =>
  state.metadata.imageTaggingMode === 'new' ? 7 : 3

/** An image: asset, tags (3, or 7 in the new tagging mode), price (0 or ≥ 10), unlock mode. */
export function ImageInspector({ node }: { node: ImageNode }) {
  const { t } = useTranslation('studio')
  const { set } = useNodeUpdate<ImageNode['data']>(node.id)
  const tagLimit = useEditor(selectTagLimit)
  const unlockProblem = useFieldProblems(node.id, 'autoUnlock')
  return (
    <>
      <TextInput
        label={t('studioField.title')}
        value={node.data.title}
        onChange={(v) => set('title', v)}
        error={useFieldProblems(node.id, 'title')}
      />
      <ImageUploadField
        label={t('studioField.imageUpload')}
        purpose="image"
        value={node.data.url}
        onChange={(url) => set('url', url)}
        error={useFieldProblems(node.id, 'url')}
        previewAlt={node.data.title}
        addressLabel={t('studioField.imageUrl')}
        addressHint={t('studioField.imageUrlHint')}
      />
      <ListInput
        label={t('studioField.imageTags')}
        value={node.data.tags}
        onChange={(v) => set('tags', v)}
        hint={t('studioField.imageTagsHint', { count: node.data.tags.length, limit: tagLimit })}
        error={useFieldProblems(node.id, 'tags')}
      />
      <NumberInput
        label={t('studioField.price')}
        value={node.data.price}
        min={0}
        step={1}
        onChange={(v) => set('price', Math.max(0, Math.round(v ?? 0)))}
        hint={t('studioField.priceHint')}
        error={useFieldProblems(node.id, 'price')}
      />
      <fieldset className="inspector-group">
        <legend>{t('studioField.unlockMode')}</legend>
        <CheckInput
          label={t('studioField.manualUnlock')}
          checked={node.data.manualUnlock}
          onChange={(v) => set('manualUnlock', v)}
        />
        <CheckInput
          label={t('studioField.autoUnlock')}
          checked={node.data.autoUnlock}
          onChange={(v) => set('autoUnlock', v)}
        />
        {unlockProblem ? <span className="field-error">{unlockProblem}</span> : null}
      </fieldset>
      <p className="field-hint">{t('studioField.imageSocketHint')}</p>
    </>
  )
}
