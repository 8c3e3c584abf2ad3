import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { Alert, Button, SelectField } from '../../../web/ui'
import { contentApi } from '../../contents/contents-api'
import { commentsApi, type ReceivedCommentKind, type ReceivedThread } from '../api'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'
import { StudioThread } from './StudioThread'
import { ActingForContext, type TeamMode } from './team'

const ALL = ''
const KINDS: readonly ReceivedCommentKind[] = ['all', 'content', 'community']

/**
 * Comment management: every comment on the creator's contents and community posts (newest
 * thread first; "Show" keeps one kind), or one content's (the pinned one first), with
 * writers' names and replies; the creator replies, pins and deletes from here. "Show more"
 * reads the next page.
 */
export function CommentsPage({ team = null }: { team?: TeamMode | null }) {
  const { t } = useTranslation('creator')
  // A channel's team manages its received comments; the content list is the creator's own.
  const contents = useData(team ? null : 'projected', () => contentApi.projected())
  const published = contents.data?.lists.published ?? []
  const titles = new Map(published.map((row) => [row.contentOid, row.title || '—']))
  const [chosen, setChosen] = useState(ALL)
  const [kind, setKind] = useState<ReceivedCommentKind>('all')
  const list = useThreads(chosen, kind, team?.creatorOid)
  const label = (thread: ReceivedThread) =>
    thread.kind === 'community'
      ? `${t('creatorCommentKinds.post')}: ${list.posts.get(thread.contentOid) ?? '…'}`
      : (titles.get(thread.contentOid) ?? null)

  return (
    <CreatorLayout
      section="comments"
      title={
        team
          ? t('creatorComments.teamTitle', { nickname: team.nickname })
          : t('creatorComments.title')
      }
      lead={team ? t('creatorComments.teamLead') : t('creatorComments.lead')}
    >
      <ActingForContext.Provider value={team?.creatorOid}>
        {team ? null : <LoadState state={contents} />}
        {!team && contents.data && published.length === 0 && kind !== 'community' ? (
          <p className="muted">{t('creatorComments.noContents')}</p>
        ) : null}
        <SelectField
          label={t('creatorCommentKinds.label')}
          value={kind}
          options={KINDS.map((value) => ({ value, label: t(`creatorCommentKinds.${value}`) }))}
          onChange={(event) => {
            setKind(event.target.value as ReceivedCommentKind)
            setChosen(ALL)
          }}
        />
        {published.length > 0 && kind !== 'community' ? (
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
          team || published.length > 0 || kind === 'community' ? (
            <p className="muted">{t('creatorComments.empty')}</p>
          ) : null
        ) : (
          <ul className="creator-comment-threads" aria-label={t('creatorComments.listLabel')}>
            {list.threads.map((thread) => (
              <StudioThread
                key={thread.commentOid}
                thread={thread}
                title={chosen === ALL ? label(thread) : null}
                href={thread.kind === 'community' ? list.channelHref : null}
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
      </ActingForContext.Provider>
    </CreatorLayout>
  )
}

/**
 * The threads of every content and post (`received`, of one kind) or of one content, page by
 * page, with the writers' names and the community posts' opening words.
 */
function useThreads(contentOid: string, kind: ReceivedCommentKind, actingFor?: string) {
  const [pages, setPages] = useState(1)
  const [threads, setThreads] = useState<ReceivedThread[]>([])
  const [posts, setPosts] = useState<ReadonlyMap<string, string>>(new Map())
  const myOid = useSession((state) => state.user?.oid ?? '')
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
              ? await withKind(commentsApi.threads(contentOid, page))
              : await commentsApi.received(page, kind, actingFor),
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
        const postOids = unique.flatMap((item) =>
          item.kind === 'community' ? [item.contentOid] : [],
        )
        const texts = postOids.length > 0 ? await postTexts(postOids) : new Map<string, string>()
        if (!isCurrent()) return
        setPosts(texts)
        setThreads(unique)
        setNames(found)
        setHasMore(answers[answers.length - 1]?.hasMore ?? false)
        setError(null)
        setLoaded(true)
      } catch (failure) {
        if (isCurrent()) setError(failure)
      }
    },
    [contentOid, kind, actingFor],
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
  }, [contentOid, kind])

  return {
    threads,
    posts,
    channelHref: `/creatorhome/${actingFor ?? myOid}?tab=community`,
    names,
    hasMore,
    loaded,
    error,
    more: () => setPages((count) => count + 1),
    reload: () => setVersion((value) => value + 1),
  }
}

/** One content's threads are all on that content. */
async function withKind<Answer extends { comments: object[] }>(call: Promise<Answer>) {
  const answer = await call
  return {
    ...answer,
    comments: answer.comments.map((thread) => ({ ...thread, kind: 'content' as const })),
  } as Omit<Answer, 'comments'> & { comments: ReceivedThread[] }
}

/** The posts' opening words (a locked or empty one reads as '…'). */
async function postTexts(postOids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(postOids)].slice(0, 150)
  const { posts } = await commentsApi.posts(unique)
  return new Map(posts.map((post) => [post.postOid, excerpt(post.text ?? '')]))
}

const EXCERPT_CHARS = 40

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const chars = [...flat]
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join('')}…` : flat || '…'
}
