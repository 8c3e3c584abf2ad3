import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IMAGE_TAGGING_MODES, STORY_LANGUAGES } from '../../engine/canvas'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../web/ui'
import { ImageUploadField } from '../assets/ImageUploadField'
import {
  BRIEF_INTRO_LIMIT,
  checkMetadataForm,
  type MetadataFormValues,
  MODEL_IDS,
  modelName,
} from './metadata-form'

export interface StoryMetadataFormProps {
  initial: MetadataFormValues
  submitLabel: string
  busy: boolean
  error: string | null
  onSubmit: (values: MetadataFormValues) => void
}

/** The story's metadata: used to create a story and on its setup page. */
export function StoryMetadataForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
}: StoryMetadataFormProps) {
  const { t } = useTranslation('studio')
  const [values, setValues] = useState(initial)
  const [shown, setShown] = useState(false)
  const problems = checkMetadataForm(values)
  const problem = (field: keyof MetadataFormValues) =>
    shown && problems[field] ? t(problems[field]) : null
  const set = <Key extends keyof MetadataFormValues>(key: Key, value: MetadataFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (Object.keys(problems).length === 0) onSubmit(values)
  }

  return (
    <form className="stack studio-form" onSubmit={submit} noValidate>
      <TextField
        label={t('studioList.fieldTitle')}
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={problem('title')}
      />
      <TextField
        label={t('studioList.fieldBriefIntro')}
        value={values.briefIntro}
        onChange={(e) => set('briefIntro', e.target.value)}
        hint={t('studioList.briefIntroHint', {
          count: [...values.briefIntro].length,
          limit: BRIEF_INTRO_LIMIT,
        })}
        error={problem('briefIntro')}
      />
      <div className="field">
        <label className="field-label" htmlFor="story-description">
          {t('studioList.fieldDescription')}
        </label>
        <textarea
          id="story-description"
          className="field-input"
          rows={3}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <TextField
        label={t('studioList.fieldHashtags')}
        value={values.hashtags}
        onChange={(e) => set('hashtags', e.target.value)}
        hint={t('studioList.hashtagsHint')}
      />
      <div className="studio-form-row">
        <SelectField
          label={t('studioList.fieldLanguage')}
          value={values.language}
          onChange={(e) => set('language', e.target.value as MetadataFormValues['language'])}
          options={STORY_LANGUAGES.map((language) => ({
            value: language,
            label: t(`studioList.language_${language}`),
          }))}
        />
        <SelectField
          label={t('studioList.fieldModel')}
          value={values.model}
          onChange={(e) => set('model', e.target.value)}
          options={MODEL_IDS.map((model) => ({
            value: model,
            label: modelName(model, (id) => t(`studioList.model_${id}`)),
          }))}
        />
      </div>
      <Checkbox
        label={t('studioList.fieldAllowModelChoice')}
        checked={values.allowModelChoice}
        onChange={(e) => set('allowModelChoice', e.target.checked)}
      />
      {values.allowModelChoice ? (
        <fieldset className="fieldset">
          <legend className="field-label">{t('studioList.fieldPlayerModels')}</legend>
          <p className="muted">{t('studioList.allowModelChoiceHint')}</p>
          {MODEL_IDS.filter((model) => model !== values.model).map((model) => (
            <Checkbox
              key={model}
              label={modelName(model, (id) => t(`studioList.model_${id}`))}
              checked={values.playerModels.includes(model)}
              onChange={(e) =>
                set(
                  'playerModels',
                  e.target.checked
                    ? [...values.playerModels, model]
                    : values.playerModels.filter((id) => id !== model),
                )
              }
            />
          ))}
        </fieldset>
      ) : null}
      <div className="studio-form-row">
        <SelectField
          label={t('studioList.fieldPricing')}
          value={values.pricing}
          onChange={(e) => set('pricing', e.target.value as 'free' | 'paid')}
          options={[
            { value: 'free', label: t('studioList.pricingFree') },
            { value: 'paid', label: t('studioList.pricingPaid') },
          ]}
        />
        {values.pricing === 'paid' ? (
          <TextField
            label={t('studioList.fieldPrice')}
            type="number"
            min={1}
            value={values.price}
            onChange={(e) => set('price', e.target.value)}
            error={problem('price')}
          />
        ) : null}
        <SelectField
          label={t('studioList.fieldVisibility')}
          value={values.visibility}
          onChange={(e) => set('visibility', e.target.value as 'public' | 'private')}
          options={[
            { value: 'private', label: t('studioList.visibilityPrivate') },
            { value: 'public', label: t('studioList.visibilityPublic') },
          ]}
        />
      </div>
      <Checkbox
        label={t('studioList.fieldAdult')}
        checked={values.adult}
        onChange={(e) => set('adult', e.target.checked)}
      />
      <SelectField
        label={t('studioList.fieldImageTaggingMode')}
        value={values.imageTaggingMode}
        onChange={(e) =>
          set('imageTaggingMode', e.target.value as MetadataFormValues['imageTaggingMode'])
        }
        options={IMAGE_TAGGING_MODES.map((mode) => ({
          value: mode,
          label: t(`studioList.imageTaggingMode_${mode}`),
        }))}
      />
      <ImageUploadField
        label={t('studioList.thumbnailUpload')}
        purpose="thumbnail"
        value={values.thumbnail}
        onChange={(url) => set('thumbnail', url)}
        previewAlt={t('studioList.thumbnailPreview')}
        addressLabel={t('studioList.fieldThumbnail')}
        addressHint={t('studioList.thumbnailHint')}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  )
}
