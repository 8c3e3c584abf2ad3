import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api'
import { api, useSession } from '../../web/session'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../web/ui'
import {
  createUploadClient,
  type PartProgress,
  UPLOAD_MESSAGES,
  UploadError,
  type UploadTarget,
} from '../../web/upload'
import { studioPath } from '../shell/studio-paths'
import { contentApi } from './contents-api'
import { FAILURE_KEYS, uploadFailureText } from './upload-errors'
import {
  checkUploadForm,
  extensionOf,
  FORM_CATEGORIES,
  type FormProblem,
  fileKey,
  fileReference,
  mediaOf,
  partsDone,
  SUBTITLE_LANGUAGES,
} from './upload-form'
import './contents.css'

const uploads = createUploadClient({ api })

interface FileProgress {
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

/**
 * `/studio2/simpleuploader/{videoLayout}`: the upload form. Files go up in parts through
 * the shared upload client (three at a time, each part's hash checked) with their progress
 * shown per part; a dropped connection leaves the parts already sent on the server, and
 * Resume sends only the others. Then the content is saved and published.
 */
export function UploadPage() {
  const { t, i18n } = useTranslation('studio')
  const ownerOid = useSession((state) => state.user?.oid ?? '')
  const [title, setTitle] = useState('')
  const [tags, setTags] = useState('')
  const [price, setPrice] = useState('0')
  const [description, setDescription] = useState('')
  const [visibility, setVisibility] = useState<'public' | 'private'>('public')
  const [adult, setAdult] = useState(false)
  const [category, setCategory] = useState<string>('audio-drama')
  const thumbnail = useRef<HTMLInputElement>(null)
  const media = useRef<HTMLInputElement>(null)
  const subtitle = useRef<HTMLInputElement>(null)
  // Subtitles are most often in the creator's own language: the page's, to start with.
  const [subtitleLang, setSubtitleLang] = useState<string>(() =>
    (SUBTITLE_LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en',
  )
  const [problems, setProblems] = useState<FormProblem[]>([])
  const [progress, setProgress] = useState<FileProgress[]>([])
  // The rows as the running upload sees them (state updates land after it reads them).
  const rows = useRef<FileProgress[]>([])
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const contentOid = useRef<string | null>(null)

  const problemOf = (field: FormProblem['field']) =>
    problems
      .filter((problem) => problem.field === field)
      .map((problem) => t(problem.key, problem.values))
      .join(' ') || null

  function update(index: number, patch: Partial<FileProgress>) {
    const next = [...rows.current]
    next[index] = { ...(next[index] as FileProgress), ...patch }
    rows.current = next
    setProgress(next)
  }

  /** Sends one file, or finishes it when an earlier attempt was interrupted. */
  async function sendFile(file: File, index: number, target: UploadTarget): Promise<string> {
    const row = rows.current[index] as FileProgress
    if (row.reference) return row.reference
    const interrupted = row.failure !== null
    update(index, { failure: null, failureText: null })
    const onPart = (_: PartProgress, all: readonly PartProgress[]) =>
      update(index, { parts: [...all] })
    try {
      const result = interrupted
        ? await uploads.resume(file, target.key, { onPart })
        : await uploads.upload(file, target, { onPart })
      // A content or subtitle file is handed over, so its encoding (or conversion) starts.
      if (target.context === 'content' || target.context === 'subtitle')
        await api.post('/upload/uploaddone', { key: target.key })
      const reference = fileReference({ ...result, access: target.access }, ownerOid)
      update(index, { reference })
      return reference
    } catch (error) {
      update(index, {
        failure: error instanceof UploadError ? error.message : UPLOAD_MESSAGES.connection,
        failureText: uploadFailureText(t, error),
      })
      throw error
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const thumbFile = thumbnail.current?.files?.[0] ?? null
    const files = Array.from(media.current?.files ?? [])
    const subtitleFile = subtitle.current?.files?.[0] ?? null
    const found = checkUploadForm({
      title,
      tags,
      price,
      description,
      visibility,
      adult,
      category,
      thumbnail: thumbFile,
      files,
      subtitle: subtitleFile,
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
      const chosen = [thumbFile, ...files, ...(subtitleFile ? [subtitleFile] : [])]
      const contextOf = (index: number) =>
        index === 0 ? 'thumbnail' : index <= files.length ? 'content' : 'subtitle'
      // Other files than last time start afresh; the same ones keep their keys for Resume.
      if (rows.current.map((row) => row.name).join('/') !== chosen.map((f) => f.name).join('/')) {
        rows.current = chosen.map((file, index) => ({
          name: file.name,
          key: fileKey(contextOf(index), oid, index, file.name),
          parts: [],
          failure: null,
          failureText: null,
          reference: null,
        }))
        setProgress(rows.current)
      }
      const keyOf = (index: number) => (rows.current[index] as FileProgress).key
      const thumbAddress = await sendFile(thumbFile, 0, {
        key: keyOf(0),
        filetype: extensionOf(thumbFile.name),
        access: 'public',
        context: 'thumbnail',
        contentOid: oid,
      })
      const sources: string[] = []
      for (const [index, file] of files.entries())
        sources.push(
          await sendFile(file, index + 1, {
            key: keyOf(index + 1),
            filetype: extensionOf(file.name),
            access: 'private',
            context: 'content',
            // Names the content, so the handed-over file is queued for its encoding.
            contentOid: oid,
          }),
        )
      if (subtitleFile)
        await sendFile(subtitleFile, files.length + 1, {
          key: keyOf(files.length + 1),
          filetype: 'srt',
          access: 'private',
          context: 'subtitle',
          contentOid: oid,
          lang: subtitleLang,
        })
      await contentApi.publish(oid, {
        ...metaData,
        thumbnail: thumbAddress,
        // Poster and subtitles are left out: the encoder records them, maybe already has.
        mediaAssets: { sources, preview: null, download: null },
      })
      setOutcome({ tone: 'success', text: t('uploadForm.published') })
    } catch (error) {
      const offline =
        !navigator.onLine || (ApiError.isInstance(error) && error.code === 'NETWORK_ERROR')
      // Every refusal the form can meet has a text in each language (upload-errors.ts).
      const text = offline ? t('uploadForm.offline') : uploadFailureText(t, error)
      setOutcome({ tone: 'error', text })
    } finally {
      setBusy(false)
    }
  }

  const interrupted = progress.some((entry) => entry.failure !== null)
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
            options={FORM_CATEGORIES.map((value) => ({
              value,
              label: t(`contentCategory.${value}`),
            }))}
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
        <div className="upload-pair">
          <FileField
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
            onChange={(event) => setSubtitleLang(event.target.value)}
          />
        </div>
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
