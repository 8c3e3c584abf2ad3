/**
 * The two lists of the Content Studio that are not catalog contents: interactive roleplay
 * (the creator's story chats, edited on the story canvas) and the replay archive (the live
 * area's recordings and the videos added to it by hand, managed in the live studio).
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReplaysResponse } from '../../platform/live/replays/contract'
import { api } from '../../web/session'
import { storiesApi } from '../api/connected'
import type { OwnerContent } from '../api/stories-api'
import { creatorPath } from '../creator/creator-paths'
import { canvasPath, setupPath, studioPath } from '../shell/studio-paths'

export interface OtherLists {
  roleplay: OwnerContent[] | null
  replays: ReplaysResponse | null
}

/** Both lists, read once with the page (a list that cannot be read shows as empty). */
export function useOtherLists(creatorOid: string): OtherLists {
  const [lists, setLists] = useState<OtherLists>({ roleplay: null, replays: null })
  useEffect(() => {
    if (!creatorOid) return
    let current = true
    storiesApi.listMine().then(
      (page) => current && setLists((was) => ({ ...was, roleplay: page.contents })),
      () => current && setLists((was) => ({ ...was, roleplay: [] })),
    )
    api.get('/live/replays', { creatorOid }).then(
      (answer) => current && setLists((was) => ({ ...was, replays: answer })),
      () => current && setLists((was) => ({ ...was, replays: { replays: [], uploads: [] } })),
    )
    return () => {
      current = false
    }
  }, [creatorOid])
  return lists
}

export const otherCount = (lists: OtherLists, list: 'roleplay' | 'replays') =>
  list === 'roleplay'
    ? (lists.roleplay?.length ?? 0)
    : (lists.replays?.replays.length ?? 0) + (lists.replays?.uploads.length ?? 0)

function Empty() {
  const { t } = useTranslation('studio')
  return <p className="muted studio-contents-empty">{t('studioContents.empty')}</p>
}

/** Story chats: opened in the story studio (canvas) or its details page. */
export function RoleplayRows({ stories }: { stories: OwnerContent[] | null }) {
  const { t } = useTranslation('studio')
  if (!stories) return <p className="muted">{t('common.loading')}</p>
  if (stories.length === 0) return <Empty />
  return (
    <ul className="studio-content-rows">
      {stories.map((story) => (
        <li key={story.contentOid} className="studio-content-row" data-testid="roleplay-row">
          <span className="studio-content-thumb" aria-hidden="true" />
          <div className="studio-content-body">
            <span className="studio-content-title">{story.title || t('studioList.untitled')}</span>
            <span className="studio-content-meta muted">
              {t(
                story.status === 'published'
                  ? 'studioList.statusPublished'
                  : 'studioList.statusDraft',
              )}{' '}
              ·{' '}
              {t(
                story.visibility === 'public'
                  ? 'studioList.visibilityPublic'
                  : 'studioList.visibilityPrivate',
              )}
            </span>
          </div>
          <div className="studio-content-actions">
            <a className="button button-secondary" href={canvasPath(story.contentOid)}>
              {t('studioContents.openCanvas')}
            </a>
            <a className="button button-secondary" href={setupPath(story.contentOid)}>
              {t('studioList.editDetails')}
            </a>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Recordings with their state (spec §4) and the hand-added videos, kept apart. */
export function ReplayRows({ replays }: { replays: ReplaysResponse | null }) {
  const { t, i18n } = useTranslation(['studio', 'creator'])
  if (!replays) return <p className="muted">{t('common.loading')}</p>
  if (replays.replays.length + replays.uploads.length === 0) return <Empty />
  const date = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'medium',
  })
  const watch = (contentOid: string) => studioPath(`/realplay/${encodeURIComponent(contentOid)}`)
  return (
    <div className="stack">
      <ul className="studio-content-rows">
        {replays.replays.map((replay) => (
          <li key={replay.recordOid} className="studio-content-row" data-testid="replay-row">
            <span className="studio-content-thumb" aria-hidden="true" />
            <div className="studio-content-body">
              <span className="studio-content-title">{replay.title}</span>
              <span className="studio-content-meta muted">
                {t(`creator:liveStudio.replayState_${replay.state}`)} ·{' '}
                {t('creator:liveStudio.replayEnded', {
                  date: date.format(new Date(replay.endedAt)),
                })}
              </span>
            </div>
            <div className="studio-content-actions">
              {replay.state === 'published' && replay.contentOid ? (
                <a className="button button-secondary" href={watch(replay.contentOid)}>
                  {t('studioContents.view')}
                </a>
              ) : null}
            </div>
          </li>
        ))}
        {replays.uploads.map((upload) => (
          <li key={upload.contentOid} className="studio-content-row" data-testid="replay-upload">
            <span className="studio-content-thumb" aria-hidden="true" />
            <div className="studio-content-body">
              <span className="studio-content-title">{upload.title}</span>
              <span className="studio-content-meta muted">
                {t('studioContents.replayUpload', { date: date.format(new Date(upload.addedAt)) })}
              </span>
            </div>
            <div className="studio-content-actions">
              <a className="button button-secondary" href={watch(upload.contentOid)}>
                {t('studioContents.view')}
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <a href={creatorPath('live')}>{t('studioContents.manageReplays')}</a>
      </p>
    </div>
  )
}
