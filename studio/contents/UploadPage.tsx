import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api'
import { errorText } from '../../web/i18n'
import { apiClient } from '../../web/session'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../web/ui'
import { studioPath } from '../shell/studio-paths'
import { contentApi } from './contents-api'
import { type PartState, uploadInParts } from './multipart-upload'
import { checkUploadForm, extensionOf, type FormProblem, mediaOf } from './upload-form'
import './contents.css'

const CATEGORIES = [
  'audio-drama',
  'asmr',
  'realplay',
  'anime',
  'bl',
  'draw',
  'japan',
  'other',
] as const

interface FileProgress {
  name: string
  parts: PartState[]
  failed: boolean
  uploadUrls: string[] | null
  key: string
}

/**
 * `/studio2/simpleuploader/{videoLayout}`: the upload form. Files go up in parts with their
 * progress shown per part; a dropped connection leaves the parts already sent on the server,
 * and Resume sends only the others. Then the content is saved and published.
 */
export function UploadPage() {
  const { t } = useTranslation()
  const [title, setTitle] = useState('')
  const [tags, setTags] = useState('')
  const [price, setPrice] = useState('0')
  const [description, setDescription] = useState('')
  const [visibility, setVisibility] = useState<'public' | 'private'>('public')
  const [adult, setAdult] = useState(false)
  const [category, setCategory] = useState<string>('audio-drama')
  const thumbnail = useRef<HTMLInputElement>(null)
  const subtitles = useRef<HTMLInputElement>(null)
  const media = useRef<HTMLInputElement>(null)
  const [problems, setProblems] = useState<FormProblem[]>([])
  const [progress, setProgress] = useState<FileProgress[]>([])
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const contentOid = useRef<string | null>(null)

  const problemOf = (field: FormProblem['field']) =>
    problems
      .filter((problem) => problem.field === field)
      .map((problem) => t(problem.key, problem.values))
      .join(' ') || null

  async function sendFile(
    file: File,
    index: number,
    oid: string,
    context: 'content' | 'thumbnail',
  ) {
    const existing = progress[index]
    const key =
      existing?.key ?? `${context}/${oid}/${index}-${Date.now()}.${extensionOf(file.name)}`
    const update = (patch: Partial<FileProgress>) =>
      setProgress((list) => {
        const next = [...list]
        next[index] = {
          ...(next[index] ?? { name: file.name, parts: [], failed: false, uploadUrls: null, key }),
          ...patch,
        }
        return next
      })
    update({ failed: false })
    try {
      const result = await uploadInParts(
        apiClient,
        file,
        {
          key,
          filetype: extensionOf(file.name),
          access: context === 'thumbnail' ? 'public' : 'private',
          context,
          ...(context === 'thumbnail' ? { contentOid: oid } : {}),
        },
        ({ parts }) => update({ parts }),
        existing?.uploadUrls ? { uploadUrls: existing.uploadUrls } : null,
      )
      update({ uploadUrls: result.uploadUrls })
      return result.address
    } catch (error) {
      const urls = (error as { uploadUrls?: string[] }).uploadUrls ?? null
      update({ failed: true, uploadUrls: urls })
      throw error
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const thumbFile = thumbnail.current?.files?.[0] ?? null
    const subtitleFile = subtitles.current?.files?.[0] ?? null
    const files = Array.from(media.current?.files ?? [])
    const found = checkUploadForm({
      title,
      tags,
      price,
      description,
      visibility,
      adult,
      category,
      thumbnail: thumbFile,
      subtitles: subtitleFile,
      files,
    })
    setProblems(found)
    setOutcome(null)
    if (found.length > 0 || !thumbFile) return
    setBusy(true)
    try {
      const metaData = {
        title: title.trim(),
        hashtags: tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        price: Number(price || 0),
        description,
        isPrivateContent: visibility === 'private',
        isAdultContent: adult,
        category,
        media: mediaOf(files),
        contentType: 'story',
      }
      if (!contentOid.current) {
        const draft = await contentApi.save(metaData)
        contentOid.current = String(draft.contentOid)
      }
      const oid = contentOid.current
      setProgress((list) =>
        list.length > 0
          ? list
          : [thumbFile, ...files]
              .map((file) => ({
                name: file.name,
                parts: [],
                failed: false,
                uploadUrls: null,
                key: '',
              }))
              .map((entry, index) => ({
                ...entry,
                key: `${index === 0 ? 'thumbnail' : 'content'}/${oid}/${index}.${extensionOf(entry.name)}`,
              })),
      )
      // Let the progress rows exist before the parts start reporting into them.
      await Promise.resolve()
      const thumbAddress = await sendFile(thumbFile, 0, oid, 'thumbnail')
      const sources: string[] = []
      for (const [index, file] of files.entries())
        sources.push(await sendFile(file, index + 1, oid, 'content'))
      await contentApi.publish(oid, {
        ...metaData,
        thumbnail: thumbAddress,
        mediaAssets: { sources, poster: null, subtitles: {}, preview: null, download: null },
      })
      setOutcome({ tone: 'success', text: t('uploadForm.published') })
    } catch (error) {
      const offline =
        !navigator.onLine || (ApiError.isInstance(error) && error.code === 'NETWORK_ERROR')
      const text = offline
        ? t('uploadForm.offline')
        : ApiError.isInstance(error)
          ? errorText(t, error)
          : t('uploadForm.failed')
      setOutcome({ tone: 'error', text })
    } finally {
      setBusy(false)
    }
  }

  const interrupted = progress.some((entry) => entry.failed)
  return (
    <main id="main" className="page page-narrow stack upload-page">
      <p>
        <a href={studioPath('/studio2/contents')}>← {t('studioContents.title')}</a>
      </p>
      <h1>{t('uploadForm.title')}</h1>
      <form className="stack upload-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('uploadForm.contentTitle')}
          value={title}
          error={problemOf('title')}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
        <TextField
          label={t('uploadForm.tags')}
          hint={t('uploadForm.tagsHint')}
          value={tags}
          onChange={(event) => setTags(event.target.value)}
        />
        <div className="upload-pair">
          <TextField
            label={t('uploadForm.price')}
            hint={t('uploadForm.priceHint')}
            type="number"
            min={0}
            max={100000000}
            inputMode="numeric"
            value={price}
            error={problemOf('price')}
            onChange={(event) => setPrice(event.target.value)}
          />
          <SelectField
            label={t('uploadForm.category')}
            value={category}
            options={CATEGORIES.map((value) => ({ value, label: value }))}
            onChange={(event) => setCategory(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="upload-description">
            {t('uploadForm.description')}
          </label>
          <textarea
            id="upload-description"
            className="field-input upload-description"
            rows={4}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <FileField
          label={t('uploadForm.thumbnail')}
          hint={t('uploadForm.thumbnailHint')}
          accept=".jpg,.jpeg,.png"
          inputRef={thumbnail}
          error={problemOf('thumbnail')}
        />
        <FileField
          label={t('uploadForm.files')}
          hint={t('uploadForm.filesHint')}
          accept=".jpg,.jpeg,.png,.mp3,.mp4,.mov"
          multiple
          inputRef={media}
          error={problemOf('files')}
        />
        <FileField
          label={t('uploadForm.subtitles')}
          accept=".srt"
          inputRef={subtitles}
          error={problemOf('subtitles')}
        />
        <fieldset className="upload-visibility">
          <legend>{t('uploadForm.visibility')}</legend>
          {(['public', 'private'] as const).map((value) => (
            <label key={value} className="radio">
              <input
                type="radio"
                name="visibility"
                checked={visibility === value}
                onChange={() => setVisibility(value)}
              />
              {t(`uploadForm.${value}`)}
            </label>
          ))}
        </fieldset>
        <Checkbox
          label={t('uploadForm.adult')}
          checked={adult}
          onChange={(event) => setAdult(event.target.checked)}
        />
        {progress.length > 0 ? <UploadProgressList items={progress} /> : null}
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="row">
          <Button type="submit" busy={busy}>
            {interrupted ? t('uploadForm.resume') : t('uploadForm.publish')}
          </Button>
        </div>
      </form>
    </main>
  )
}

function FileField({
  label,
  hint,
  accept,
  multiple,
  inputRef,
  error,
}: {
  label: string
  hint?: string
  accept: string
  multiple?: boolean
  inputRef: React.RefObject<HTMLInputElement | null>
  error: string | null
}) {
  const id = `upload-${label.replace(/\W+/g, '-').toLowerCase()}`
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

function UploadProgressList({ items }: { items: FileProgress[] }) {
  const { t } = useTranslation()
  return (
    <ul className="upload-progress">
      {items.map((item) => {
        const done = item.parts.filter((part) => part === 'done').length
        return (
          <li key={item.key || item.name} className="upload-progress-item">
            <span className="upload-progress-name">
              {t('uploadForm.progress', {
                name: item.name,
                done,
                total: Math.max(item.parts.length, 1),
              })}
            </span>
            <progress
              max={Math.max(item.parts.length, 1)}
              value={done}
              aria-label={t('uploadForm.partsLabel', { name: item.name })}
            />
            <ol className="upload-parts" aria-hidden="true">
              {item.parts
                .map((part, index) => ({ part, number: index + 1 }))
                .map(({ part, number }) => (
                  <li
                    key={number}
                    className={`upload-part upload-part-${part}`}
                    title={t(`uploadForm.${part}`)}
                  />
                ))}
            </ol>
            {item.failed ? <span className="field-error">{t('uploadForm.offline')}</span> : null}
          </li>
        )
      })}
    </ul>
  )
}
