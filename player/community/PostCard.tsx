import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PublicChannelView } from '../../platform/channels/contract'
import { useAction } from '../../web/calls'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { formatDateTime } from '../charge/format'
import { ContentComments } from '../content/comments/ContentComments'
import { SubscribeGate } from '../subscribe'
import { Composer } from './Composer'
import { type CommunityPostView, communityApi } from './community-api'
import { formOf, toPostMetaData } from './composer-form'
import { PollBox } from './PollBox'
import { PostActions } from './PostActions'

/** A post's images in a grid; one whose file is gone is left out. */
function PostImages({ images }: { images: CommunityPostView['images'] }) {
  const { t } = useTranslation('player')
  const shown = images.filter((image) => image.url)
  if (shown.length === 0) return null
  return (
    <ul className={`community-gallery community-gallery-${Math.min(shown.length, 4)}`}>
      {shown.map((image, index) => (
        <li key={image.key}>
          <img
            src={image.url ?? ''}
            alt={t('community.imageAlt', { number: index + 1 })}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  )
}

/** The names of the tiers a post is for, as the channel calls them. */
function tierNames(channel: PublicChannelView, hashes: readonly string[]) {
  return channel.tiers
    .filter((tier) => hashes.includes(tier.tierHash))
    .map((tier) => tier.name)
    .join(', ')
}

/** A post as its reader sees it: text, poll and comments, or a locked card; the creator's actions. */
export function PostCard({
  post,
  channel,
  commentsOpen,
  onToggleComments,
  onChanged,
}: {
  post: CommunityPostView
  channel: PublicChannelView
  commentsOpen: boolean
  onToggleComments: () => void
  onChanged: () => void
}) {
  const { t } = useTranslation('player')
  const language = useSession((state) => state.activeLanguage)
  const [editing, setEditing] = useState(false)
  const action = useAction()
  const tiers = tierNames(channel, post.tierHashes)
  const run = async (call: () => Promise<unknown>) => {
    if (await action.act(call, null)) onChanged()
  }

  return (
    <li
      className={`card community-post${post.pinned ? ' community-post-pinned' : ''}`}
      data-testid="community-post"
    >
      <header className="row community-post-head">
        {post.pinned ? <span className="community-badge">{t('community.pinned')}</span> : null}
        {post.visibility === 'tiers' ? (
          <span className="community-badge community-badge-tier">
            {tiers ? t('community.forTiers', { tiers }) : t('community.lockedTitle')}
          </span>
        ) : null}
        <time className="muted" dateTime={post.createdAt}>
          {formatDateTime(post.createdAt, language)}
          {post.editedAt ? ` · ${t('community.edited')}` : ''}
        </time>
      </header>
      {post.locked ? (
        <div className="community-locked" data-testid="community-locked">
          <p>{tiers ? t('community.lockedText', { tiers }) : t('community.lockedAny')}</p>
          <SubscribeGate
            creatorOid={channel.creatorOid}
            nickname={channel.nickname}
            tierHashes={post.tierHashes}
            compact
          />
        </div>
      ) : editing ? (
        <Composer
          initial={formOf(post)}
          tiers={channel.tiers}
          withPoll={false}
          busy={action.busy}
          submitLabel={t('community.save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (form) => {
            const { poll: _poll, ...meta } = toPostMetaData(form)
            const saved = await action.act(() => communityApi.edit(post.postOid, meta), null)
            if (saved) {
              setEditing(false)
              onChanged()
            }
            return saved
          }}
        />
      ) : (
        <>
          <p className="community-text">{post.text}</p>
          <PostImages images={post.images} />
          {post.poll ? <PollBox postOid={post.postOid} poll={post.poll} /> : null}
        </>
      )}
      {post.isMine && !editing ? (
        <PostActions
          pinned={post.pinned}
          busy={action.busy}
          onEdit={() => setEditing(true)}
          onPin={(pinned) => void run(() => communityApi.pin(post.postOid, pinned))}
          onDelete={() => void run(() => communityApi.remove(post.postOid))}
        />
      ) : null}
      {action.outcome?.tone === 'error' ? <Alert tone="error">{action.outcome.text}</Alert> : null}
      {post.locked ? null : (
        <div className="community-comments">
          <Button variant="link" aria-expanded={commentsOpen} onClick={onToggleComments}>
            {t(commentsOpen ? 'community.hideComments' : 'community.comments')}
          </Button>
          {commentsOpen ? <ContentComments contentOid={post.postOid} /> : null}
        </div>
      )}
    </li>
  )
}
