import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '../../web/ui'
import type { PartProgress } from '../../web/upload'
import type { EditedContent } from './content-form-state'
import { FAILURE_KEYS } from './upload-errors'
import { type FormProblem, partsDone, SUBTITLE_LANGUAGES } from './upload-form'

export interface FileProgress {
  name: string
  key: string
  parts: PartProgress[]
  /** The spec's text of the last failure (null while it goes well). */
  failure: string | null
  /** That failure in the page's language (the server's refusal when it gave one). */
  failureText: string | null
  /** Set once the file is joined: the catalog's reference to it. */
  reference: string | null
}

export function FileField({
  id,
  label,
  hint,
  accept,
  multiple,
  inputRef,
  error,
}: {
  id: string
  label: string
  hint?: string
  accept: string
  multiple?: boolean
  inputRef: React.RefObject<HTMLInputElement | null>
  error: string | null
}) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="field-input"
        type="file"
        accept={accept}
        multiple={multiple}
        aria-invalid={error ? true : undefined}
      />
      {hint ? <span className="field-hint">{hint}</span> : null}
      {error ? <span className="field-error">{error}</span> : null}
    </div>
  )
}

export function UploadProgressList({ items }: { items: FileProgress[] }) {
  const { t } = useTranslation('studio')
  return (
    <ul className="upload-progress">
      {items.map((item) => {
        const { done, total } = partsDone(item.parts)
        return (
          <li key={item.key} className="upload-progress-item">
            <span className="upload-progress-name">
              {t('uploadForm.progress', { name: item.name, done, total })}
            </span>
            <progress
              max={total}
              value={done}
              aria-label={t('uploadForm.partsLabel', { name: item.name })}
            />
            <ol className="upload-parts" aria-hidden="true">
              {item.parts.map((part) => (
                <li
                  key={part.partNumber}
                  className={`upload-part upload-part-${part.state}`}
                  title={t(`uploadForm.${part.state}`)}
                />
              ))}
            </ol>
            {item.failure ? (
              <span className="field-error">
                {item.failureText ?? t(FAILURE_KEYS[item.failure] ?? 'uploadForm.failed')}
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

/** The form's files: thumbnail, media and subtitles; an edit shows the thumbnail it keeps. */
export function MediaFields({
  edited,
  refs: { thumbnail, media, subtitle },
  subtitleLang,
  onSubtitleLang,
  problemOf,
}: {
  edited: EditedContent | null
  refs: Record<'thumbnail' | 'media' | 'subtitle', RefObject<HTMLInputElement | null>>
  subtitleLang: string
  onSubtitleLang(language: string): void
  problemOf(field: FormProblem['field']): string | null
}) {
  const { t } = useTranslation('studio')
  return (
    <>
      {edited?.thumbnail ? (
        <figure className="stack">
          <img className="upload-current-thumb" src={edited.thumbnail} alt="" />
          <figcaption className="muted">{t('uploadForm.currentThumbnail')}</figcaption>
        </figure>
      ) : null}
      <FileField
        id="upload-thumbnail"
        label={t('uploadForm.thumbnail')}
        hint={edited ? t('uploadForm.keepThumbnail') : t('uploadForm.thumbnailHint')}
        accept=".jpg,.jpeg,.png"
        inputRef={thumbnail}
        error={problemOf('thumbnail')}
      />
      <FileField
        id="media-files"
        label={edited ? t('uploadForm.replaceFiles') : t('uploadForm.files')}
        hint={edited ? t('uploadForm.replaceHint') : t('uploadForm.filesHint')}
        accept=".jpg,.jpeg,.png,.mp3,.mp4,.mov"
        multiple
        inputRef={media}
        error={problemOf('files')}
      />
      <div className="upload-pair">
        <FileField
          id="upload-subtitles"
          label={t('uploadForm.subtitles')}
          hint={t('uploadForm.subtitlesHint')}
          accept=".srt"
          inputRef={subtitle}
          error={problemOf('subtitle')}
        />
        <SelectField
          label={t('uploadForm.subtitleLanguage')}
          value={subtitleLang}
          options={SUBTITLE_LANGUAGES.map((value) => ({
            value,
            label: t(`languageNames.${value}`),
          }))}
          onChange={(event) => onSubtitleLang(event.target.value)}
        />
      </div>
    </>
  )
}
