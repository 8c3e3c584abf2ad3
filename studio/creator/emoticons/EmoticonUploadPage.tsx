import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction, useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { api } from '../../../web/session'
import { Alert, Button, TextField } from '../../../web/ui'
import { creatorPath } from '../creator-paths'
import { cleanEmoticonName, EMOTICON_TYPES, emoticonFileProblem } from '../rules'
import { CreatorLayout } from '../shell/CreatorLayout'
import { readImageSize } from '../shell/image-size'
import { LoadState } from '../shell/LoadState'

/**
 * `/emoticon/upload/{oid}`: upload emoticons for the creator `oid` (png, jpg, gif; at most
 * 50 KB; exactly 56×56), previewed at full and chat size before sending.
 */
export function EmoticonUploadPage({ creatorOid }: { creatorOid: string }) {
  const { t } = useTranslation('creator')
  const library = useData(creatorOid, () => api.get('/emoticon/uploads', { creatorOid }))
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const { outcome, setOutcome, busy, act } = useAction()

  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])

  async function pick(picked: File | undefined) {
    setOutcome(null)
    setProblem(null)
    setFile(picked ?? null)
    if (!picked) return
    if (!name) setName(cleanEmoticonName(picked.name.replace(/\.[^.]+$/, '')))
    const size = await readImageSize(picked)
    const found = emoticonFileProblem({
      type: picked.type,
      size: picked.size,
      width: size?.width ?? 0,
      height: size?.height ?? 0,
    })
    setProblem(found ? t(found) : null)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    const cleanName = cleanEmoticonName(name)
    if (!file) return setProblem(t('creatorEmoticons.chooseFile'))
    if (!cleanName) return setOutcome({ tone: 'error', text: t('creatorEmoticons.nameRequired') })
    if (problem) return
    const uploaded = await act(
      async () => {
        const { emoticon } = await api.upload(
          '/emoticon/upload',
          { creatorOid, name: cleanName },
          file,
        )
        setFile(null)
        setName('')
        library.reload()
        return emoticon
      },
      (emoticon) => t('creatorEmoticons.uploaded', { name: emoticon.name }),
    )
    // A failed upload says so before the server's reason.
    if (!uploaded)
      setOutcome(
        (failed) =>
          failed && { tone: 'error', text: `${t('creatorEmoticons.uploadFailed')} ${failed.text}` },
      )
  }

  async function remove(emoticonOid: string) {
    try {
      await api.post('/emoticon/delete', { creatorOid, emoticonOid })
      library.reload()
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(t, error) })
    }
  }

  return (
    <CreatorLayout
      section="emoticons"
      title={t('creatorEmoticons.uploadTitle')}
      lead={t('creatorEmoticons.rules')}
    >
      <form className="creator-card stack" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label className="field-label" htmlFor="emoticon-file">
            {t('creatorEmoticons.file')}
          </label>
          <input
            id="emoticon-file"
            type="file"
            accept={EMOTICON_TYPES.join(',')}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          {problem ? <span className="field-error">{problem}</span> : null}
        </div>
        {preview ? (
          <fieldset className="creator-emoticon-preview">
            <legend className="visually-hidden">{t('creatorEmoticons.preview')}</legend>
            <figure>
              <img src={preview} alt="" width={56} height={56} />
              <figcaption className="muted">56 × 56</figcaption>
            </figure>
            <figure>
              <img src={preview} alt="" width={28} height={28} />
              <figcaption className="muted">{t('creatorEmoticons.chatSize')}</figcaption>
            </figure>
          </fieldset>
        ) : null}
        <TextField
          label={t('creatorEmoticons.name')}
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          hint={t('creatorEmoticons.nameHint')}
        />
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <div className="creator-actions">
          <a className="button button-secondary" href={creatorPath('emoticons')}>
            {t('creatorEmoticons.toGroups')}
          </a>
          <Button type="submit" busy={busy} disabled={!file || !!problem}>
            {t('creatorEmoticons.uploadSubmit')}
          </Button>
        </div>
      </form>
      <section className="creator-card stack" aria-labelledby="emoticon-library">
        <h2 id="emoticon-library">{t('creatorEmoticons.library')}</h2>
        <LoadState state={library} />
        {library.data?.emoticons.length === 0 ? (
          <p className="muted">{t('creatorEmoticons.noLibrary')}</p>
        ) : null}
        <ul className="creator-emoticon-grid">
          {library.data?.emoticons.map((emoticon) => (
            <li key={emoticon._id}>
              <img src={emoticon.url} alt="" width={56} height={56} />
              <span>{emoticon.name}</span>
              <Button variant="link" onClick={() => void remove(emoticon._id)}>
                {t('creatorEmoticons.deleteEmoticon')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </CreatorLayout>
  )
}
