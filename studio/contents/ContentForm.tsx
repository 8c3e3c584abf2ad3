import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TierView } from '../../platform/channels/contract'
import { ApiError } from '../../web/api'
import { api, useSession } from '../../web/session'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../web/ui'
import { AccessFields } from './AccessFields'
import {
  type EditedContent,
  EMPTY_FIELDS,
  type FormFields,
  firstSubtitleLanguage,
} from './content-form-state'
import { contentPagePath } from './content-paths'
import { contentApi } from './contents-api'
import { EncodingLine } from './EncodingLine'
import { keepStatus } from './row-status'
import { misnamedFiles } from './sniff-media'
import { uploadFailureText } from './upload-errors'
import { MediaFields, UploadProgressList } from './upload-fields'
import {
  accessMetadata,
  checkUploadForm,
  extensionOf,
  FORM_CATEGORIES,
  type FormProblem,
  fileKey,
  mediaOf,
} from './upload-form'
import { useFileSender } from './use-file-sender'

interface Outcome {
  tone: 'error' | 'success'
  text: string
  /** After a publish or a save: the content's page, and whether its files are encoding. */
  done?: { contentOid: string; media: string; category: string; encoding: boolean }
}

/**
 * The upload form, new or editing a saved content (`edited`). A new content is saved as a
 * draft, its files sent, then published; an edit sends only the files chosen anew and
 * saves its fields with POST /content/update, keeping its status.
 */
