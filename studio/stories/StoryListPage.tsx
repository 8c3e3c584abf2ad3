import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isAllowedMediaUrl } from '../../engine/media'
import { navigate } from '../../web/routing'
import { Alert, Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { storiesApi } from '../api/connected'
import type { OwnerContent } from '../api/stories-api'
import { canvasPath, setupPath } from '../shell/studio-paths'
import { formFromMetadata, type MetadataFormValues, patchFromForm } from './metadata-form'
import { StartChoice, type StartKind } from './StartChoice'
import { StoryMetadataForm } from './StoryMetadataForm'
import { writeGuide } from './start-guide'
import { starterTemplate, starterTexts } from './starter-template'
import { useErrorText } from './use-api-error-text'

/** A new story's canvas is version 0; the template is its first save, and starts the guide. */
async function applyTemplate(contentOid: string, t: TFunction<'studio'>) {
  try {
    await storiesApi.saveCanvas(contentOid, starterTemplate(starterTexts(t)), 0)
    writeGuide(localStorage, contentOid, 0)
  } catch {
    // The story exists either way: it opens on a blank canvas rather than not at all.
  }
}

/** `studio2`: the writer's stories, newest edit first, and "create story". */
export function StoryListPage() {
  const { t } = useTranslation('studio')
  const describeError = useErrorText()
  const [stories, setStories] = useState<OwnerContent[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const [busy, setBusy] = useState(false)
  const [createError, setCreateError] = useState<string | null>(null)
  const [start, setStart] = useState<StartKind>('template')

  useEffect(() => {
    storiesApi.listMine().then(
      (page) => setStories(page.contents),
      (error: unknown) => setLoadError(describeError(error)),
    )
  }, [describeError])

  const create = async (values: MetadataFormValues) => {
    setBusy(true)
    setCreateError(null)
    try {
      const content = await storiesApi.create(patchFromForm(values))
      if (start === 'template') await applyTemplate(content.contentOid, t)
      navigate(canvasPath(content.contentOid))
    } catch (error) {
      setCreateError(describeError(error))
      setBusy(false)
    }
  }

  return (
    <main id="main" className="page stack studio-list">
      <div className="studio-list-head">
        <h1>{t('studioList.heading')}</h1>
        <Button onClick={() => setCreating(true)}>{t('studioList.create')}</Button>
      </div>
      {loadError ? <Alert tone="error">{loadError}</Alert> : null}
      {stories === null && !loadError ? <p className="muted">{t('common.loading')}</p> : null}
      {stories?.length === 0 ? <p className="muted">{t('studioList.empty')}</p> : null}
      {stories && stories.length > 0 ? (
        <ul className="studio-story-list" aria-label={t('studioList.heading')}>
          {stories.map((story) => (
            <li key={story.contentOid} className="studio-story-card">
              {isAllowedMediaUrl(story.thumbnail) ? (
                <img src={story.thumbnail} alt="" className="studio-story-thumb" />
              ) : (
                <span className="studio-story-thumb" aria-hidden="true" />
              )}
              <div className="studio-story-text">
                <a
                  href={canvasPath(story.contentOid)}
                  onClick={(event) => {
                    event.preventDefault()
                    navigate(canvasPath(story.contentOid))
                  }}
                >
                  <strong>{story.title || t('studioList.untitled')}</strong>
                </a>
                <span className="muted">{story.briefIntro}</span>
                <span className="studio-badges">
                  <span className="studio-badge">
                    {t(
                      story.status === 'published'
                        ? 'studioList.statusPublished'
                        : 'studioList.statusDraft',
                    )}
                  </span>
                  <span className="studio-badge">
                    {t(
                      story.visibility === 'public'
                        ? 'studioList.visibilityPublic'
                        : 'studioList.visibilityPrivate',
                    )}
                  </span>
                  {story.publishedVersion !== null ? (
                    <span className="studio-badge">
                      {t('studioList.versionBadge', { version: story.publishedVersion })}
                    </span>
                  ) : null}
                </span>
              </div>
              <a
                className="button button-secondary"
                href={setupPath(story.contentOid)}
                onClick={(event) => {
                  event.preventDefault()
                  navigate(setupPath(story.contentOid))
                }}
              >
                {t('studioList.editDetails')}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        open={creating}
        onOpenChange={setCreating}
        title={t('studioList.createTitle')}
        closeLabel={t('common.close')}
      >
        <StartChoice value={start} onChange={setStart} />
        <StoryMetadataForm
          initial={formFromMetadata({})}
          submitLabel={t('studioList.createSubmit')}
          busy={busy}
          error={createError}
          onSubmit={create}
        />
      </Dialog>
    </main>
  )
}
