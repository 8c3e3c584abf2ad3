import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PublicChannelView } from '../../platform/channels/contract'
import { useAction, useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { Composer } from './Composer'
import { type CommunityPostView, communityApi } from './community-api'
import { emptyForm, toPostMetaData } from './composer-form'
import { PostCard } from './PostCard'
import './community.css'

const newRequestId = () => crypto.randomUUID().replaceAll('-', '')

/**
 * The channel's Community tab: the creator's composer on their own channel, then the posts,
 * pinned first; older posts by "Show older posts". One post's comments are open at a time.
 */
export function CommunityPanel({ channel }: { channel: PublicChannelView }) {
  const { t } = useTranslation('player')
  const [version, setVersion] = useState(0)
  const [older, setOlder] = useState<{ posts: CommunityPostView[]; next: string | null } | null>(
    null,
  )
  const [openComments, setOpenComments] = useState<string | null>(null)
  const first = useData(['community', channel.creatorOid, version], () =>
    communityApi.channel(channel.creatorOid),
  )
  const reload = () => {
    setOlder(null)
    setVersion((value) => value + 1)
  }

  if (first.result.state === 'failed')
    return (
      <Alert tone="error">
        {errorText(t, first.result.error)}{' '}
        <Button variant="link" onClick={reload}>
          {t('channel.retry')}
        </Button>
      </Alert>
    )
  const page = first.data
  const posts = [...(page?.posts ?? []), ...(older?.posts ?? [])]
  const next = older ? older.next : (page?.next ?? null)
  const loadOlder = async (cursor: string) => {
    const more = await communityApi.channel(channel.creatorOid, cursor)
    setOlder((current) => ({ posts: [...(current?.posts ?? []), ...more.posts], next: more.next }))
  }

  return (
    <section className="stack community-panel" aria-labelledby="community-title">
      <h2 id="community-title">{t('channel.tab_community')}</h2>
      {channel.isMine ? <NewPost channel={channel} onPosted={reload} /> : null}
      {first.result.state === 'loading' && !page ? (
        <p className="muted">{t('common.loading')}</p>
      ) : null}
      {page && posts.length === 0 ? (
        <p className="muted">{t(channel.isMine ? 'community.emptyMine' : 'community.empty')}</p>
      ) : null}
      <ul className="stack community-list" aria-label={t('channel.tab_community')}>
        {posts.map((post) => (
          <PostCard
            key={`${post.postOid}:${version}`}
            post={post}
            channel={channel}
            commentsOpen={openComments === post.postOid}
            onToggleComments={() =>
              setOpenComments((current) => (current === post.postOid ? null : post.postOid))
            }
            onChanged={reload}
          />
        ))}
      </ul>
      {next ? (
        <Button variant="secondary" onClick={() => void loadOlder(next)}>
          {t('community.loadMore')}
        </Button>
      ) : null}
    </section>
  )
}

/** The composer for a new post; a retried click sends the same request id. */
function NewPost({ channel, onPosted }: { channel: PublicChannelView; onPosted: () => void }) {
  const { t } = useTranslation('player')
  const action = useAction()
  const [requestId, setRequestId] = useState(newRequestId)
  return (
    <div className="card stack community-new">
      <h3>{t('community.composerTitle')}</h3>
      <Composer
        initial={emptyForm()}
        tiers={channel.tiers}
        withPoll
        busy={action.busy}
        submitLabel={t('community.publish')}
        onSubmit={async (form) => {
          const posted = await action.act(
            () => communityApi.submit(toPostMetaData(form), requestId),
            t('community.posted'),
          )
          if (posted) {
            setRequestId(newRequestId())
            onPosted()
          }
          return posted
        }}
      />
      {action.outcome ? (
        <Alert tone={action.outcome.tone === 'error' ? 'error' : 'success'}>
          {action.outcome.text}
        </Alert>
      ) : null}
    </div>
  )
}
