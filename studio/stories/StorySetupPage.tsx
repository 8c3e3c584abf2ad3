import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate } from '../../web/routing'
import { Alert } from '../../web/ui'
import { storiesApi } from '../api/connected'
import type { OwnerContent } from '../api/stories-api'
import { canvasPath } from '../shell/studio-paths'
import { CharacterDmSection } from './CharacterDmSection'
import { formFromMetadata, type MetadataFormValues, patchFromForm } from './metadata-form'
import { StoryMetadataForm } from './StoryMetadataForm'
import { useErrorText } from './use-api-error-text'

/** `/story/setup/{contentOid}`: the story's details, saved against their version. */
export function StorySetupPage({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation('studio')
  const describeError = useErrorText()
  const [content, setContent] = useState<OwnerContent | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    storiesApi
      .getContent(contentOid)
      .then(setContent, (cause: unknown) => setError(describeError(cause)))
  }, [contentOid, describeError])

  const save = async (values: MetadataFormValues) => {
    if (!content) return
    setBusy(true)
    setError(null)
    try {
      const next = await storiesApi.saveMetadata(
        contentOid,
        patchFromForm(values),
        content.metadataVersion,
      )
      setContent(next)
      setSaved(true)
    } catch (cause) {
      setError(describeError(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <main id="main" className="page page-narrow stack">
      <h1>{t('studioList.setupHeading')}</h1>
      <a
        href={canvasPath(contentOid)}
        onClick={(event) => {
          event.preventDefault()
          navigate(canvasPath(contentOid))
        }}
      >
        {t('studioList.toCanvas')}
      </a>
      {saved ? <Alert tone="success">{t('studioList.saved')}</Alert> : null}
      {content && !content.metadata ? (
        // Another creator's story answers as public content, without its metadata.
        <Alert tone="error">{t('characterDmSetting.notOwner')}</Alert>
      ) : content ? (
        <StoryMetadataForm
          initial={formFromMetadata(content.metadata)}
          submitLabel={t('studioList.save')}
          busy={busy}
          error={error}
          onSubmit={save}
        />
      ) : error ? (
        <Alert tone="error">{error}</Alert>
      ) : (
        <p className="muted">{t('common.loading')}</p>
      )}
      {content?.metadata ? (
        <CharacterDmSection
          contentOid={contentOid}
          ownerOid={content.ownerOid}
          published={content.status === 'published' && content.publishedVersion !== null}
        />
      ) : null}
    </main>
  )
}