export function ContentForm({ edited }: { edited: EditedContent | null }) {
  const { t, i18n } = useTranslation('studio')
  const creatorOid = useSession((state) => state.user?.oid ?? '')
  const [fields, setFields] = useState<FormFields>(edited?.fields ?? EMPTY_FIELDS)
  const set = <Key extends keyof FormFields>(key: Key, value: FormFields[Key]) =>
    setFields((current) => ({ ...current, [key]: value }))
  const [tiers, setTiers] = useState<TierView[] | null>(null)
  const thumbnail = useRef<HTMLInputElement>(null)
  const media = useRef<HTMLInputElement>(null)
  const subtitle = useRef<HTMLInputElement>(null)
  const [subtitleLang, setSubtitleLang] = useState(() => firstSubtitleLanguage(i18n.language))
  const [problems, setProblems] = useState<FormProblem[]>([])
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const contentOid = useRef<string | null>(edited?.contentOid ?? null)
  const sender = useFileSender()

  useEffect(() => {
    if (!creatorOid) return
    let current = true
    api.get('/account/subscription_tiers', { creatorOid }).then(
      (answer) => current && setTiers(answer.tiers),
      () => current && setTiers([]),
    )
    return () => {
      current = false
    }
  }, [creatorOid])

  const problemOf = (field: FormProblem['field']) =>
    problems
      .filter((problem) => problem.field === field)
      .map((problem) => t(problem.key, problem.values))
      .join(' ') || null

  async function check(thumbFile: File | null, files: File[], subtitleFile: File | null) {
    const found = checkUploadForm({
      ...fields,
      thumbnail: thumbFile,
      files,
      subtitle: subtitleFile,
      editing: edited !== null,
    })
    // A file that is not what its name says is refused before anything goes up.
    if (found.length === 0) {
      const misnamed = new Set(await misnamedFiles([...(thumbFile ? [thumbFile] : []), ...files]))
      for (const [field, list] of [
        ['thumbnail', thumbFile ? [thumbFile] : []],
        ['files', files],
      ] as const)
        for (const file of list)
          if (misnamed.has(file.name))
            found.push({ field, key: 'uploadForm.notMedia', values: { name: file.name } })
    }
    setProblems(found)
    return found.length === 0
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const thumbFile = thumbnail.current?.files?.[0] ?? null
    const files = Array.from(media.current?.files ?? [])
    const subtitleFile = subtitle.current?.files?.[0] ?? null
    setOutcome(null)
    if (!(await check(thumbFile, files, subtitleFile))) return
    setBusy(true)
    try {
      const metaData: Record<string, unknown> = {
        title: fields.title.trim(),
        hashtags: fields.tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        description: fields.description,
        isPrivateContent: fields.visibility === 'private',
        isAdultContent: fields.adult,
        category: fields.category,
        ...accessMetadata(fields.access, fields.price, fields.tiers),
        ...(edited ? {} : { contentType: 'story' }),
        ...(files.length > 0 || !edited ? { media: mediaOf(files) } : {}),
      }
      if (!contentOid.current) {
        const draft = await contentApi.save(metaData)
        contentOid.current = String(draft.contentOid)
      }
      const oid = contentOid.current
      // An edit's files get keys of their own, apart from the files they replace.
      const revision = edited ? Date.now() : 0
      const chosen = [
        ...(thumbFile ? [{ file: thumbFile, context: 'thumbnail' as const }] : []),
        ...files.map((file) => ({ file, context: 'content' as const })),
        ...(subtitleFile ? [{ file: subtitleFile, context: 'subtitle' as const }] : []),
      ]
      sender.prepare(
        chosen.map(({ file, context }, index) => ({
          name: file.name,
          key: fileKey(context, oid, revision + index, file.name),
        })),
      )
      let thumbAddress: string | null = null
      const sources: string[] = []
      for (const [index, { file, context }] of chosen.entries()) {
        const address = await sender.send(file, index, {
          filetype: context === 'subtitle' ? 'srt' : extensionOf(file.name),
          access: context === 'thumbnail' ? 'public' : 'private',
          context,
          // Names the content, so a handed-over file is queued for its encoding.
          contentOid: oid,
          ...(context === 'subtitle' ? { lang: subtitleLang } : {}),
        })
        if (context === 'thumbnail') thumbAddress = address
        if (context === 'content') sources.push(address)
      }
      const fileFields = {
        ...(thumbAddress ? { thumbnail: thumbAddress } : {}),
        // Poster and subtitles are left out: the encoder records them, maybe already has.
        ...(sources.length > 0 ? { mediaAssets: { sources, preview: null, download: null } } : {}),
      }
      const saved = edited
        ? await contentApi.update(oid, { ...metaData, ...fileFields }, keepStatus(edited.status))
        : await contentApi.publish(oid, { ...metaData, ...fileFields })
      setOutcome({
        tone: 'success',
        text: edited ? t('uploadForm.savedChanges') : t('uploadForm.published'),
        done: {
          contentOid: oid,
          media: saved.content.media,
          category: saved.content.category,
          encoding: sources.length > 0 && saved.content.media !== 'none',
        },
      })
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

  return (
    <form className="stack upload-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('uploadForm.contentTitle')}
        value={fields.title}
        error={problemOf('title')}
        onChange={(event) => set('title', event.target.value)}
        required
      />
      <TextField
        label={t('uploadForm.tags')}
        hint={t('uploadForm.tagsHint')}
        value={fields.tags}
        onChange={(event) => set('tags', event.target.value)}
      />
      <SelectField
        label={t('uploadForm.category')}
        value={fields.category}
        options={FORM_CATEGORIES.map((value) => ({
          value,
          label: t(`contentCategory.${value}`),
        }))}
        onChange={(event) => set('category', event.target.value)}
      />
      <div className="field">
        <label className="field-label" htmlFor="upload-description">
          {t('uploadForm.description')}
        </label>
        <textarea
          id="upload-description"
          className="field-input upload-description"
          rows={4}
          value={fields.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
      <AccessFields
        access={fields.access}
        price={fields.price}
        tiers={tiers}
        chosen={fields.tiers}
        priceError={problemOf('price')}
        tiersError={problemOf('tiers')}
        onAccess={(value) => set('access', value)}
        onPrice={(value) => set('price', value)}
        onTiers={(value) => set('tiers', value)}
      />
      <MediaFields
        edited={edited}
        refs={{ thumbnail, media, subtitle }}
        subtitleLang={subtitleLang}
        onSubtitleLang={setSubtitleLang}
        problemOf={problemOf}
      />
      <fieldset className="upload-visibility">
        <legend>{t('uploadForm.visibility')}</legend>
        {(['public', 'private'] as const).map((value) => (
          <label key={value} className="radio">
            <input
              type="radio"
              name="visibility"
              checked={fields.visibility === value}
              onChange={() => set('visibility', value)}
            />
            {t(`uploadForm.${value}`)}
          </label>
        ))}
      </fieldset>
      <Checkbox
        label={t('uploadForm.adult')}
        checked={fields.adult}
        onChange={(event) => set('adult', event.target.checked)}
      />
      {sender.progress.length > 0 ? <UploadProgressList items={sender.progress} /> : null}
      {outcome ? (
        <Alert tone={outcome.tone}>
          <span>{outcome.text}</span>
          {outcome.done ? (
            <span className="upload-done">
              {outcome.done.encoding ? (
                <EncodingLine contentOid={outcome.done.contentOid} variant="form" />
              ) : null}
              <a href={contentPagePath(outcome.done)}>{t('uploadForm.viewContent')}</a>
            </span>
          ) : null}
        </Alert>
      ) : null}
      <div className="row">
        <Button type="submit" busy={busy}>
          {sender.interrupted
            ? t('uploadForm.resume')
            : edited
              ? t('uploadForm.saveChanges')
              : t('uploadForm.publish')}
        </Button>
      </div>
    </form>
  )
}
