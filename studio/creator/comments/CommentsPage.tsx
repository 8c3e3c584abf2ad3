import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { Alert, Button, SelectField } from '../../../web/ui'
import { contentApi } from '../../contents/contents-api'
import { type CommentThread, commentsApi } from '../api'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'
import { StudioThread } from './StudioThread'

const ALL = ''

/**
 * Comment management: every comment on the creator's contents (newest thread first), or
 * one content's (the pinned one first), with writers' names and replies; the creator
 * replies, pins and deletes from here. "Show more" reads the next page.
 */
export function CommentsPage() {
  const { t } = useTranslation('creator')
  const contents = useData('projected', () => contentApi.projected())
  const published = contents.data?.lists.published ?? []
  const titles = new Map(published.map((row) => [row.contentOid, row.title || '—']))
  const [chosen, setChosen] = useState(ALL)
  const list = useThreads(chosen)

  return (
    <CreatorLayout
      section="comments"
      title={t('creatorComments.title')}
      lead={t('creatorComments.lead')}
    >
      <LoadState state={contents} />
      {contents.data && published.length === 0 ? (
        <p className="muted">{t('creatorComments.noContents')}</p>
      ) : null}
      {published.length > 0 ? (
        <SelectField
          label={t('creatorComments.content')}
          value={chosen}
          options={[
            { value: ALL, label: t('creatorComments.allContents') },
            ...published.map((row) => ({ value: row.contentOid, label: row.title || '—' })),
          ]}
          onChange={(event) => setChosen(event.target.value)}
        />
      ) : null}
      {list.error ? <Alert tone="error">{errorText(t, list.error)}</Alert> : null}
      {list.loaded && list.threads.length === 0 ? (
        published.length > 0 ? (
          <p className="muted">{t('creatorComments.empty')}</p>
        ) : null
      ) : (
        <ul className="creator-comment-threads" aria-label={t('creatorComments.listLabel')}>
          {list.threads.map((thread) => (
            <StudioThread
              key={thread.commentOid}
              thread={thread}
              title={chosen === ALL ? (titles.get(thread.contentOid) ?? null) : null}
              names={list.names}
              onChanged={list.reload}
            />
          ))}
        </ul>
      )}
      {list.hasMore ? (
        <div>
          <Button variant="secondary" onClick={list.more}>
            {t('creatorComments.more')}
          </Button>
        </div>
      ) : null}
    </CreatorLayout>
  )
}

/** The threads of every content (`received`) or one content, page by page, with names. */
function useThreads(contentOid: string) {
  const [pages, setPages] = useState(1)
  const [threads, setThreads] = useState<CommentThread[]>([])
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map())
  const [hasMore, setHasMore] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [version, setVersion] = useState(0)

  const load = useCallback(
    async (count: number, isCurrent: () => boolean) => {
      try {
        const answers = []
        for (let page = 1; page <= count; page += 1)
          answers.push(
            contentOid
              ? await commentsApi.threads(contentOid, page)
              : await commentsApi.received(page),
          )
        const all = answers.flatMap((answer) => answer.comments)
        const seen = new Set<string>()
        const unique = all.filter(
          (item) => !seen.has(item.commentOid) && !!seen.add(item.commentOid),
        )
        const found = await commentsApi.nicknames(
          unique.flatMap((item) => [
            item.commenterOid,
            ...item.replies.map((reply) => reply.commenterOid),
          ]),
        )
        if (!isCurrent()) return
        setThreads(unique)
        setNames(found)
        setHasMore(answers[answers.length - 1]?.hasMore ?? false)
        setError(null)
        setLoaded(true)
      } catch (failure) {
        if (isCurrent()) setError(failure)
      }
    },
    [contentOid],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` reads again on purpose
  useEffect(() => {
    let current = true
    void load(pages, () => current)
    return () => {
      current = false
    }
  }, [load, pages, version])

  // A new content choice starts at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice resets the pages
  useEffect(() => {
    setPages(1)
    setLoaded(false)
  }, [contentOid])

  return {
    threads,
    names,
    hasMore,
    loaded,
    error,
    more: () => setPages((count) => count + 1),
    reload: () => setVersion((value) => value + 1),
  }
}
