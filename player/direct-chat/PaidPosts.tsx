import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction, useData } from '../../web/calls'
import { Alert, Button } from '../../web/ui'
import { ConfirmDialog } from './ConfirmDialog'
import type { ChatRoomView, RoomMember } from './direct-chat-api'
import { PaidPostDialog } from './PaidPostDialog'
import { PostMedia } from './PostMedia'
import { statusKey } from './paid-post-form'
import { type MessageContentView, paidPostsApi } from './paid-posts-api'
import './paid-posts.css'

/**
 * A room's paid posts: in a 1:1 room the posts between the two, locked with their price
 * until bought (unlocking asks first); the creator writes one from here to the partner, the
 * group, their tiers, and sees each post's media state.
 */
export function PaidPosts(props: {
  room: ChatRoomView
  myOid: string
  partner: RoomMember | undefined
  isCreator: boolean
}) {
  const { t } = useTranslation('dm')
  const { room, myOid, partner } = props
  const [writing, setWriting] = useState(false)
  const [sent, setSent] = useState<number | null>(null)
  const posts = useData(partner ? ['paid-posts', myOid, partner.userOid] : null, () =>
    paidPostsApi.between(myOid, (partner as RoomMember).userOid),
  )
  const contents = posts.data?.contents ?? []
  if (!props.isCreator && contents.length === 0) return null
  return (
    <section className="dm-posts" aria-label={t('dmPaid.title')} data-testid="dm-paid-posts">
      <div className="dm-posts-head">
        <h2 className="dm-posts-title">{t('dmPaid.title')}</h2>
        {props.isCreator ? (
          <Button variant="secondary" onClick={() => setWriting(true)}>
            {t('dmPaid.write')}
          </Button>
        ) : null}
      </div>
      {sent !== null ? <Alert tone="success">{t('dmPaid.sent', { count: sent })}</Alert> : null}
      {contents.length > 0 ? (
        <ul className="dm-posts-list">
          {contents.map((post) => (
            <li key={post.contentOid}>
              <PaidPost post={post} creatorName={partner?.nickname ?? ''} changed={posts.reload} />
            </li>
          ))}
        </ul>
      ) : null}
      {props.isCreator ? (
        <PaidPostDialog
          open={writing}
          onOpenChange={setWriting}
          room={room}
          myOid={myOid}
          partner={partner}
          onWritten={(recipients) => {
            setSent(recipients)
            posts.reload()
          }}
        />
      ) : null}
    </section>
  )
}

function PaidPost(props: { post: MessageContentView; creatorName: string; changed: () => void }) {
  const { t } = useTranslation('dm')
  const { post } = props
  const [confirming, setConfirming] = useState<'unlock' | 'delete' | null>(null)
  const { act, busy, outcome } = useAction()
  const unlock = () =>
    act(() => paidPostsApi.purchase(post.creatorOid, post.contentOid), null).then(
      (ok) => ok && props.changed(),
    )
  const remove = () =>
    act(() => paidPostsApi.remove(post.contentOid), null).then((ok) => ok && props.changed())
  const media = mediaLabel(t, post)
  return (
    <article
      className="dm-post"
      data-locked={post.locked}
      data-testid="dm-paid-post"
      aria-label={t('dmPaid.postLabel', { coins: post.price })}
    >
      <p className="dm-post-meta">
        <span className="dm-post-price">{t('dmPaid.price', { coins: post.price })}</span>
        {post.mine ? <span>{t(statusKey(post.status))}</span> : null}
        {post.purchased ? <span>{t('dmPaid.bought')}</span> : null}
        {post.deleted ? <span>{t('dmPaid.deleted')}</span> : null}
      </p>
      {post.locked ? (
        <div className="dm-post-locked">
          <p>{t('dmPaid.locked', { name: props.creatorName })}</p>
          {media ? <p className="muted">{media}</p> : null}
          <Button disabled={busy} onClick={() => setConfirming('unlock')}>
            {t('dmPaid.unlock', { coins: post.price })}
          </Button>
        </div>
      ) : (
        <>
          <p className="dm-post-text">{post.text}</p>
          <PostMedia post={post} />
          {post.mine && !post.deleted ? (
            <Button variant="link" disabled={busy} onClick={() => setConfirming('delete')}>
              {t('dmPaid.delete')}
            </Button>
          ) : null}
        </>
      )}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <ConfirmDialog
        open={confirming === 'unlock'}
        onOpenChange={(open) => setConfirming(open ? 'unlock' : null)}
        title={t('dmPaid.unlockTitle', { coins: post.price })}
        text={t('dmPaid.unlockText', { coins: post.price, name: props.creatorName })}
        confirmLabel={t('dmPaid.unlock', { coins: post.price })}
        onConfirm={() => void unlock()}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
        title={t('dmPaid.deleteTitle')}
        text={t('dmPaid.deleteText')}
        confirmLabel={t('dmPaid.delete')}
        onConfirm={() => void remove()}
      />
    </article>
  )
}

function mediaLabel(
  t: ReturnType<typeof useTranslation<'dm'>>['t'],
  post: MessageContentView,
): string | null {
  if (post.mediaKind === 'video') return t('dmPaid.video')
  if (post.mediaKind === 'images') return t('dmPaid.images', { count: post.mediaCount })
  return null
}
