import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Emoticon } from '../../../platform/emoticons/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, TextField } from '../../../web/ui'
import {
  cleanEmoticonName,
  EMOTICON_TYPES,
  emoticonFileProblem,
} from '../../creator/rules/emoticon-rules'
import { readImageSize } from '../../creator/shell/image-size'
import { LoadState } from '../../creator/shell/LoadState'
import { SearchForm } from '../SearchForm'
import { contentOpsApi } from './content-ops-api'
import './content-ops.css'

/**
 * Platform emoticon samples: uploaded by admins (png, jpg or gif, exactly 56×56, at most
 * 50 KB, a name without colons) and kept in the platform's one free group, which every
 * signed-in user may use in any chat. Removing one (confirmed) takes it out of the group;
 * messages already sent keep its image.
 */
export function OpsIconSamplesPage() {
  const { t } = useTranslation('studio')
  const { t: tc } = useTranslation('creator')
  const { version, outcome, busy, act } = useAction()
  const samples = useData(['ops-samples', version], () => contentOpsApi.samples())
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [q, setQ] = useState('')
  // A new key empties the native file input once an upload is done.
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  async function pick(picked: File | undefined) {
    setFile(picked ?? null)
    setProblem(null)
    if (!picked) return
    if (!name) setName(cleanEmoticonName(picked.name.replace(/\.[^.]+$/, '')))
    const size = await readImageSize(picked)
    const found = emoticonFileProblem({
      type: picked.type,
      size: picked.size,
      width: size?.width ?? 0,
      height: size?.height ?? 0,
    })
    setProblem(found ? tc(found) : null)
  }

  /** Saves the platform group with the samples there are now. */
  async function offer() {
    const [groups, library] = await Promise.all([
      contentOpsApi.sampleGroups(),
      contentOpsApi.samples(),
    ])
    await contentOpsApi.offerSamples(groups.emoticonGroups[0]?._id, library.emoticons)
  }

  async function upload(event: FormEvent) {
    event.preventDefault()
    const clean = cleanEmoticonName(name)
    if (!file || !clean || problem) return
    const done = await act(
      async () => {
        const { emoticon } = await contentOpsApi.uploadSample(clean, file)
        await offer()
        return emoticon
      },
      (emoticon) => t('admin.ops_iconUploaded', { name: emoticon.name }),
    )
    if (done) {
      setFile(null)
      setName('')
      setRound(round + 1)
    }
  }

  function remove(sample: Emoticon) {
    if (!window.confirm(t('admin.ops_iconRemoveConfirm', { name: sample.name }))) return
    void act(
      async () => {
        await contentOpsApi.removeSample(sample._id)
        await offer()
      },
      t('admin.ops_iconRemoved', { name: sample.name }),
    )
  }

  const words = q.toLowerCase()
  const shown = (samples.data?.emoticons ?? []).filter((sample) =>
    sample.name.toLowerCase().includes(words),
  )
  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack" aria-labelledby="ops-icon-new">
        <h2 id="ops-icon-new" className="creator-card-title">
          {t('admin.ops_iconNew')}
        </h2>
        <p className="muted">{tc('creatorEmoticons.rules')}</p>
        <form className="stack" onSubmit={(event) => void upload(event)} noValidate>
          <div className="field">
            <label className="field-label" htmlFor="ops-icon-file">
              {t('admin.ops_iconFile')}
            </label>
            <input
              key={round}
              id="ops-icon-file"
              type="file"
              accept={EMOTICON_TYPES.join(',')}
              onChange={(event) => void pick(event.target.files?.[0])}
            />
            {problem ? <span className="field-error">{problem}</span> : null}
          </div>
          {preview ? (
            <div className="ops-icon-preview">
              <img src={preview} alt="" width={56} height={56} />
              <img src={preview} alt="" width={28} height={28} />
            </div>
          ) : null}
          <TextField
            label={t('admin.ops_iconName')}
            hint={tc('creatorEmoticons.nameHint')}
            maxLength={30}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="admin-actions">
            <Button type="submit" disabled={busy || !file || !!problem || !cleanEmoticonName(name)}>
              {t('admin.ops_iconUpload')}
            </Button>
          </div>
        </form>
      </section>
      <section className="creator-card stack" aria-labelledby="ops-icon-list">
        <h2 id="ops-icon-list" className="creator-card-title">
          {t('admin.ops_iconList')}
        </h2>
        <SearchForm label={t('admin.ops_iconSearch')} maxLength={30} onSearch={setQ} />
        <LoadState state={samples} />
        {samples.data && shown.length === 0 ? (
          <p className="muted">{t('admin.ops_iconNone')}</p>
        ) : null}
        <ul className="ops-icons" aria-label={t('admin.ops_iconList')}>
          {shown.map((sample) => (
            <li key={sample._id} className="ops-icon">
              <img src={sample.url} alt="" width={56} height={56} />
              <span className="ops-icon-name">
                <strong>{sample.name}</strong>
                <span className="muted">
                  {sample.type.toUpperCase()} · {sample.width} × {sample.height}
                </span>
              </span>
              <Button variant="secondary" disabled={busy} onClick={() => remove(sample)}>
                {t('admin.ops_iconRemove')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
